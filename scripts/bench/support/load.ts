import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  /** Not from wrk, which reports p50, p75, p90 and p99. */
  p95?: number;
  p99: number;
  max: number;
  /** Answers by HTTP status; a request that got no answer counts under 0. */
  statuses: Record<number, number>;
}

/** Latency percentiles in milliseconds, one decimal. */
export function percentile(sortedMs: number[], fraction: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return Math.round(sortedMs[Math.max(0, index)]! * 10) / 10;
}

export function summarise(latencies: number[], statuses: Record<number, number>, ms: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: Math.round((sorted.length / ms) * 1000),
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: percentile(sorted, 1),
    statuses,
  };
}

/**
 * Keeps `connections` keep-alive connections busy for `seconds`, one request at a time each.
 * undici parses with llhttp and the bodies are drained as bytes: autocannon appends every body
 * to a string, which made it, not the server, the bottleneck for binary answers such as images.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  const pool = new Pool(url.origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const end = started + options.seconds * 1000;

  async function worker() {
    while (performance.now() < end) {
      const sent = performance.now();
      let status = 0;
      try {
        const response = await pool.request({
          path: url.pathname + url.search,
          method: options.method ?? 'GET',
          headers: options.headers,
          body: options.body,
        });
        status = response.statusCode;
        await response.body.dump({ limit: Number.MAX_SAFE_INTEGER }); // drained, never decoded
      } catch {
        status = 0;
      }
      latencies.push(performance.now() - sent);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }

  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
    return summarise(latencies, statuses, performance.now() - started);
  } finally {
    await pool.destroy();
  }
}

/**
 * Prints a steady load's figures and whether they meet the target (at least `perSecond`, p99
 * under `p99` ms when given, and every answer a 200); no target prints the figures alone.
 */
export function reportLoad(result: LoadResult, target?: { perSecond: number; p99?: number }) {
  const failures = result.requests - (result.statuses[200] ?? 0);
  console.table({
    'requests/s (mean)': result.perSecond,
    'latency p50 (ms)': result.p50,
    'latency p99 (ms)': result.p99,
    'latency max (ms)': result.max,
    'failed requests': failures,
  });
  if (!target) return;
  const met =
    result.perSecond >= target.perSecond &&
    (target.p99 === undefined || result.p99 < target.p99) &&
    failures === 0;
  const goal = `>= ${target.perSecond.toLocaleString('en')} req/s${target.p99 ? `, p99 < ${target.p99} ms` : ''}`;
  console.log(`${met ? 'target met' : 'TARGET MISSED'}: ${goal}`);
}
