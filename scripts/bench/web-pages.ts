/**
 * `pnpm bench:pages`: the rendered public pages, on the site `pnpm start` runs with the
 * demo catalogue, nginx with infra's configuration in front (docs/decisions/027):
 * - one tour page rendered without the renderer's cache: the median of several renders, each
 *   after the cache was dropped as a tour edit drops it;
 * - the same page with 50 connections through nginx, as a browser asks (gzip accepted), answered
 *   from the cache: at least 3,000 requests/s, p99 under 30 ms.
 * Should nginx not send pages to the renderer (the shell instead, before decision 025), it says
 * so, and the renderer is measured directly as well.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { INTERNAL_TOKEN_HEADER } from '@mt/service-kit/internal-guard';
import { PAGE_INVALIDATION_PATH } from '@mt/service-kit/page-invalidation';
import { serviceUrl, webRendererUrl } from '@mt/service-kit/topology';
import { startNginxForSite } from '../nginx/nginx-process';
import { demoSeeded } from '../demo/seeded';
import { percentile, reportLoad } from './support/load';
import { waitUntilQuiet } from './support/quiet';
import { startSite } from './support/service';
import { runWrk } from './support/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const renders = Number(process.env.BENCH_RENDERS ?? 15);
const port = Number(process.env.BENCH_PORT ?? 28580);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-pages-'));
// Given to the site, so the bench can drop the renderer's pages as the services do.
const internalToken = randomBytes(32).toString('base64url');
const site = await startSite({
  port,
  dataDir,
  env: { GATEWAY: 'node', SEED_DEMO: 'true', INTERNAL_TOKEN: internalToken },
});
await demoSeeded(site.base);
const nginx = await startNginxForSite({ port: port + 20, sitePort: port });
const renderer = webRendererUrl(port);
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };
const quiet = () => waitUntilQuiet([site.child.pid!, nginx.child.pid!]);

/** A tour of the demo catalogue, as the tours service lists it. */
async function aTourPage(): Promise<string> {
  const response = await fetch(`${serviceUrl('tours', port)}/api/tours/tours`);
  const [tour] = (await response.json()) as { id: number }[];
  if (!tour) throw new Error('the demo catalogue is empty');
  return `/tours/${tour.id}`;
}

async function dropPages(): Promise<void> {
  const response = await fetch(new URL(PAGE_INVALIDATION_PATH, renderer), {
    method: 'POST',
    headers: { [INTERNAL_TOKEN_HEADER]: internalToken },
  });
  if (response.status !== 204) throw new Error(`the renderer answered ${response.status}`);
}

/** Milliseconds for one answer of the renderer, read to its end. */
async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: browserHeaders });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

function measure(name: string, url: string, target?: { perSecond: number; p99?: number }) {
  runWrk({ url, connections: 50, seconds: 3, headers: browserHeaders }); // warm-up
  const result = runWrk({ url, connections: 50, seconds, headers: browserHeaders });
  console.log(`${name} (${url}), 50 connections, ${seconds} s:`);
  reportLoad(result, target);
}

try {
  const page = await aTourPage();
  await timed(`${renderer}${page}`); // the first render also loads the page's code

  const uncached: number[] = [];
  for (let i = 0; i < renders; i += 1) {
    await dropPages();
    uncached.push(await timed(`${renderer}${page}`));
  }
  const cached: number[] = [];
  for (let i = 0; i < renders; i += 1) cached.push(await timed(`${renderer}${page}`));
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  console.log(`${page} at the renderer, one request at a time, ${renders} each:`);
  console.table({
    'rendered (cache dropped), median ms': percentile(sorted(uncached), 0.5),
    'rendered (cache dropped), max ms': percentile(sorted(uncached), 1),
    'from the cache, median ms': percentile(sorted(cached), 0.5),
  });

  const throughNginx = await fetch(`${nginx.base}${page}`).then((response) => response.text());
  const rendered = throughNginx.includes('id="ssr-data"');
  if (!rendered) {
    console.log(
      'NOTE: nginx answers the tour page with the client-rendered shell: it does not send pages ' +
        'to the renderer yet (decision 025). Its figures are the shell’s; the renderer follows.',
    );
  }
  await quiet();
  const target = { perSecond: 3000, p99: 30 };
  measure('a tour page through nginx', `${nginx.base}${page}`, rendered ? target : undefined);
  if (!rendered) {
    await quiet();
    measure('the same page at the renderer, from its cache', `${renderer}${page}`, target);
  }
} finally {
  await nginx.stop();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
