import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { INTERNAL_TOKEN_HEADER } from '@mt/service-kit/internal-guard';
import { PAGE_INVALIDATION_PATH } from '@mt/service-kit/page-invalidation';
import { createTestConfig } from '@mt/service-kit/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { aTour, startToursService } from '../../../services/tours/test/harness';
import { renderPage, setApiUrlResolver } from '../src/entry-server';
import type { RenderRequest } from '../src/entry-server';
import { serviceResolver } from './config';
import { createPageServer, type PageServerOptions } from './page-server';

/**
 * The renderer's HTTP side over a real socket, rendering real pages from a real tours service,
 * which is told to drop them when a tour changes (docs/decisions/026, 027).
 */
const origin = 'https://tours.example.ma';
const assets = { scripts: ['/assets/index-test.js'], styles: ['/assets/index-test.css'] };
const TOKEN = createTestConfig('.').INTERNAL_TOKEN;

let renders = 0;
const countedRender = (request: RenderRequest) => {
  renders += 1;
  return renderPage(request);
};

async function startPageServer(options: Partial<PageServerOptions> = {}) {
  const pages = createPageServer({
    render: countedRender,
    origin,
    assets,
    internalToken: TOKEN,
    log: () => {},
    ...options,
  });
  const server = createServer(pages.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...pages,
    url,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let renderer: Awaited<ReturnType<typeof startPageServer>>;
let tours: Awaited<ReturnType<typeof startToursService>>;
let toursUrl: string;
let tourId: number;

beforeAll(async () => {
  renderer = await startPageServer();
  tours = await startToursService({ config: { WEB_RENDERER_URL: renderer.url } });
  toursUrl = await tours.app.listen({ port: 0, host: '127.0.0.1' });
  setApiUrlResolver(serviceResolver({ tours: toursUrl }));
  const created = await tours.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: tours.admin,
    payload: aTour({ title: 'Agafay Sunset', title_fr: 'Coucher de soleil à Agafay' }),
  });
  tourId = created.json().id;
});

afterAll(async () => {
  await renderer?.close();
  await tours?.close();
});

beforeEach(() => {
  renderer.cache.clear();
  renders = 0;
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A raw exchange: the bytes as sent, compressed or not (fetch would decompress them). */
function send(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  base = renderer.url,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject).end();
  });
}

const title = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
const lang = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];

describe('the renderer keeps its pages (docs/decisions/027)', () => {
  it('renders a page once, then answers it from memory, compressed as asked', async () => {
    const first = await send(`/tours/${tourId}`, { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(first.body).toString('utf8');
    expect(title(html)).toBe('Agafay Sunset');

    const brotli = await send(`/tours/${tourId}`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(html);
    const plain = await send(`/tours/${tourId}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(html);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(renders).toBe(1);

    const head = await send(`/tours/${tourId}`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(renders).toBe(1);
  });

  it('keeps one page per language, and names the headers the language came from', async () => {
    const english = await send(`/tours/${tourId}`);
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');

    const saved = await send(`/tours/${tourId}`, { cookie: 'theme=dark; lang=fr' });
    expect(lang(saved.body.toString())).toBe('fr');
    expect(title(saved.body.toString())).toBe('Coucher de soleil à Agafay');
    expect(saved.headers['content-language']).toBe('fr');

    // A French browser without a saved choice: the same French page, from memory.
    const browser = await send(`/tours/${tourId}`, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(browser.body.equals(saved.body)).toBe(true);
    expect(renders).toBe(2);

    // The address that names its language is the same for everybody.
    const named = await send(`/tours/${tourId}?lang=fr`, { cookie: 'lang=en' });
    expect(lang(named.body.toString())).toBe('fr');
    expect(named.headers.vary).toBe('Accept-Encoding');
    expect(renders).toBe(3);
  });

  it('shows a tour edit on the next request: the tours service drops the pages', async () => {
    await send(`/tours/${tourId}`);
    await send(`/tours/${tourId}?lang=fr`);
    expect(renderer.cache.size).toBe(2);

    const edit = await tours.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${tourId}`,
      cookies: tours.admin,
      payload: aTour({ title: 'Agafay by Night', title_fr: 'Agafay la nuit' }),
    });
    expect(edit.statusCode).toBe(200);
    expect(renderer.cache.size).toBe(0);
    expect(title((await send(`/tours/${tourId}`)).body.toString())).toBe('Agafay by Night');
    expect(title((await send(`/tours/${tourId}?lang=fr`)).body.toString())).toBe('Agafay la nuit');
  });

  it('drops its pages only for the internal token', async () => {
    await send(`/tours/${tourId}`);
    const post = (headers: Record<string, string>) => send(PAGE_INVALIDATION_PATH, headers, 'POST');
    expect((await post({})).status).toBe(401);
    expect((await post({ [INTERNAL_TOKEN_HEADER]: `${TOKEN}x` })).status).toBe(401);
    expect(renderer.cache.size).toBe(1);
    expect((await post({ [INTERNAL_TOKEN_HEADER]: TOKEN })).status).toBe(204);
    expect(renderer.cache.size).toBe(0);
    // Other spellings are not the route: nothing but GET and HEAD renders, nothing else drops.
    expect((await send(`${PAGE_INVALIDATION_PATH}/`, {}, 'POST')).status).toBe(405);
  });

  it('drops nothing for anybody when it has no token of its own', async () => {
    const tokenless = await startPageServer({ internalToken: undefined });
    try {
      const post = (headers: Record<string, string>) =>
        send(PAGE_INVALIDATION_PATH, headers, 'POST', tokenless.url);
      expect((await post({ [INTERNAL_TOKEN_HEADER]: '' })).status).toBe(401);
      expect((await post({ [INTERNAL_TOKEN_HEADER]: 'undefined' })).status).toBe(401);
    } finally {
      await tokenless.close();
    }
  });

  it('keeps neither a not-found page nor a review link', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await send('/tours/987654', { 'accept-encoding': 'gzip' });
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBeUndefined();
    }
    await send('/review/some-secret-token');
    await send('/review/some-secret-token');
    expect(renders).toBe(4);
    expect(renderer.cache.size).toBe(0);
  });
});

describe('a service that does not answer', () => {
  it('gets a 503 within the render budget, never a hung request', async () => {
    // Accepts connections and never answers them.
    const sockets: Socket[] = [];
    const silent = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    setApiUrlResolver(
      serviceResolver({ tours: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` }),
    );
    const hurried = await startPageServer({ renderBudgetMs: 300 });
    try {
      const started = Date.now();
      const answer = await send(`/tours/${tourId}`, {}, 'GET', hurried.url);
      expect(answer.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(hurried.cache.size).toBe(0);
    } finally {
      await hurried.close();
      setApiUrlResolver(serviceResolver({ tours: toursUrl }));
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the log', () => {
  it('keeps a review link’s token out of it when its page fails (docs/decisions/019)', async () => {
    const lines: string[] = [];
    setApiUrlResolver(serviceResolver({ tours: 'http://127.0.0.1:9' }));
    const logged = await startPageServer({
      log: (_level, message, fields) => lines.push(JSON.stringify({ message, ...fields })),
    });
    try {
      const token = 'kTq2sV9wXyZ0aBcDeFgHiJ';
      const answer = await send(`/review/${token}?lang=fr`, {}, 'GET', logged.url);
      expect(answer.status).toBe(503);
      expect(lines.join('\n')).toContain('/review/[redacted]?lang=fr');
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
      setApiUrlResolver(serviceResolver({ tours: toursUrl }));
    }
  });
});
