import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BODY_LIMITS,
  JSON_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
  type BodyLimit,
} from '@mt/service-kit/body-limits';
import { createTempDataDir, freePort, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../apps/gateway/src/app';
import { RENDER_TIMEOUT_MS } from '../../apps/gateway/src/renderer';
import { SECURITY_HEADERS } from '../../apps/gateway/src/security-headers';
import {
  sendRawRequest,
  type RawAnswer,
  type RawRequest,
} from '../../apps/gateway/src/testing/send-raw-request';
import type { RunningProcess } from '../bench/support/service';
import { startNginx } from './nginx-process';

/**
 * infra's nginx configuration (the production gateway) and apps/gateway (the one `pnpm start`
 * runs) must behave as one: the same routes, caching, errors and security headers. Both stand in
 * front of the same stand-in services and renderer here, and every request below goes to both.
 */

/** Messaging stands for a service that is down, at UNREACHABLE_URL's closed port. */
const DOWN: ServiceName = 'messaging';

const web = createTempDataDir('mt-parity-web-');
const upstreams: Server[] = [];
let nginx: RunningProcess;
let node: Awaited<ReturnType<typeof buildGateway>>;
let nodeBase: string;

/** A stand-in service: it answers every request with what reached it. */
async function startEchoService(service: ServiceName): Promise<string> {
  const server = createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(
        JSON.stringify({
          service,
          method: request.method,
          url: request.url,
          bodySize: size,
          forwardedHost: request.headers['x-forwarded-host'],
          forwardedProto: request.headers['x-forwarded-proto'],
          forwardedFor: request.headers['x-forwarded-for'],
          hasRequestId: typeof request.headers['x-request-id'] === 'string',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstreams.push(server);
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A stand-in for apps/web's renderer: each page says what reached it, in the headers a rendered
 * page carries. /tours/5 fails, /crash hangs up, /slow is silent past the gateways' 5 s, and
 * /no-such-page is the renderer's own 404 page.
 */
const askedRenderer: string[] = [];
let renderer: Server;
async function startRenderer(): Promise<string> {
  renderer = createServer((request, response) => {
    const url = request.url ?? '/';
    askedRenderer.push(url);
    const pathname = url.split('?')[0] ?? '/';
    if (pathname === '/tours/5') return void response.writeHead(503).end('render failed');
    if (pathname === '/crash') return void request.socket.destroy();
    const answer = () => {
      response.writeHead(pathname === '/no-such-page' ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'content-language': 'fr',
        vary: 'Cookie, Accept-Language',
        ...(pathname.startsWith('/review/') ? { 'x-robots-tag': 'noindex' } : {}),
      });
      const seen = {
        method: request.method,
        url,
        cookie: request.headers.cookie,
        forwardedProto: request.headers['x-forwarded-proto'],
        forwardedFor: request.headers['x-forwarded-for'],
        hasRequestId: typeof request.headers['x-request-id'] === 'string',
      };
      response.end(`<!DOCTYPE html><h1>rendered</h1><!--${JSON.stringify(seen)}-->`);
    };
    if (pathname === '/slow') setTimeout(answer, 6000);
    else answer();
  });
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(renderer.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  mkdirSync(path.join(web.dir, 'assets'));
  const script = `console.log(${JSON.stringify('marrakech '.repeat(300))});`;
  writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web.dir, 'assets/index-Ab12Cd.js'), script);
  writeFileSync(path.join(web.dir, 'assets/index-Ab12Cd.js.gz'), gzipSync(script));
  writeFileSync(path.join(web.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  const hosts = {} as Record<ServiceName, string>;
  for (const name of SERVICE_NAMES) {
    hosts[name] = name === DOWN ? new URL(UNREACHABLE_URL).host : await startEchoService(name);
  }
  const rendererHost = await startRenderer();
  // Quiet: the refused connections and the too-large body below are provoked on purpose.
  nginx = await startNginx({
    port: await freePort(),
    webRoot: web.dir,
    upstreams: hosts,
    renderer: rendererHost,
    logLevel: 'crit',
  });
  node = await buildGateway({
    PORT: 0,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: web.dir,
    WEB_DEV_URL: undefined,
    GATEWAY_CONNECTIONS_PER_CLIENT: 64,
    serviceUrls: Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, `http://${hosts[name]}`]),
    ) as Record<ServiceName, string>,
    webRendererUrl: `http://${rendererHost}`,
  });
  await node.listen({ port: 0, host: '127.0.0.1' });
  nodeBase = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  await node?.close();
  renderer?.closeAllConnections();
  await Promise.all(
    [...upstreams, renderer].map((server) => new Promise((resolve) => server?.close(resolve))),
  );
  web.remove();
});

interface Answer {
  status: number;
  type: string;
  body: unknown;
  headers: Headers;
}

async function ask(base: string, pathname: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual', ...init });
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const text = await response.text();
  const body: unknown = type === 'application/json' && text ? JSON.parse(text) : text;
  return { status: response.status, type, body, headers: response.headers };
}

/** Asks both gateways; the test then looks at nginx's answer, knowing Node's is the same. */
async function askBoth(pathname: string, init: RequestInit = {}): Promise<Answer> {
  const [fromNginx, fromNode] = await Promise.all([
    ask(nginx.base, pathname, init),
    ask(nodeBase, pathname, init),
  ]);
  const comparable = ({ status, type, body, headers }: Answer) => ({
    status,
    type,
    body: typeof body === 'object' && body ? { ...body, forwardedHost: undefined } : body,
    cacheControl: headers.get('cache-control'),
    page: ['content-language', 'x-robots-tag'].map((name) => headers.get(name)),
    security: Object.keys(SECURITY_HEADERS).map((name) => headers.get(name)),
    hsts: headers.get('strict-transport-security'),
  });
  expect(comparable(fromNginx), `${init.method ?? 'GET'} ${pathname}`).toEqual(
    comparable(fromNode),
  );
  return fromNginx;
}

describe('the nginx gateway and the Node gateway', () => {
  it.each([
    ['/api/tours/tours?lang=fr', 'tours'],
    ['/api/bookings/bookings/check-availability', 'bookings'],
    ['/api/media/gallery', 'media'],
    ['/api/placeholder/400/300', 'media'],
    ['/api/auth/me', 'identity'],
  ] as const)('send %s to %s, path unchanged, with forwarding headers', async (url, service) => {
    const answer = await askBoth(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      service,
      url,
      forwardedProto: 'http',
      forwardedFor: '127.0.0.1',
      hasRequestId: true,
    });
    // The Host the visitor used, port included, as the services' `request.host` reads it.
    expect((answer.body as { forwardedHost: string }).forwardedHost).toBe(new URL(nginx.base).host);
  });

  it('pass a request body through to the service', async () => {
    const answer = await askBoth('/api/bookings/bookings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tour_id: 1 }),
    });
    expect(answer.body).toMatchObject({ service: 'bookings', method: 'POST', bodySize: 13 });
  });

  it('answer 503 {detail} for a service that is down', async () => {
    const answer = await askBoth('/api/messaging/contact', { method: 'POST', body: '{}' });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      detail: 'Service temporarily unavailable',
      code: 'DEPENDENCY_DOWN',
    });
  });

  it.each(['/internal/tours/1/booking-facts', '/api/unknown/thing', '/api/tours-archive'])(
    'never route %s',
    async (url) => {
      const answer = await askBoth(url);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found', code: 'NOT_FOUND' });
    },
  );

  it('serve robots.txt and sitemap.xml from the tours service, GET and HEAD only', async () => {
    expect((await askBoth('/robots.txt')).body).toMatchObject({
      service: 'tours',
      url: '/api/tours/seo/robots.txt',
    });
    expect((await askBoth('/sitemap.xml')).body).toMatchObject({
      url: '/api/tours/seo/sitemap.xml',
    });
    expect((await askBoth('/sitemap.xml', { method: 'HEAD' })).status).toBe(200);
    expect((await askBoth('/robots.txt', { method: 'POST' })).status).toBe(404);
  });

  it.each(['/', '/tours', '/tours/3?lang=fr', '/review/abc-DEF_123', '/gallery', '/administrator'])(
    "answer the page %s as the renderer wrote it, with the visitor's headers forwarded",
    async (url) => {
      askedRenderer.length = 0;
      const answer = await askBoth(url, { headers: { cookie: 'i18next=fr' } });
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('text/html');
      expect(answer.headers.get('content-language')).toBe('fr');
      expect(answer.headers.get('vary')).toMatch(/Cookie, Accept-Language/);
      expect(answer.body).toContain('<h1>rendered</h1>');
      expect(JSON.parse(/<!--(.*)-->/.exec(String(answer.body))?.[1] ?? '{}')).toEqual({
        method: 'GET',
        url,
        cookie: 'i18next=fr',
        forwardedProto: 'http',
        forwardedFor: '127.0.0.1',
        hasRequestId: true,
      });
      expect(askedRenderer).toEqual([url, url]);
    },
  );

  it("pass the renderer's 404 page through, body and all, for GET and HEAD", async () => {
    const answer = await askBoth('/no-such-page');
    expect([answer.status, answer.type]).toEqual([404, 'text/html']);
    expect(answer.body).toContain('<h1>rendered</h1>');
    expect((await askBoth('/no-such-page', { method: 'HEAD' })).status).toBe(404);
  });

  it("keep the renderer's X-Robots-Tag (the review page is private)", async () => {
    expect((await askBoth('/review/abc')).headers.get('x-robots-tag')).toBe('noindex');
  });

  it.each([
    ['fails (5xx)', '/tours/5'],
    ['hangs up', '/crash'],
    ['is silent for 5 s', '/slow'],
  ])(
    'answer with the shell, never cached, when the renderer %s',
    async (_, url) => {
      // HEAD too, but the 5 s wait once is enough.
      for (const method of url === '/slow' ? ['GET'] : ['GET', 'HEAD']) {
        const started = Date.now();
        const answer = await askBoth(url, { method });
        // Both wait for the renderer 5 s, not less, and not much more.
        if (url === '/slow') {
          expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_TIMEOUT_MS - 100);
          expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS + 900);
        }
        expect([answer.status, answer.type], `${method} ${url}`).toEqual([200, 'text/html']);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        if (method === 'GET') expect(answer.body).toContain('<div id="root">');
      }
    },
    20_000,
  );

  it.each(['/admin', '/admin/', '/admin/bookings?page=2', '/%61dmin/tours', '//admin'])(
    'answer the admin %s with the shell, not indexed, never rendered',
    async (url) => {
      askedRenderer.length = 0;
      const answer = await askBoth(url);
      expect([answer.status, answer.type]).toEqual([200, 'text/html']);
      expect(answer.body).toContain('<div id="root">');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      expect(askedRenderer).toEqual([]);
    },
  );

  it('cache hashed assets for a year as immutable, and send the precompressed file', async () => {
    const answer = await askBoth('/assets/index-Ab12Cd.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it('cache other files for an hour', async () => {
    const answer = await askBoth('/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/assets/index-Missing.js', '/missing.png'])(
    'answer a missing file %s with 404 {detail}, not the app',
    async (url) => {
      const answer = await askBoth(url);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found', code: 'NOT_FOUND' });
    },
  );

  it('answer a state-changing request to a page or the admin with 404 {detail}', async () => {
    askedRenderer.length = 0;
    for (const url of ['/tours', '/admin', '/admin/tours']) {
      const answer = await askBoth(url, { method: 'POST' });
      expect([answer.status, answer.body]).toEqual([
        404,
        { detail: 'Not found', code: 'NOT_FOUND' },
      ]);
    }
    expect(askedRenderer).toEqual([]);
  });

  it('send the security headers on every answer, HSTS only over https', async () => {
    for (const url of [
      '/',
      '/admin',
      '/tours/5',
      '/api/tours/tours',
      '/api/messaging/contact',
      '/missing.png',
    ]) {
      const { headers } = await ask(nginx.base, url);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(headers.get(name), `${name} on ${url}`).toBe(value);
      }
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });
});

