import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { BODY_LIMITS, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '@mt/service-kit/body-limits';
import { createService } from '@mt/service-kit/create-service';
import { createTempDataDir, createTestConfig, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './app';
import { sendRawRequest, type RawRequest } from './testing/send-raw-request';

/**
 * The gateway holds every body to its path's limit before a service sees it
 * (docs/decisions/021-request-body-limits.md), over real sockets: a listening gateway in front of
 * real services, asked by a raw `node:http` client that can send Expect and chunked bodies.
 */

const MiB = 1024 * 1024;
const UPLOAD_PATHS = [...BODY_LIMITS.keys()];
const data = createTempDataDir('mt-body-limits-');
const logLines: { level: number; msg: string; code?: string }[] = [];
let bookings: FastifyInstance;
let media: FastifyInstance;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let base: string;
/** Requests that reached the media stand-in: a refused upload must never get there. */
let uploadsArrived = 0;
/** Bodies the bookings service had to refuse itself: the gateway should have refused them. */
let refusedByService = 0;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A JSON document of exactly `bytes` bytes. */
function jsonOfSize(bytes: number): Buffer {
  return Buffer.from(JSON.stringify({ text: 'a'.repeat(bytes - '{"text":""}'.length) }));
}

beforeAll(async () => {
  // Bookings: a real service (service-kit's body limit and error handler) with an echo route.
  bookings = createService('bookings', createTestConfig(data.dir));
  bookings.post('/api/bookings/echo', async (request) => ({
    size: JSON.stringify(request.body).length,
  }));
  bookings.addHook('onError', (_request, _reply, error, done) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') refusedByService += 1;
    done();
  });
  // Media: a service that counts whatever upload reaches it.
  media = createService('media', createTestConfig(data.dir));
  media.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    let size = 0;
    payload.on('data', (chunk: Buffer) => (size += chunk.length));
    payload.on('end', () => done(null, size));
    payload.on('error', done);
  });
  media.addHook('onRequest', (_request, _reply, done) => {
    uploadsArrived += 1;
    done();
  });
  for (const path of UPLOAD_PATHS) media.post(path, async (request) => ({ size: request.body }));

  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, UNREACHABLE_URL]),
  ) as Record<ServiceName, string>;
  serviceUrls.bookings = await listen(bookings);
  serviceUrls.media = await listen(media);
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logLines.push(JSON.parse(line));
      callback();
    },
  });
  gateway = await buildGateway(
    {
      PORT: 0,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: data.dir,
      WEB_DEV_URL: undefined,
      GATEWAY_CONNECTIONS_PER_CLIENT: 64,
      serviceUrls,
      webRendererUrl: UNREACHABLE_URL,
    },
    { logStream },
  );
  base = await listen(gateway);
});

afterAll(async () => {
  await gateway.close();
  await bookings.close();
  await media.close();
  data.remove();
});

const tooLargeJson = { detail: JSON_BODY_LIMIT.detail, code: 'TOO_LARGE' };
const tooLargeUpload = { detail: 'File size must be less than 10MB', code: 'TOO_LARGE' };
const postJson = (body: Buffer, options: Partial<RawRequest> = {}) =>
  sendRawRequest(base, {
    method: 'POST',
    path: '/api/bookings/echo',
    headers: { 'content-type': 'application/json' },
    body,
    ...options,
  });
const upload = (path: string, body: Buffer, options: Partial<RawRequest> = {}) =>
  sendRawRequest(base, {
    method: 'POST',
    path,
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body,
    ...options,
  });

describe('JSON bodies', () => {
  const overLimit = jsonOfSize(JSON_BODY_LIMIT.bytes + 1);

  it('refuses one over 1 MiB by its Content-Length, every time', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await postJson(overLimit);
      expect([answer.status, answer.body]).toEqual([413, tooLargeJson]);
    }
  });

  it('refuses a chunked one over 1 MiB as it streams, every time', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await postJson(overLimit, { chunked: true });
      expect([answer.status, answer.body]).toEqual([413, tooLargeJson]);
    }
    // The gateway counted, and stopped the body before the service's own limit.
    expect(refusedByService).toBe(0);
  });

  it('refuses one with Expect: 100-continue without inviting it', async () => {
    const answer = await postJson(overLimit, { expectContinue: true });
    expect([answer.status, answer.body, answer.continued]).toEqual([413, tooLargeJson, false]);
  });

  it('takes one of exactly 1 MiB, which the service takes too, sent either way', async () => {
    const exact = jsonOfSize(JSON_BODY_LIMIT.bytes);
    for (const chunked of [false, true]) {
      const answer = await postJson(exact, { chunked });
      expect([answer.status, answer.body]).toEqual([200, { size: JSON_BODY_LIMIT.bytes }]);
    }
  });
});

