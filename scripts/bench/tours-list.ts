/**
 * `pnpm bench:tours`: GET /api/tours/tours on the seeded demo catalogue, straight at the tours
 * service (its own process, from its bundle, as `pnpm start` runs it), 50 connections. Issue #3 target: at least
 * 2,000 requests/s with p99 under 25 ms on this 2-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServicesIfStale } from '../launcher/bundles';
import { nodeProcess } from '../launcher/processes';
import { reportLoad, runLoad } from './support/load';
import { repositoryRoot, startProcess } from './support/service';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
if (!(await bundleServicesIfStale(repositoryRoot, console.log))) process.exit(1);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-tours-'));
const service = await startProcess({
  spec: nodeProcess('tours', 'services/tours', process.env, 'bundle'),
  port: Number(process.env.BENCH_PORT ?? 28181),
  env: { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});

try {
  const url = `${service.base}/api/tours/tours`;
  const sample = await (await fetch(url)).text();
  console.log(
    `catalogue: ${JSON.parse(sample).length} tours, ${(sample.length / 1024).toFixed(1)} KiB of JSON per response`,
  );

  await runLoad({ url, connections: 50, seconds: 3 }); // warm-up
  const result = await runLoad({ url, connections: 50, seconds });
  reportLoad(result, { perSecond: 2000, p99: 25 });
} finally {
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
