/**
 * `pnpm dev`'s web process (docs/decisions/025): Vite in middleware mode serves the app's modules
 * with hot reload, and every page is rendered on the server from the sources, by the same page
 * server as in production (page-server.ts) but without keeping pages, so an edit shows on the next
 * load. The admin is the client-only shell, as behind the production gateways.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';

import { createServer as createViteServer } from 'vite';

import type * as EntryModule from '../src/entry-server';
import { loadRendererConfig, serviceResolver } from './config';
import type * as PageServerModule from './page-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = loadRendererConfig({ ...process.env, PORT: process.env.WEB_DEV_PORT ?? '5173' });
/** Vite serves the entry and its stylesheet from the sources; the page links them directly. */
const DEV_ASSETS = { scripts: ['/@vite/client', '/src/main.tsx'], styles: ['/src/index.css'] };
const ADMIN = /^\/admin(?:[/?#]|$)/;

const server = createServer();
const vite = await createViteServer({
  root,
  appType: 'custom',
  server: { middlewareMode: true, ws: { server } },
});

async function answerPage(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '/';
  if (ADMIN.test(url)) {
    const shell = await vite.transformIndexHtml(url, readFileSync(`${root}/index.html`, 'utf8'));
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'x-robots-tag': 'noindex',
    });
    response.end(shell);
    return;
  }
  // Loaded through Vite at each request: a changed module is loaded anew, the rest is cached.
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryModule;
  const pages = (await vite.ssrLoadModule('/server/page-server.ts')) as typeof PageServerModule;
  entry.setApiUrlResolver(serviceResolver(config.serviceUrls));
  const { listener } = pages.createPageServer({
    render: entry.renderPage,
    origin: config.origin,
    assets: DEV_ASSETS,
    internalToken: undefined,
    // Nothing kept: a fresh page server per request, and a budget that allows a cold compile.
    renderBudgetMs: 30_000,
  });
  listener(request, response);
}

server.on('request', (request, response) => {
  vite.middlewares(request, response, () => {
    answerPage(request, response).catch((error: unknown) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    });
  });
});

server.listen(config.PORT, '127.0.0.1', () => {
  // Not page-server's log: importing it here would load the app outside Vite.
  process.stdout.write(`pages rendered from the sources on http://127.0.0.1:${config.PORT}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void vite.close().then(() => server.close(() => process.exit(0)));
  });
}
