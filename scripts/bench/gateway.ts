/**
 * `pnpm bench:gateway` (issue #9): the site as production serves it, nginx with infra's
 * configuration in front of the services `pnpm start` runs, on the seeded demo catalogue. With 50
 * connections, as a browser asks (gzip accepted):
 * - GET /api/tours/tours: at least 1,500 requests/s, p99 under 30 ms;
 * - a hashed static asset: at least 10,000 requests/s. Measured on the entry stylesheet (about
 *   10 KiB gzipped, a typical asset); the entry script (over 100 KiB gzipped) is shown too, where
 *   the load client's share of the two cores is larger than nginx's.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginxForSite } from '../nginx/nginx-process';
import { reportLoad } from './support/load';
import { demoSeeded } from '../demo/seeded';
import { repositoryRoot, startProcess } from './support/service';
import { runWrk } from './support/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const port = Number(process.env.BENCH_PORT ?? 28380);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-gateway-'));
const site = await startProcess({
  entry: 'scripts/start.ts',
  port,
  readyPath: '/health',
  timeoutMs: 240_000,
  env: { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
});
await demoSeeded(site.base);
const nginx = await startNginxForSite({ port: port + 20, sitePort: port });
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** An entry file of the built web app (`index-<hash>.<extension>`): every first visit loads it. */
function entryAsset(extension: 'css' | 'js'): string {
  const assets = readdirSync(path.join(repositoryRoot, 'apps/web/dist/assets'));
  const entry = assets.find((name) => name.startsWith('index-') && name.endsWith(`.${extension}`));
  if (!entry) throw new Error(`apps/web/dist has no index-*.${extension}: run \`pnpm build\``);
  return `/assets/${entry}`;
}

function measure(name: string, pathname: string, target?: { perSecond: number; p99?: number }) {
  const url = `${nginx.base}${pathname}`;
  runWrk({ url, connections: 50, seconds: 3, headers: browserHeaders }); // warm-up
  const result = runWrk({ url, connections: 50, seconds, headers: browserHeaders });
  console.log(`${name} (${pathname}) through nginx, 50 connections, ${seconds} s:`);
  reportLoad(result, target);
}

try {
  measure('the tour list', '/api/tours/tours', { perSecond: 1500, p99: 30 });
  measure('a hashed static asset', entryAsset('css'), { perSecond: 10_000 });
  measure('the entry script, for reference', entryAsset('js'));
} finally {
  await nginx.stop();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
