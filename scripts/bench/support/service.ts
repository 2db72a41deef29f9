import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProcessSpec } from '../../launcher/supervisor';

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

/** A TypeScript entry point run under tsx, or a process as the launcher runs it (processes.ts). */
type Program = { entry: string } | { spec: Pick<ProcessSpec, 'command' | 'args' | 'env'> };

/**
 * Starts a program in its own process, as `pnpm start` would, and waits until `readyPath`
 * answers. Its stdout (request logs) is dropped unless `keepStdout`; its stderr goes to ours.
 */
export async function startProcess(
  options: Program & {
    port: number;
    env?: Record<string, string>;
    readyPath?: string;
    timeoutMs?: number;
    keepStdout?: boolean;
  },
): Promise<RunningProcess & { stdout(): string }> {
  const [command, args, env] =
    'spec' in options
      ? [options.spec.command, options.spec.args, options.spec.env]
      : [process.execPath, ['--import', 'tsx', options.entry], process.env];
  const child = spawn(command, args, {
    cwd: repositoryRoot,
    env: { ...env, PORT: String(options.port), ...options.env },
    stdio: ['ignore', options.keepStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  // What it printed so far, when `keepStdout` (its log lines).
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
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
  return { base, child, exited, stop, stdout: () => stdout };
}

/**
 * Starts programs side by side (each takes seconds) and answers them in order. If one fails, the
 * ones that did start are stopped before its error is thrown: none is left running unowned.
 */
export async function startAll(
  starts: Array<() => Promise<RunningProcess>>,
): Promise<RunningProcess[]> {
  const started = await Promise.allSettled(starts.map((start) => start()));
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((process) => process.stop()));
    throw failed.reason;
  }
  return running;
}

/** The admin a bench's site is started with, for the benches that sign in. */
export const BENCH_ADMIN = {
  email: 'bench-admin@atlas-tours.ma',
  password: 'bench admin password 2026',
};

/**
 * `pnpm start` (scripts/start.ts) as a bench runs it: on `port` and `dataDir`, warnings only, with
 * the bench's admin, until /health answers; a first start may build everything, hence the long
 * wait. `env` adds to that or overrides it (SEED_DEMO, GATEWAY, …).
 */
export function startSite(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}) {
  return startProcess({
    entry: 'scripts/start.ts',
    port: options.port,
    readyPath: '/health',
    timeoutMs: 240_000,
    env: {
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...options.env,
    },
  });
}
