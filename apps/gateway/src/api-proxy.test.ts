import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createService } from '@mt/service-kit/create-service';
import { createTempDataDir, createTestConfig, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from './api-proxy';
import { buildGateway } from './app';

// The API's fast path (api-proxy.ts) and Fastify's routes must answer alike: each request below
// is sent over HTTP, which the fast path serves, and injected, which only Fastify's routes see.
const web = createTempDataDir('mt-api-proxy-');
let upstream: FastifyInstance;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let base: string;
let upstreamUrl: string;
let fastifyRequests = 0;
const logLines: { level: number; msg: string; service?: string; url?: string }[] = [];

beforeAll(async () => {
  upstream = createService('identity', createTestConfig(web.dir));
  upstream.all('/api/auth/echo', async (request) => ({
    method: request.method,
    url: request.url,
    host: request.headers.host,
    forwarded: [
      request.headers['x-forwarded-host'],
      request.headers['x-forwarded-proto'],
      request.headers['x-forwarded-for'],
    ],
    requestId: /^[0-9a-f-]{36}$/.test(String(request.headers['x-request-id'])),
    hopHeader: request.headers['x-hop'] ?? null,
    body: request.body ?? null,
  }));
  upstream.get('/api/auth/large', async (_request, reply) =>
    reply.header('vary', 'cookie').send({ tours: 'marrakech '.repeat(300) }),
  );
  upstream.get('/api/auth/compressed', async (_request, reply) =>
    reply
      .header('content-encoding', 'gzip')
      .type('application/json; charset=utf-8')
      .send(gzipSync(JSON.stringify({ tours: 'agafay '.repeat(300) }))),
  );
  upstream.get('/api/auth/image', async (_request, reply) =>
    reply.type('image/jpeg').send(Buffer.alloc(4096, 7)),
  );
  upstream.get('/api/auth/unavailable', async (_request, reply) =>
    reply.status(503).send({ detail: 'Service temporarily unavailable' }),
  );
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, UNREACHABLE_URL]),
  ) as Record<ServiceName, string>;
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  serviceUrls.identity = upstreamUrl;

  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line));
  });
  gateway = await buildGateway(
    {
      PORT: 0,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: web.dir,
      WEB_DEV_URL: undefined,
      GATEWAY_TRUST_PROXY: undefined,
      serviceUrls,
      webRendererUrl: UNREACHABLE_URL,
    },
    { logStream },
  );
  gateway.addHook('onRequest', (_request, _reply, done) => {
    fastifyRequests += 1;
    done();
  });
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  web.remove();
});

interface Sent {
  method?: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What the client gets, the hop's own headers aside; the body decoded. */
function comparable(status: number, headers: Record<string, unknown>, raw: Buffer) {
  const hop = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hop.includes(name) && name !== 'x-request-id'),
  );
  const encoding = headers['content-encoding'];
  const body =
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return { status, headers: kept, body: body.toString() };
}

/** Over a real connection, with node:http: it sends a Connection header as it is given. */
async function overHttp(sent: Sent) {
  const before = fastifyRequests;
  const { status, headers, raw } = await new Promise<{
    status: number;
    headers: Record<string, unknown>;
    raw: Buffer;
  }>((resolve, reject) => {
    const outgoing = httpRequest(`${base}${sent.path}`, {
      method: sent.method ?? 'GET',
      headers: sent.headers,
      agent: false,
    });
    outgoing.on('error', reject);
    outgoing.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode!,
          headers: answer.headers,
          raw: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.end(sent.body);
  });
  expect(fastifyRequests, 'served by the fast path').toBe(before);
  return comparable(status, headers, raw);
}

async function injected(sent: Sent) {
  const answer = await gateway.inject({
    method: sent.method ?? 'GET',
    url: sent.path,
    headers: { host: new URL(base).host, ...sent.headers },
    payload: sent.body,
  });
  return comparable(answer.statusCode, answer.headers, answer.rawPayload);
}

describe('the fast path and Fastify answer alike', () => {
  it.each<[string, Sent]>([
    [
      'a large JSON answer, compressed with brotli',
      { path: '/api/auth/large', headers: { 'accept-encoding': 'gzip, br' } },
    ],
    [
      'with gzip, for a client that prefers it',
      { path: '/api/auth/large', headers: { 'accept-encoding': 'br;q=0.5, gzip' } },
    ],
    ['plain, for a client that accepts no encoding', { path: '/api/auth/large' }],
    [
      'an answer the service compressed, passed as it is',
      { path: '/api/auth/compressed', headers: { 'accept-encoding': 'br' } },
    ],
    [
      'an image, never compressed',
      { path: '/api/auth/image', headers: { 'accept-encoding': 'br' } },
    ],
    ["a service's own 503, as it came", { path: '/api/auth/unavailable' }],
    ['an unknown path, answered by the service', { path: '/api/auth/nowhere?x=1' }],
  ])('%s', async (_name, sent) => {
    const fast = await overHttp(sent);
    expect(fast).toEqual(await injected(sent));
  });

  it('forwards the path, the body and the forwarding headers, and drops hop-by-hop headers', async () => {
    const sent: Sent = {
      method: 'POST',
      path: '/api/auth/echo?lang=fr',
      headers: { 'content-type': 'application/json', connection: 'x-hop', 'x-hop': 'secret' },
      body: JSON.stringify({ hello: 'Marrakech' }),
    };
    const fast = await overHttp(sent);
    const echoed = JSON.parse(fast.body);
    expect(echoed).toMatchObject({
      method: 'POST',
      url: '/api/auth/echo?lang=fr',
      host: new URL(upstreamUrl).host,
      forwarded: [new URL(base).host, 'http', '127.0.0.1'],
      requestId: true,
      hopHeader: null,
      body: { hello: 'Marrakech' },
    });
    expect(fast).toEqual(await injected(sent));
  });

  it('answers 503 when a service is down, and logs it once as an error naming the service', async () => {
    const before = logLines.length;
    const fast = await overHttp({ path: '/api/tours/tours' });
    expect(fast.status).toBe(503);
    expect(JSON.parse(fast.body)).toEqual({
      detail: 'Service temporarily unavailable',
      code: 'DEPENDENCY_DOWN',
    });
    const lines = logLines.slice(before);
    expect(lines.filter((line) => line.level >= 50)).toMatchObject([
      { msg: 'service unreachable', service: 'tours' },
    ]);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      level: 30,
      url: '/api/tours/tours',
    });
    expect(fast).toEqual(await injected({ path: '/api/tours/tours' }));

    // With a body the service never read: the client still gets its 503, on an open connection.
    const post: Sent = {
      method: 'POST',
      path: '/api/messaging/contact',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Amina"}',
    };
    const posted = await overHttp(post);
    expect([posted.status, JSON.parse(posted.body)]).toEqual([503, JSON.parse(fast.body)]);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['br;q=0', undefined],
    ['deflate', undefined],
  ])('%s → %s', (accept, expected) => {
    expect(chooseEncoding(accept)).toBe(expected);
  });
});
