import { gunzipSync, gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createService } from '@mt/service-kit/create-service';
import { createTempDataDir, createTestConfig, UNREACHABLE_URL } from '@mt/service-kit/testing';
import {
  ROOT_FILE_PATHS,
  ROOT_FILES,
  SERVICE_NAMES,
  type ServiceName,
} from '@mt/service-kit/topology';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import type { GatewayConfig } from './config';
import {
  CONTENT_SECURITY_POLICY,
  registerSecurityHeaders,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';
import { isAppRoute } from './spa';

const web = createTempDataDir('mt-web-dist-');
const bundle = `console.log(${JSON.stringify('marrakech '.repeat(500))});`;
let upstream: FastifyInstance;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let config: GatewayConfig;
let unavailableCalls = 0;

async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  mkdirSync(path.join(web.dir, 'assets'));
  writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(web.dir, 'assets/index-Ab12Cd.js'), bundle);
  writeFileSync(path.join(web.dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  // A real service on a real port stands behind /api/auth; the others point at a closed port.
  upstream = createService('identity', createTestConfig(web.dir));
  upstream.post('/api/auth/echo', async (request) => ({
    headers: {
      forwardedHost: request.headers['x-forwarded-host'],
      forwardedProto: request.headers['x-forwarded-proto'],
      requestId: request.headers['x-request-id'],
    },
    body: request.body,
  }));
  // An answer the service compressed itself, as the tours catalogue cache does.
  upstream.get('/api/auth/compressed', async (_request, reply) =>
    reply
      .header('content-encoding', 'gzip')
      .type('application/json; charset=utf-8')
      .send(gzipSync(JSON.stringify({ tours: 'marrakech '.repeat(300) }))),
  );
  // A service that is up but whose own dependency is down (docs/decisions/015): 503 on a GET.
  upstream.get('/api/auth/unavailable', async (_request, reply) => {
    unavailableCalls += 1;
    return reply.status(503).send({ detail: 'Service temporarily unavailable' });
  });
  const identityUrl = await listenOnLoopback(upstream);

  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, UNREACHABLE_URL]),
  ) as Record<ServiceName, string>;
  serviceUrls.identity = identityUrl;
  config = {
    PORT: 0,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: web.dir,
    WEB_DEV_URL: undefined,
    GATEWAY_CONNECTIONS_PER_CLIENT: 64,
    serviceUrls,
    // The renderer is down here: pages fall back to the shell (see 'pages rendered on the server').
    webRendererUrl: UNREACHABLE_URL,
  };
  gateway = await buildGateway(config);
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  web.remove();
});

describe('routing', () => {
  it('forwards an /api prefix to its service, path unchanged, with forwarding headers', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/api/auth/echo',
      headers: { host: 'tours.example.ma' },
      payload: { hello: 'Marrakech' },
    });
    expect(response.statusCode).toBe(200);
    const echoed = response.json();
    expect(echoed.body).toEqual({ hello: 'Marrakech' });
    expect(echoed.headers.forwardedHost).toBe('tours.example.ma');
    expect(echoed.headers.forwardedProto).toBe('http');
    expect(echoed.headers.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 {detail} when a service is down', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/tours/tours' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'Service temporarily unavailable',
      code: 'DEPENDENCY_DOWN',
    });
  });

  it('never routes /internal/ paths', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/internal/sessions/verify',
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Not found');
  });

  it('reports each service in /health', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      services: { identity: 'ok', tours: 'down' },
    });
  });
});