/** Sends the same raw request (Expect, chunked bodies) to both gateways, one after the other. */
async function askRawBoth(request: RawRequest): Promise<RawAnswer> {
  const fromNginx = await sendRawRequest(nginx.base, request);
  const fromNode = await sendRawRequest(nodeBase, request);
  const comparable = ({ status, body, headers, continued }: RawAnswer) => ({
    status,
    type: (headers['content-type'] ?? '').split(';')[0],
    body: typeof body === 'object' && body ? { ...body, forwardedHost: undefined } : body,
    continued,
    security: Object.keys(SECURITY_HEADERS).map((name) => headers[name]),
    hsts: headers['strict-transport-security'],
  });
  const { method = 'GET', path, chunked, expectContinue } = request;
  expect(
    comparable(fromNginx),
    `${method} ${path} ${JSON.stringify({ chunked, expectContinue })}`,
  ).toEqual(comparable(fromNode));
  return fromNginx;
}

const tooLarge = (limit: BodyLimit) => ({ detail: limit.detail, code: 'TOO_LARGE' });
const post = (path: string, body: Uint8Array, options: Partial<RawRequest> = {}): RawRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/octet-stream' },
  body,
  ...options,
});
const SENT_EVERY_WAY: Partial<RawRequest>[] = [
  {},
  { expectContinue: true },
  { chunked: true },
  { chunked: true, expectContinue: true },
];

