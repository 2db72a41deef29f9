/**
 * `pnpm bench:tours`: GET /api/tours/tours on the seeded demo catalogue, straight at the tours
 * service (its own process, as `pnpm start` runs it), 50 connections. Issue #3 target: at least
 * 2,000 requests/s with p99 under 25 ms on this 2-core machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 28181);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-tours-'));
const base = `http://127.0.0.1:${port}`;

const service = spawn(process.execPath, ['--import', 'tsx', 'services/tours/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  for (
    let waited = 0;
    !(await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    ));
    waited += 100
  ) {
    if (waited > 30_000) throw new Error('the tours service did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const sample = await (await fetch(`${base}/api/tours/tours`)).text();
  console.log(
    `catalogue: ${JSON.parse(sample).length} tours, ${(sample.length / 1024).toFixed(1)} KiB of JSON per response`,
  );

  await autocannon({ url: `${base}/api/tours/tours`, connections: 50, duration: 3 }); // warm-up
  const result = await autocannon({
    url: `${base}/api/tours/tours`,
    connections: 50,
    duration: seconds,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  console.table({
    'requests/s (mean)': Math.round(result.requests.average),
    'latency p50 (ms)': result.latency.p50,
    'latency p99 (ms)': result.latency.p99,
    'latency max (ms)': result.latency.max,
    'failed requests': failures,
  });
  const ok = result.requests.average >= 2000 && result.latency.p99 < 25 && failures === 0;
  console.log(
    ok
      ? 'target met: >= 2,000 req/s and p99 < 25 ms'
      : 'TARGET MISSED: >= 2,000 req/s and p99 < 25 ms',
  );
} finally {
  service.kill('SIGTERM');
  await new Promise((resolve) => service.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
