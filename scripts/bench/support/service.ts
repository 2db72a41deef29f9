import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningProcess {
  base: string;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 2xx, or throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  for (let waited = 0; waited <= timeoutMs; waited += 100) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts a TypeScript entry point in its own process, as `pnpm start` would, and waits until
 * `readyPath` answers. Its stdout (request logs) is dropped; its stderr goes to ours.
 */
export async function startProcess(options: {
  entry: string;
  port: number;
  env: Record<string, string>;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<RunningProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(options.port), ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`${base}${options.readyPath ?? '/health'}`, options.timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
