import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { EXIT_CONFIG } from '@mt/service-kit/config';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Runs the site's processes and keeps them honest: every line they print is labelled with their
 * name; one that dies is reported and restarted with back-off; one that keeps dying, or stops on
 * bad configuration, stops the whole site with a clear reason rather than leaving a hole in it.
 */
export function createSupervisor(root: string, log: (line: string) => void) {
  const running = new Map<string, ChildProcess>();
  const restarts = new Map<string, number[]>();
  let stopping = false;
  let onFatal: (code: number) => void = () => {};

  function pipe(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) {
    if (!stream) return;
    const label = name.padEnd(9);
    createInterface({ input: stream }).on('line', (line) => out.write(`${label} | ${line}\n`));
  }

  function start(spec: ProcessSpec): void {
    const child = spawn(spec.command, spec.args, {
      cwd: root,
      env: spec.env,
      // Own process group: Ctrl-C reaches the launcher only, which then stops each child once.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    running.set(spec.name, child);
    pipe(spec.name, child.stdout, process.stdout);
    pipe(spec.name, child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      running.delete(spec.name);
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (code === EXIT_CONFIG) {
        log(`${spec.name} stopped: its configuration is invalid (see above). Stopping the site.`);
        return onFatal(EXIT_CONFIG);
      }
      const now = Date.now();
      const recent = (restarts.get(spec.name) ?? []).filter((at) => now - at < RESTART_WINDOW_MS);
      if (recent.length >= MAX_RESTARTS) {
        log(
          `${spec.name} crashed ${MAX_RESTARTS + 1} times in a minute (last: ${how}). Stopping the site.`,
        );
        return onFatal(1);
      }
      restarts.set(spec.name, [...recent, now]);
      const delay = 500 * 2 ** recent.length;
      log(`${spec.name} crashed (${how}); restarting in ${delay} ms`);
      setTimeout(() => !stopping && start(spec), delay);
    });
  }

  async function stopAll(): Promise<void> {
    stopping = true;
    const exits = [...running.entries()].map(
      ([name, child]) =>
        new Promise<void>((resolve) => {
          const force = setTimeout(() => {
            log(`${name} did not stop in time; killing it`);
            child.kill('SIGKILL');
          }, STOP_TIMEOUT_MS);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
  }

  return {
    start,
    stopAll,
    onFatal(handler: (code: number) => void) {
      onFatal = handler;
    },
  };
}