describe('root files (robots.txt, sitemap.xml)', () => {
  const tours = createService('tours', createTestConfig(web.dir));
  let withTours: Awaited<ReturnType<typeof buildGateway>>;

  beforeAll(async () => {
    // A tours service that says which path and method reached it.
    for (const file of ROOT_FILE_PATHS) {
      tours.route({
        method: ['GET', 'HEAD'],
        url: ROOT_FILES[file].path,
        handler: async (request, reply) =>
          reply
            .type('text/plain; charset=utf-8')
            .header('cache-control', 'public, max-age=3600')
            .send(`tours answered ${request.method} ${request.url}`),
      });
    }
    const toursUrl = await listenOnLoopback(tours);
    withTours = await buildGateway({
      ...config,
      serviceUrls: { ...config.serviceUrls, tours: toursUrl },
    });
    await withTours.ready();
  });

  afterAll(async () => {
    await withTours.close();
    await tours.close();
  });

  it.each([
    ['/robots.txt', '/api/tours/seo/robots.txt'],
    ['/sitemap.xml', '/api/tours/seo/sitemap.xml'],
  ])('proxies %s to tours %s, headers kept', async (url, upstreamPath) => {
    expect(ROOT_FILES[url as keyof typeof ROOT_FILES]).toEqual({
      service: 'tours',
      path: upstreamPath,
    });
    const response = await withTours.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`tours answered GET ${upstreamPath}`);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const head = await withTours.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
  });

  it('proxies nothing but GET and HEAD of the exact path', async () => {
    expect((await withTours.inject({ method: 'POST', url: '/robots.txt' })).statusCode).toBe(404);
    // Below it is an app route like any other: the SPA's page, not tours.
    const below = await withTours.inject({ method: 'GET', url: '/robots.txt/x' });
    expect(below.body).toContain('<div id="root">');
  });

  it.each(ROOT_FILE_PATHS)('answers 503 {detail} for %s when tours is down', async (url) => {
    const response = await gateway.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'Service temporarily unavailable',
      code: 'DEPENDENCY_DOWN',
    });
  });

  it('is never shadowed by a web app file of the same name', async () => {
    // Vite copies apps/web/public into the build: none of these names may be there.
    const webPublic = fileURLToPath(new URL('../../web/public', import.meta.url));
    for (const file of ROOT_FILE_PATHS) expect(existsSync(path.join(webPublic, file))).toBe(false);
    // And should one reach the build, the gateway refuses to start rather than serve it.
    const shadowed = createTempDataDir('mt-web-dist-');
    writeFileSync(path.join(shadowed.dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(shadowed.dir, 'robots.txt'), 'User-agent: *');
    try {
      await expect(buildGateway({ ...config, WEB_DIST: shadowed.dir })).rejects.toThrow(
        /robots\.txt/,
      );
    } finally {
      shadowed.remove();
    }
  });
});

describe('the single-page app', () => {
  it.each(['/', '/tours/3', '/admin', '/review/abc?x=1'])(
    'serves index.html for %s, never cached, while the renderer is down',
    async (url) => {
      const response = await gateway.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year as immutable', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other files briefly', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('compresses responses for clients that accept it', async () => {
    const brotli = await gateway.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(bundle.length / 5);
    const gzip = await gateway.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(['gzip', undefined]).toContain(gzip.headers['content-encoding']); // tiny pages may stay plain
  });

  it('passes an answer the service compressed through as it is', async () => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/auth/compressed',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual({
      tours: 'marrakech '.repeat(300),
    });
  });
});

