/**
 * `pnpm bench:gateway` (docs/decisions/055): the tour list and the static files through each
 * gateway, on the seeded demo catalogue, with 50 connections as a browser asks (gzip accepted):
 * - through each gateway `pnpm start` may run (docs/decisions/056): the Node gateway, and nginx
 *   with infra's configuration; in the same run, from a bare node:http server sending the very
 *   bytes the Node gateway sent (support/bare-server.ts): each serves the tour list at >= 0.5x
 *   the bare server's rate, p99 under 30 ms (docs/decisions/034); nginx also at >= 1,500
 *   requests/s, and a hashed static asset at >= 10,000 requests/s. Measured on the entry stylesheet (about
 *   10 KiB gzipped, a typical asset); the entry script (over 100 KiB gzipped) is shown too, where
 *   the load client's share of the two cores is larger than nginx's.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'undici';
import { startNginxForSite } from '../nginx/nginx-process';
import { reportLoad, type LoadResult } from './support/load';
import { demoSeeded } from '../demo/seeded';
import { repositoryRoot, startProcess, startSite } from './support/service';
import { runWrk } from './support/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const port = Number(process.env.BENCH_PORT ?? 28380);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-gateway-'));
const site = await startSite({ port, dataDir, env: { GATEWAY: 'node', SEED_DEMO: 'true' } });
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

function measure(
  name: string,
  url: string,
  target?: { perSecond: number; p99?: number },
): LoadResult {
  runWrk({ url, connections: 50, seconds: 3, headers: browserHeaders }); // warm-up
  const result = runWrk({ url, connections: 50, seconds, headers: browserHeaders });
  console.log(`${name} (${new URL(url).pathname}), 50 connections, ${seconds} s:`);
  reportLoad(result, target);
  return result;
}

/** A bare node:http server answering every request with what the gateway answered for `url`. */
async function bareServerLike(url: string, barePort: number) {
  const answer = await request(url, { headers: browserHeaders });
  const body = Buffer.from(await answer.body.arrayBuffer());
  const hop = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !hop.has(name)),
  );
  return startProcess({
    entry: 'scripts/bench/support/bare-server.ts',
    port: barePort,
    env: {
      BARE_ANSWER: JSON.stringify({
        status: answer.statusCode,
        headers,
        body: body.toString('base64'),
      }),
    },
  });
}

const TOURS = '/api/tours/tours';

/**
 * The bar for `pnpm start`'s gateway (docs/decisions/034), either one: >= 0.5x the bare server,
 * p99 < 30 ms.
 */
function judge(gateway: string, result: LoadResult, bare: LoadResult): void {
  const ratio = result.perSecond / bare.perSecond;
  console.log(
    `${ratio >= 0.5 && result.p99 < 30 ? 'target met' : 'TARGET MISSED'}: ${gateway} ` +
      `serves the tour list at ${ratio.toFixed(2)}x the bare server (>= 0.5x), ` +
      `p99 ${result.p99} ms (< 30 ms)`,
  );
}

try {
  const bare = await bareServerLike(`${site.base}${TOURS}`, port + 21);
  let viaGateway: LoadResult;
  let viaNginx: LoadResult;
  let viaBare: LoadResult;
  try {
    viaGateway = measure('the tour list through the Node gateway', `${site.base}${TOURS}`);
    viaNginx = measure('the tour list through nginx', `${nginx.base}${TOURS}`, {
      perSecond: 1500,
      p99: 30,
    });
    viaBare = measure('the same bytes from a bare node:http server', `${bare.base}${TOURS}`);
  } finally {
    await bare.stop();
  }
  judge('the Node gateway', viaGateway, viaBare);
  judge('nginx', viaNginx, viaBare);
  measure('a hashed static asset through the Node gateway', `${site.base}${entryAsset('css')}`);
  measure('a hashed static asset through nginx', `${nginx.base}${entryAsset('css')}`, {
    perSecond: 10_000,
  });
  measure('the entry script through nginx, for reference', `${nginx.base}${entryAsset('js')}`);
} finally {
  await nginx.stop();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