describe('both gateways hold request bodies to the same limits', () => {
  it('refuse a body over 1 MiB with 413 {detail, code}, every time, sent either way', async () => {
    const overLimit = new Uint8Array(JSON_BODY_LIMIT.bytes + 1);
    for (const options of [{}, { chunked: true }]) {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await askRawBoth(post('/api/bookings/bookings', overLimit, options));
        expect([answer.status, answer.body]).toEqual([413, tooLarge(JSON_BODY_LIMIT)]);
      }
    }
  });

  it('refuse it without inviting it, when the client asks first', async () => {
    const answer = await askRawBoth(
      post('/api/bookings/bookings', new Uint8Array(JSON_BODY_LIMIT.bytes + 1), {
        expectContinue: true,
      }),
    );
    expect([answer.status, answer.continued]).toEqual([413, false]);
  });

  it.each([{}, ...SENT_EVERY_WAY.slice(1)])(
    'pass a body of exactly 1 MiB to the service (%j)',
    async (options) => {
      const answer = await askRawBoth(
        post('/api/bookings/bookings', new Uint8Array(JSON_BODY_LIMIT.bytes), options),
      );
      expect(answer.body).toMatchObject({ service: 'bookings', bodySize: JSON_BODY_LIMIT.bytes });
    },
  );

  it.each([...BODY_LIMITS.keys()])(
    'refuse an 11 MiB upload to %s with the media text, sent every way',
    async (path) => {
      for (const options of SENT_EVERY_WAY) {
        const answer = await askRawBoth(post(path, new Uint8Array(11 * 1024 * 1024), options));
        expect([answer.status, answer.body]).toEqual([413, tooLarge(UPLOAD_BODY_LIMIT)]);
      }
    },
  );

  it.each([...BODY_LIMITS.entries()])(
    'pass an upload to %s of exactly its limit to media',
    async (path, limit) => {
      const answer = await askRawBoth(post(path, new Uint8Array(limit.bytes)));
      expect(answer.body).toMatchObject({ service: 'media', url: path, bodySize: limit.bytes });
    },
  );

  it('hold every other path to 1 MiB, app routes included', async () => {
    for (const path of ['/api/media/gallery', '/tours', '/robots.txt']) {
      const answer = await askRawBoth(post(path, new Uint8Array(2 * 1024 * 1024)));
      expect([answer.status, answer.body], path).toEqual([413, tooLarge(JSON_BODY_LIMIT)]);
    }
  });

  it('serve a GET and a small POST that carry Expect: 100-continue', async () => {
    const get = await askRawBoth({ path: '/api/tours/tours', expectContinue: true });
    expect([get.status, get.body]).toMatchObject([200, { service: 'tours' }]);
    const small = await askRawBoth(
      post('/api/bookings/bookings', Buffer.from('{"tour_id":1}'), { expectContinue: true }),
    );
    expect([small.status, small.body, small.continued]).toMatchObject([
      200,
      { service: 'bookings', bodySize: 13 },
      true,
    ]);
  });
});

describe('both gateways, at the edge', () => {
  it('believe no X-Forwarded-* header from the client', async () => {
    const answer = await askRawBoth({
      path: '/api/auth/me',
      headers: {
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(answer.body).toMatchObject({ forwardedProto: 'http', forwardedFor: '127.0.0.1' });
    expect((answer.body as { forwardedHost: string }).forwardedHost).toBe(new URL(nginx.base).host);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('both gateways, with the renderer down', () => {
  it('answer every page with the shell, never cached', async () => {
    renderer.closeAllConnections();
    await new Promise((resolve) => renderer.close(resolve));
    for (const url of ['/', '/tours/3', '/no-such-page']) {
      const answer = await askBoth(url);
      expect([answer.status, answer.type], url).toEqual([200, 'text/html']);
      expect(answer.body).toContain('<div id="root">');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