describe('pages rendered on the server', () => {
  // A stand-in for apps/web's renderer, whose own test renders real pages
  // (apps/web/server/render-page.test.ts): here only how the gateway passes its answers on.
  let renderer: FastifyInstance;
  let rendering: Awaited<ReturnType<typeof buildGateway>>;
  const asked: string[] = [];
  const page = (title: string) => `<!DOCTYPE html><html><body><h1>${title}</h1></body></html>`;

  beforeAll(async () => {
    renderer = Fastify();
    renderer.get('/*', async (request, reply) => {
      asked.push(request.url);
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/tours/5') return reply.status(503).send('render failed');
      if (pathname === '/crash') return request.raw.socket.destroy();
      if (pathname === '/precompressed') {
        return reply
          .type('text/html; charset=utf-8')
          .header('content-encoding', 'gzip')
          .send(gzipSync(page('marrakech '.repeat(300))));
      }
      const forwarded = {
        cookie: request.headers.cookie,
        language: request.headers['accept-language'],
        proto: request.headers['x-forwarded-proto'],
        for: request.headers['x-forwarded-for'],
        requestId: request.headers['x-request-id'],
      };
      return reply
        .status(pathname === '/tours/9' || pathname === '/no-such-page' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-language', 'fr')
        .header('vary', 'Cookie, Accept-Language')
        .header('x-robots-tag', pathname.startsWith('/review/') ? 'noindex' : undefined)
        .header('x-renderer-internal', 'not for visitors')
        .send(`${page(`page ${request.url}`)}<!--${JSON.stringify(forwarded)}-->`);
    });
    rendering = await buildGateway({ ...config, webRendererUrl: await listenOnLoopback(renderer) });
    await rendering.ready();
  });

  afterAll(async () => {
    await rendering.close();
    renderer.server.closeAllConnections();
    await renderer.close();
  });

  it.each([
    '/',
    '/tours',
    '/tours/1?lang=fr',
    '/gallery',
    '/contact',
    '/booking',
    '/review/abc',
    '/administrator',
  ])('sends %s as the renderer wrote it, query kept, with the security headers', async (url) => {
    asked.length = 0;
    const response = await rendering.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>page ${url}</h1>`);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(asked).toEqual([url]);
  });

  it("keeps the headers that describe the page, and forwards the visitor's", async () => {
    const response = await rendering.inject({
      method: 'GET',
      url: '/review/abc',
      headers: { cookie: 'i18next=fr', 'accept-language': 'fr-FR' },
    });
    expect(response.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-language': 'fr',
      'x-robots-tag': 'noindex',
    });
    expect(response.headers.vary).toMatch(/^Cookie, Accept-Language/);
    expect(response.headers['x-renderer-internal']).toBeUndefined();
    const forwarded = JSON.parse(/<!--(.*)-->/.exec(response.body)?.[1] ?? '{}');
    expect(forwarded).toMatchObject({
      cookie: 'i18next=fr',
      language: 'fr-FR',
      proto: 'http',
      for: '127.0.0.1',
    });
    expect(forwarded.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps the renderer's status and page: 404 for an unknown tour or path", async () => {
    for (const url of ['/tours/9', '/no-such-page']) {
      const response = await rendering.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<h1>page ${url}</h1>`);
    }
  });

  it('answers HEAD from the renderer too', async () => {
    const response = await rendering.inject({ method: 'HEAD', url: '/tours/9' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });

  it('passes a page the renderer compressed as it is, and compresses a plain one', async () => {
    const precompressed = await rendering.inject({
      method: 'GET',
      url: '/precompressed',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(precompressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(precompressed.rawPayload).toString()).toContain('marrakech marrakech');
    const plain = await rendering.inject({
      method: 'GET',
      url: `/tours/1?q=${'x'.repeat(2000)}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBe('br');
  });

  it.each([
    ['fails (5xx)', '/tours/5'],
    ['hangs up', '/crash'],
  ])('sends the client-rendered shell when the renderer %s', async (_, url) => {
    const response = await rendering.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('sends the shell when the renderer is down', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/tours/1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/admin', '/admin/', '/admin/bookings?page=2', '/%61dmin/tours', '//admin'])(
    'sends %s the shell, never rendered, never indexed',
    async (url) => {
      asked.length = 0;
      const response = await rendering.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(asked).toEqual([]);
    },
  );

  it('asks the renderer for nothing but pages', async () => {
    asked.length = 0;
    const answers = await Promise.all([
      rendering.inject({ method: 'GET', url: '/favicon.svg' }),
      rendering.inject({ method: 'GET', url: '/assets/missing-123.js' }),
      rendering.inject({ method: 'GET', url: '/missing.png' }),
      rendering.inject({ method: 'POST', url: '/tours', payload: {} }),
      rendering.inject({ method: 'POST', url: '/admin', payload: {} }),
      rendering.inject({ method: 'GET', url: '/api/unknown' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 404, 404, 404, 404]);
    expect(asked).toEqual([]);
  });
});

describe('security headers', () => {
  it('come with pages, API answers and errors alike, without HSTS over plain http', async () => {
    for (const url of ['/', '/api/auth/me', '/api/tours/tours', '/missing.png']) {
      const response = await gateway.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers[name], `${name} on ${url}`).toBe(value);
      }
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('add HSTS to a request that came over https', async () => {
    // The gateway itself terminates TLS or sits behind a proxy that does; here a trusted
    // X-Forwarded-Proto stands for the encrypted connection.
    const app = Fastify({ trustProxy: true });
    registerSecurityHeaders(app, { contentSecurityPolicy: true });
    app.get('/', async () => ({ ok: true }));
    const secure = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('leave the content policy out under `pnpm dev`, whose Vite injects inline scripts', async () => {
    const dev = await buildGateway({ ...config, WEB_DEV_URL: UNREACHABLE_URL });
    try {
      const response = await dev.inject({ method: 'GET', url: '/api/tours/tours' });
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBe(SECURITY_HEADERS['x-frame-options']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await dev.close();
    }
  });
});

describe('isAppRoute', () => {
  it.each([
    ['GET', '/gallery', true],
    ['HEAD', '/contact', true],
    ['POST', '/contact', false],
    ['GET', '/api/unknown', false],
    ['GET', '/favicon.ico', false],
    ['GET', '/assets/x', false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isAppRoute(method, url)).toBe(expected);
  });
});

describe("a service's own 503", () => {
  it('is answered as it came, at once, without the proxy asking again', async () => {
    unavailableCalls = 0;
    const response = await gateway.inject({ method: 'GET', url: '/api/auth/unavailable' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Service temporarily unavailable' });
    expect(unavailableCalls).toBe(1);
  });
});