describe('uploads', () => {
  const elevenMiB = Buffer.alloc(11 * MiB);

  it.each(UPLOAD_PATHS)(
    'refuse 11 MiB at %s with the media text, never forwarded',
    async (path) => {
      const arrived = uploadsArrived;
      for (const options of [
        {},
        { expectContinue: true },
        { chunked: true },
        { chunked: true, expectContinue: true },
      ]) {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const answer = await upload(path, elevenMiB, options);
          expect([answer.status, answer.body], JSON.stringify(options)).toEqual([
            413,
            tooLargeUpload,
          ]);
        }
      }
      // A chunked body is on its way before its size is known: those two arrive, and are cut off.
      expect(uploadsArrived - arrived).toBe(2 * 3);
    },
  );

  it.each(UPLOAD_PATHS)('take a body of exactly the limit at %s', async (path) => {
    const answer = await upload(path, Buffer.alloc(UPLOAD_BODY_LIMIT.bytes), {
      expectContinue: true,
    });
    expect([answer.status, answer.body, answer.continued]).toEqual([
      200,
      { size: UPLOAD_BODY_LIMIT.bytes },
      true,
    ]);
  });

  it('hold any other media path to the JSON limit', async () => {
    const answer = await upload('/api/media/gallery', Buffer.alloc(2 * MiB));
    expect([answer.status, answer.body]).toEqual([413, tooLargeJson]);
  });
});

describe('Expect: 100-continue', () => {
  it('serves a GET that carries it', async () => {
    const answer = await sendRawRequest(base, {
      path: '/api/bookings/echo',
      expectContinue: true,
    });
    // The service's own answer (no GET route there), not the gateway's 503.
    expect([answer.status, answer.body]).toEqual([404, { detail: 'Not found', code: 'NOT_FOUND' }]);
  });

  it('invites and serves a small POST', async () => {
    const answer = await postJson(Buffer.from('{"tour_id":1}'), { expectContinue: true });
    expect([answer.status, answer.body, answer.continued]).toEqual([200, { size: 13 }, true]);
  });
});

describe('the log', () => {
  it.each([
    ['with a Content-Length', { 'content-length': String(5 * MiB) }],
    ['chunked', {}],
  ])(
    'shows a client that hangs up mid-upload (%s) as a rejected request, not an outage',
    async (_name, length) => {
      const before = logLines.length;
      const request = httpRequest(new URL(UPLOAD_PATHS[0]!, base), {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...length },
        agent: false,
      });
      request.on('error', () => {});
      request.write(Buffer.alloc(MiB), () => setTimeout(() => request.destroy(), 50));
      await expect
        .poll(() => logLines.slice(before).find((line) => line.msg === 'request rejected'))
        .toMatchObject({ level: 30, code: 'VALIDATION' });
      expect(logLines.slice(before).map((line) => line.msg)).not.toContain('service unreachable');
    },
  );

  it('names a service that is down once, as an error, and answers 503', async () => {
    const answer = await sendRawRequest(base, { path: '/api/messaging/notifications' });
    expect([answer.status, answer.body]).toEqual([
      503,
      { detail: 'Service temporarily unavailable', code: 'DEPENDENCY_DOWN' },
    ]);
    const errors = logLines.filter((line) => line.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual(['service unreachable']);
  });

  it('has no outage and no error for any client mistake above', () => {
    const unreachable = logLines.filter((line) => line.msg === 'service unreachable');
    expect(unreachable).toHaveLength(1);
    const refusals = logLines.filter((line) => line.msg === 'request rejected');
    expect(refusals.length).toBeGreaterThan(40);
    expect(refusals.every((line) => line.level === 30)).toBe(true);
  });
});
