import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface RunningProcess {
  base: string;
  /** The process itself, for a test that signals it (kill -9, SIGTERM). */
  child: ChildProcess;
  /** Settles once the process has exited: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then waits for the exit (at once if it has already exited). */
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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
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
  return { base, child, exited, stop };
}
