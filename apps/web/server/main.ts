/**
 * The renderer of apps/web (docs/decisions/024): its own process, on loopback behind the gateway,
 * answering GET and HEAD of the public pages it renders, and /health.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

import closeWithGrace from 'close-with-grace';

import { renderPage, setApiUrlResolver } from '../src/entry-server';
import { readClientAssets } from './assets';
import { loadRendererConfig, serviceResolver } from './config';

const config = loadRendererConfig();
// Built beside this bundle: apps/web/dist-server/main.js reads apps/web/dist.
const assets = readClientAssets(fileURLToPath(new URL('../dist/', import.meta.url)));
setApiUrlResolver(serviceResolver(config.serviceUrls));

function log(level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}) {
  // One JSON line, like the services' logs (pino), without a logger for three messages.
  const line = { level, time: Date.now(), name: 'web-renderer', msg, ...fields };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  renderPage({ url, origin: config.origin, assets }).then(
    (page) => {
      response.writeHead(page.status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
      });
      if (request.method === 'HEAD') response.end();
      else page.pipe(response);
    },
    (error: unknown) => {
      // The gateway serves the client-rendered shell instead: the page still works.
      log('error', 'render failed', { url, err: String(error) });
      response.writeHead(503, { 'content-type': 'text/plain' }).end('render failed');
    },
  );
});

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
