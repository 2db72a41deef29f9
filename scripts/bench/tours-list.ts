/**
 * `pnpm bench:tours`: GET /api/tours/tours on the seeded demo catalogue, straight at the tours
 * service (its own process, from its bundle, as `pnpm start` runs it, and seeded by it), 50
 * connections. Target (docs/decisions/005): at least 2,000 requests/s with p99 under 25 ms on
 * this 2-core machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICES } from '@mt/service-kit/topology';
import { demoSeeded } from '../demo/seeded';
import { reportLoad, runLoad } from './support/load';
import { startSite } from './support/service';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const port = Number(process.env.BENCH_PORT ?? 28181);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-tours-'));
// The whole site, because the demo catalogue is entered through it (docs/decisions/029).
const service = await startSite({
  port,
  dataDir,
  env: { SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});

try {
  await demoSeeded(service.base);
  const url = `http://127.0.0.1:${port + SERVICES.tours.portOffset}/api/tours/tours`;
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
