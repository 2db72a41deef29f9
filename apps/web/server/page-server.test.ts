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

/**
 * A raw exchange: the address and the bytes as sent, compressed or not (fetch would decompress
 * them, and would resolve `//x/…`, `..` and backslashes before sending).
 */
function send(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  base = renderer.url,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(base, { path, method, headers }, (response) => {
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

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];

describe('the renderer renders exactly the address it keeps (docs/decisions/057)', () => {
  it('never keeps another address’s render under a real page', async () => {
    // Each would once have rendered "not found" under the real page's key, for everybody.
    const hostile = [
      '//x/tours?p=1',
      '/x/..',
      '/gallery\\..\\tours',
      `/tours/7\\..\\${tourId}`,
      `/tours/7/%2e%2e/${tourId}`,
      '/tours/.',
      '//x/tours?lang=fr',
    ];
    const statuses = [];
    for (const address of hostile) statuses.push((await send(address)).status);
    for (const [address, language] of [
      ['/tours', 'en'],
      ['/tours?lang=fr', 'fr'],
      [`/tours/${tourId}`, 'en'],
    ] as const) {
      const page = await send(address);
      const html = page.body.toString();
      expect(page.status, address).toBe(200);
      expect(lang(html)).toBe(language);
      expect(title(html), address).not.toMatch(/not found|introuvable/i);
      expect(canonical(html)).toBe(`${origin}${address}`);
      expect(ogUrl(html)).toBe(`${origin}${address}`);
    }
    // Redirected to their own address, or refused: never a page.
    for (const status of statuses) expect([301, 400]).toContain(status);
  });

  it.each([
    ['//x/tours?p=1', '/x/tours'],
    ['///', '/'],
    ['/tours/', '/tours'],
    ['/tours//', '/tours'],
    ['/TOURS?lang=fr&utm_source=x', '/tours?lang=fr'],
    ['/tour%73', '/tours'],
    ['/Contact?lang=xx', '/contact'],
    ['/booking/?utm=1&tour=3&lang=fr', '/booking?lang=fr&tour=3'],
    ['/booking//?tour=03', '/booking'],
    ['/nowhere//at/all/', '/nowhere/at/all'],
  ])('redirects %s to %s, once, for GET and HEAD', async (address, location) => {
    for (const method of ['GET', 'HEAD']) {
      const before = renders;
      const answer = await send(address, {}, method);
      expect(renders).toBe(before);
      expect([answer.status, answer.headers.location], `${method} ${address}`).toEqual([
        301,
        location,
      ]);
      expect(answer.body.length).toBe(0);
      // The target is the address itself: no second redirect, and never another site.
      expect(location).toMatch(/^\/(?![/\\])/);
      expect([301, 400]).not.toContain((await send(location, {}, method)).status);
    }
  });

  it('redirects a tour page asked for in another spelling to its own address', async () => {
    // Its id's digits percent-encoded, say `/tours/%31` for `/tours/1`.
    const encodedId = [...String(tourId)].map((digit) => `%3${digit}`).join('');
    for (const spelling of [`/tours/${encodedId}`, `/TOURS/${tourId}/`]) {
      const answer = await send(`${spelling}?lang=fr&evict=1`);
      expect([answer.status, answer.headers.location], spelling).toEqual([
        301,
        `/tours/${tourId}?lang=fr`,
      ]);
    }
  });

  it.each([
    '/x/..',
    '/x/.',
    '/./tours',
    '/gallery\\..\\tours',
    '/tours/7\\..\\4',
    '/\\evil.test/tours',
    '/x/%2e%2e/tours',
    '/x/.%2E',
    '/gallery%5C..%5Ctours',
    '/gallery%5ctours',
    '/tours%2F4',
    '/%zz',
    'http://evil.test/tours',
  ])('refuses %s, which no browser sends, with 400 {detail}', async (address) => {
    const answer = await send(address);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body.toString())).toEqual({
      detail: 'Malformed page address',
      code: 'VALIDATION',
    });
    expect(renders).toBe(0);
  });
});

describe('pages are kept under the parameters they read (docs/decisions/057)', () => {
  it('keeps one page whatever else the query says', async () => {
    const first = await send('/tours?evict=1');
    for (const query of ['evict=2', 'lang=xx', 'utm_source=news&fbclid=abc', 'lang=xx&lang=fr']) {
      const answer = await send(`/tours?${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(first.body), query).toBe(true);
    }
    expect([renders, renderer.cache.size]).toEqual([1, 1]);
    expect(lang((await send('/tours?x=1&lang=fr')).body.toString())).toBe('fr');
    expect(lang((await send('/tours?lang=fr&x=2')).body.toString())).toBe('fr');
    expect([renders, renderer.cache.size]).toEqual([2, 2]);
  });

  it('keeps the booking page per tour it can book, and no other', async () => {
    await send(`/booking?tour=${tourId}`);
    await send(`/booking?tour=${tourId}&evict=1`);
    expect([renders, renderer.cache.size]).toEqual([1, 1]);
    // Not a tour id: the page the booking page is without one.
    await send('/booking?tour=0003');
    await send('/booking?tour=abc');
    await send('/booking');
    expect([renders, renderer.cache.size]).toEqual([2, 2]);
    // A tour it cannot book shows the plain form: answered, never kept apart.
    for (const unknown of [424242, 424243]) {
      const answer = await send(`/booking?tour=${unknown}`);
      expect(answer.status).toBe(200);
    }
    expect([renders, renderer.cache.size]).toEqual([4, 2]);
  });

  it('keeps its public pages through a flood of new query strings', async () => {
    // Room for the real pages and little more: a flood that made entries would evict them.
    const small = await startPageServer({ cacheBytes: 600_000 });
    try {
      const ask = (path: string) => send(path, { 'accept-encoding': 'br' }, 'GET', small.url);
      const pages = ['/', '/tours', `/tours/${tourId}`, '/contact', '/booking'];
      const served = new Map<string, Buffer>();
      for (const page of pages) served.set(page, (await ask(page)).body);
      const rendered = renders;
      expect(small.cache.size).toBe(pages.length);

      for (let start = 0; start < 2000; start += 100) {
        await Promise.all(
          Array.from({ length: 100 }, (_, i) => {
            const n = start + i;
            const page = pages[n % pages.length]!;
            // ?tour= is the booking page's own: there, one that is no tour id (a leading 0).
            const tour = page === '/booking' ? `0${n}` : n;
            return ask(`${page}?evict=${n}&lang=x${n}&tour=${tour}`);
          }),
        );
      }
      expect(renders).toBe(rendered);
      for (const page of pages) {
        const again = await ask(page);
        expect(again.status, page).toBe(200);
        expect(again.body.equals(served.get(page)!), page).toBe(true);
      }
      expect(renders).toBe(rendered);
      expect(small.cache.size).toBe(pages.length);
    } finally {
      await small.close();
    }
  }, 60_000);
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
