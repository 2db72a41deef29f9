import { gzipSync } from 'node:zlib';
import { createTempDataDir, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

/**
 * The gateway's response cache (docs/decisions/055-gateway-response-cache.md), through real
 * sockets: it sits in front of Fastify, where `inject` does not pass.
 */
const web = createTempDataDir('mt-web-dist-');
const SHARED = 'max-age=0, s-maxage=10';
let tours: FastifyInstance;
let bookings: FastifyInstance;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let base: string;
let version = 1;
const calls = { list: 0, private: 0, cookie: 0, big: 0, bookings: 0, slow: 0 };
let releaseSlow: () => void = () => {};

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await request(`${base}${path}`, { headers });
  const body = await response.body.text();
  return { status: response.statusCode, headers: response.headers, body };
}

beforeAll(async () => {
  tours = Fastify();
  tours.get('/api/tours/tours', async (req, reply) => {
    calls.list += 1;
    const body = JSON.stringify({ version, lang: (req.query as { lang?: string }).lang ?? 'en' });
    void reply.header('cache-control', SHARED).header('etag', `W/"v${version}"`);
    void reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    if (req.headers['accept-encoding']?.includes('gzip'))
      return reply.header('content-encoding', 'gzip').send(gzipSync(body));
    return reply.send(body);
  });
  tours.put('/api/tours/tours', async () => {
    version += 1;
    return { version };
  });
  // A write the service refuses, with the status the test names: nothing was written.
  tours.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/tours/refused/:status',
    handler: async (req, reply) =>
      reply.status(Number((req.params as { status: string }).status)).send({ detail: 'refused' }),
  });
  // Written, and then failed: its answer does not say whether the change is in.
  tours.post('/api/tours/failed', async () => {
    version += 1;
    throw new Error('the answer could not be sent');
  });
  tours.get('/api/tours/private', async (_req, reply) => {
    calls.private += 1;
    return reply.header('cache-control', 'no-cache').send({ calls: calls.private });
  });
  tours.get('/api/tours/cookie', async (_req, reply) => {
    calls.cookie += 1;
    return reply.header('cache-control', SHARED).header('set-cookie', 'a=b').send({ n: 1 });
  });
  tours.get('/api/tours/big', async (_req, reply) => {
    calls.big += 1;
    return reply.header('cache-control', SHARED).send('x'.repeat(600 * 1024));
  });
  // Answers only once the test lets it: a read under way while a write passes.
  tours.get('/api/tours/slow', async (_req, reply) => {
    calls.slow += 1;
    const read = version;
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return reply.header('cache-control', SHARED).send({ version: read });
  });
  bookings = Fastify();
  bookings.post('/api/bookings/bookings', async () => {
    calls.bookings += 1;
    return { ok: true };
  });

  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, UNREACHABLE_URL]),
  ) as Record<ServiceName, string>;
  serviceUrls.tours = await listen(tours);
  serviceUrls.bookings = await listen(bookings);
  gateway = await buildGateway({
    PORT: 0,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    WEB_DIST: web.dir,
    WEB_DEV_URL: undefined,
    GATEWAY_CONNECTIONS_PER_CLIENT: 64,
    GATEWAY_TRUST_PROXY: 'loopback',
    serviceUrls,
    webRendererUrl: UNREACHABLE_URL,
  });
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway.close();
  await tours.close();
  await bookings.close();
  web.remove();
});

beforeEach(async () => {
  // A write through the gateway empties the tours service's entries between tests.
  await request(`${base}/api/tours/tours`, { method: 'PUT' }).then((r) => r.body.dump());
  for (const name of Object.keys(calls) as (keyof typeof calls)[]) calls[name] = 0;
});

