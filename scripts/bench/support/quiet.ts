import { readFileSync } from 'node:fs';
import { processTree } from './process-tree';

/** CPU time used so far by these processes, in milliseconds (utime + stime, 100 ticks a second). */
function cpuMs(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // Exited between the listing and the read.
    }
  }
  return total;
}

/**
 * Waits until the processes under `pids` have used under 5 % of one core for `quietForMs`: the
 * previous measurement's after-effects (its mails, handed over a second later and then rendered,
 * V8 compiling what it made hot, garbage collection) are over, so each measurement starts from a
 * quiet site, as a rush on a real site would. Gives up after `timeoutMs` and says so, rather than
 * measuring a busy site.
 */
export async function waitUntilQuiet(
  pids: number[],
  options: { quietForMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const { quietForMs = 1500, timeoutMs = 30_000 } = options;
  const windowMs = 250;
  const deadline = Date.now() + timeoutMs;
  const tree = () => pids.flatMap(processTree);
  let before = cpuMs(tree());
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuMs(tree());
    if (now - before >= windowMs * 0.05) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietForMs) return;
    before = now;
  }
  throw new Error(`the site was still busy after ${timeoutMs / 1000} s`);
}
