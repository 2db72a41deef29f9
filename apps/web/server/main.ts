/**
 * The renderer of apps/web (docs/decisions/024): its own process, on loopback behind the gateway,
 * answering GET and HEAD of the public pages it renders, and /health.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

import closeWithGrace from 'close-with-grace';

import { renderPage, setApiUrlResolver } from '../src/entry-server';
import { readClientAssets } from './assets';
import { createCriticalCss } from './critical-css';
import { loadRendererConfig, serviceResolver } from './config';
import { createPageServer, jsonLog as log } from './page-server';

const config = loadRendererConfig();
// Built beside this bundle: apps/web/dist-server/main.js reads apps/web/dist.
const clientDist = fileURLToPath(new URL('../dist/', import.meta.url));
const assets = readClientAssets(clientDist);
setApiUrlResolver(serviceResolver(config.serviceUrls));

if (!config.internalToken) {
  log('warn', 'no INTERNAL_TOKEN and no shared secrets: pages are kept until they expire (5 min)');
}
const { listener } = createPageServer({
  render: renderPage,
  origin: config.origin,
  assets,
  inlineCriticalCss: createCriticalCss({ clientDist, styles: assets.styles, log }),
  internalToken: config.internalToken,
  log,
});
const server = createServer(listener);

// As every service (service-kit's run-service.ts): on SIGINT/SIGTERM stop accepting, finish the
// pages in flight, and exit; a second signal, or 10 s, forces it.
const { close } = closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) log('error', 'shutting down after an uncaught error', { err: String(err) });
  // Node closes only the keep-alive connections idle when close() starts; the gateway's would
  // otherwise hold the exit until their keep-alive timeout.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(sweep);
});
// Started by the launcher: if it goes away, so do we, rather than linger holding a port.
process.once('disconnect', () => close());

server.listen({ port: config.PORT, host: config.HOST, backlog: 4096 }, () => {
  log('info', `listening on http://${config.HOST}:${config.PORT}`);
});