describe("the gateway's response cache", () => {
  it('answers a shared-cacheable GET from memory, with the same bytes and headers', async () => {
    const first = await get('/api/tours/tours', { 'accept-encoding': 'gzip' });
    const second = await get('/api/tours/tours', { 'accept-encoding': 'gzip' });
    expect(calls.list).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body, 'latin1')));
    expect(second.headers.age).toBeDefined();
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['cache-control']).toBe(SHARED);
    // The first answer's request id belonged to its request only.
    expect(second.headers['x-request-id']).toBeUndefined();
  });

  it('keeps one answer per encoding and per query', async () => {
    await get('/api/tours/tours', { 'accept-encoding': 'gzip' });
    const plain = await get('/api/tours/tours');
    const french = await get('/api/tours/tours?lang=fr');
    expect(JSON.parse(plain.body)).toEqual({ version, lang: 'en' });
    expect(JSON.parse(french.body)).toEqual({ version, lang: 'fr' });
    await get('/api/tours/tours');
    await get('/api/tours/tours?lang=fr');
    expect(calls.list).toBe(3);
  });

  it('drops a service’s answers on a write through the gateway, and no others', async () => {
    const before = JSON.parse((await get('/api/tours/tours')).body) as { version: number };
    await request(`${base}/api/bookings/bookings`, { method: 'POST' }).then((r) => r.body.dump());
    await get('/api/tours/tours');
    expect(calls.list).toBe(1);

    const write = await request(`${base}/api/tours/tours`, { method: 'PUT' });
    const { version: written } = (await write.body.json()) as { version: number };
    const after = JSON.parse((await get('/api/tours/tours')).body) as { version: number };
    expect(after.version).toBe(written);
    expect(after.version).toBe(before.version + 1);
    expect(calls.list).toBe(2);
  });

  it('keeps a service’s answers through a flood of writes it refused (docs/decisions/060)', async () => {
    const first = await get('/api/tours/tours');
    for (let index = 0; index < 2; index += 1) {
      for (const status of [301, 303, 400, 401, 403, 404, 409, 413, 429]) {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
          await request(`${base}/api/tours/refused/${status}`, { method }).then((r) =>
            r.body.dump(),
          );
        }
      }
    }
    const after = await get('/api/tours/tours');
    expect(after.body).toBe(first.body);
    expect(after.headers.age).toBeDefined();
    expect(calls.list).toBe(1);
  });

  it('drops them after a write that failed once it may have been done', async () => {
    await get('/api/tours/tours');
    const failed = await request(`${base}/api/tours/failed`, { method: 'POST' });
    await failed.body.dump();
    expect(failed.statusCode).toBe(500);
    expect(JSON.parse((await get('/api/tours/tours')).body)).toMatchObject({ version });
    expect(calls.list).toBe(2);
  });

  it('does not keep an answer that was under way while a write passed', async () => {
    const stale = get('/api/tours/slow');
    await expect.poll(() => calls.slow).toBe(1);
    await request(`${base}/api/tours/tours`, { method: 'PUT' }).then((r) => r.body.dump());
    releaseSlow();
    expect(JSON.parse((await stale).body)).toEqual({ version: version - 1 });
    const next = get('/api/tours/slow');
    await expect.poll(() => calls.slow).toBe(2);
    releaseSlow();
    expect(JSON.parse((await next).body)).toEqual({ version });
  });

  it('answers a matching If-None-Match with 304 from memory', async () => {
    const first = await get('/api/tours/tours');
    const etag = first.headers.etag as string;
    const again = await get('/api/tours/tours', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(calls.list).toBe(1);
  });

  it('asks the service when the client says no-cache', async () => {
    await get('/api/tours/tours');
    await get('/api/tours/tours', { 'cache-control': 'no-cache' });
    expect(calls.list).toBe(2);
  });

  it('never keeps an answer the service did not mark for shared caches, one with a cookie, or a large one', async () => {
    for (let i = 0; i < 2; i += 1) {
      await get('/api/tours/private');
      await get('/api/tours/cookie');
      await get('/api/tours/big');
    }
    expect(calls).toMatchObject({ private: 2, cookie: 2, big: 2 });
  });

  it('keeps the answers over https apart, with their Strict-Transport-Security', async () => {
    await get('/api/tours/tours');
    const secure = await get('/api/tours/tours', { 'x-forwarded-proto': 'https' });
    const secureAgain = await get('/api/tours/tours', { 'x-forwarded-proto': 'https' });
    const plain = await get('/api/tours/tours');
    expect(calls.list).toBe(2);
    expect(secure.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(secureAgain.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
