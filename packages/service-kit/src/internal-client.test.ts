import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { createInternalClient } from './internal-client';
import { INTERNAL_TOKEN_HEADER } from './internal-guard';
import { UNREACHABLE_URL } from '../testing/service-setup';

const peer = Fastify();
let baseUrl: string;

beforeAll(async () => {
  peer.post('/internal/echo', async (request) => ({
    token: request.headers[INTERNAL_TOKEN_HEADER],
    body: request.body,
  }));
  peer.get('/internal/missing', async (_request, reply) =>
    reply.status(404).send({ detail: 'No such tour' }),
  );
  peer.get('/internal/broken', async (_request, reply) =>
    reply.status(500).send({ detail: 'boom' }),
  );
  peer.get('/internal/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { late: true };
  });
  baseUrl = await peer.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(() => peer.close());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createInternalClient', () => {
  it('sends the internal token and a JSON body', async () => {
    const client = createInternalClient({ baseUrl, token: 'secret-token' });
    const response = await client.request('POST', '/internal/echo', { tour_id: 3 });
    expect(response).toEqual({
      status: 200,
      ok: true,
      body: { token: 'secret-token', body: { tour_id: 3 } },
    });
  });

  it('hands client errors back to the caller', async () => {
    const client = createInternalClient({ baseUrl, token: 't' });
    const response = await client.request('GET', '/internal/missing');
    expect(response).toEqual({ status: 404, ok: false, body: { detail: 'No such tour' } });
  });

  it('turns a failing peer into 503 DEPENDENCY_DOWN', async () => {
    const client = createInternalClient({ baseUrl, token: 't' });
    const error = await failure(client.request('GET', '/internal/broken'));
    expect(error.code).toBe('DEPENDENCY_DOWN');
    expect(error.statusCode).toBe(503);
  });

  it('turns an unreachable peer into 503 DEPENDENCY_DOWN', async () => {
    const client = createInternalClient({ baseUrl: UNREACHABLE_URL, token: 't' });
    expect((await failure(client.request('GET', '/internal/anything'))).code).toBe(
      'DEPENDENCY_DOWN',
    );
  });

  it('gives up on a slow peer after its time-out', async () => {
    const client = createInternalClient({ baseUrl, token: 't', timeoutMs: 100 });
    const started = Date.now();
    expect((await failure(client.request('GET', '/internal/slow'))).code).toBe('DEPENDENCY_DOWN');
    expect(Date.now() - started).toBeLessThan(450);
  });
});
