import { spawnSync } from 'node:child_process';
import type { LoadResult } from './load';

/** wrk prints latencies as `386.00us`, `3.77ms` or `1.02s`. */
function milliseconds(value: string, unit: string): number {
  const scale = unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1;
  return Math.round(Number(value) * scale * 10) / 10;
}

/** A latency from wrk's report: `pattern` captures the number and its unit. */
function latency(output: string, pattern: RegExp, name: string): number {
  const match = pattern.exec(output);
  if (!match) throw new Error(`wrk printed no ${name} latency:\n${output}`);
  return milliseconds(match[1]!, match[2]!);
}

/**
 * A steady GET load from wrk (Debian's `wrk` package), in its own process and written in C: for
 * small answers served at many thousands a second, a load client in Node spends more of the two
 * cores than the server it measures, and its garbage collector shows up as the server's tail
 * latency (decision 010). Every answer but a 2xx or 3xx counts as a failure.
 */
export function runWrk(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): LoadResult {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency'];
  const run = spawnSync('wrk', [...args, ...headerArgs, options.url], { encoding: 'utf8' });
  if (run.error) throw new Error('wrk is not installed: `apt-get install -y wrk`');
  if (run.status !== 0) throw new Error(`wrk failed:\n${run.stderr}`);
  const output = run.stdout;
  const requests = Number(/^\s*(\d+) requests in/m.exec(output)?.[1] ?? NaN);
  const failed = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const errors = socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  // wrk tells successes from failures, not statuses: every failure is counted under 0.
  return {
    requests: requests + errors,
    perSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN)),
    p50: latency(output, /^\s*50%\s+([\d.]+)(us|ms|s)\s*$/m, 'p50'),
    p99: latency(output, /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m, 'p99'),
    // The Latency line reads: average, standard deviation, maximum.
    max: latency(output, /Latency\s+\S+\s+\S+\s+([\d.]+)(us|ms|s)/, 'max'),
    statuses: { 200: requests - failed, 0: failed + errors },
  };
}
