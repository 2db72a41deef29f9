import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJsonCache } from './json-cache';

/**
 * The cache of a service's hot reads is dropped by a write that was done, never by one that was
 * refused (docs/decisions/060): a flood of refused writes must leave the answers kept.
 */
let app: FastifyInstance;
let computed = 0;
let version = 1;

beforeAll(async () => {
  app = Fastify();
  const cache = createJsonCache(app);
  app.get('/list', async (request, reply) =>
    cache.send(request, reply, 'list', z.object({ version: z.number() }), () => {
      computed += 1;
      return { version };
    }),
  );
  // A write answered with the status the test names, as a route answers a refusal.
  app.post('/refused/:status', async (request, reply) => {
    const status = Number((request.params as { status: string }).status);
    return reply.status(status).send({ detail: 'refused' });
  });
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/signed-out',
    handler: async (_request, reply) => reply.status(401).send({ detail: 'Sign-in required' }),
  });
  app.put('/write', async () => {
    version += 1;
    return { version };
  });
  app.delete('/write', async (_request, reply) => {
    version += 1;
    return reply.status(204).send();
  });
  // Written, and then failed: its answer does not say whether the change is in.
  app.post('/written-then-failed', async () => {
    version += 1;
    throw new Error('the answer could not be sent');
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ method: 'PUT', url: '/write' });
  computed = 0;
});

const read = async () => (await app.inject({ url: '/list' })).json<{ version: number }>();

describe('the JSON cache', () => {
  it('keeps its answers through a flood of refused writes', async () => {
    await read();
    for (let index = 0; index < 50; index += 1) {
      for (const status of [301, 302, 400, 401, 403, 404, 409, 413, 429]) {
        await app.inject({ method: 'POST', url: `/refused/${status}` });
      }
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        await app.inject({ method, url: '/signed-out' });
      }
    }
    expect(await read()).toEqual({ version });
    expect(computed).toBe(1);
  });

  it('shows a write that was done on the very next read', async () => {
    expect(await read()).toEqual({ version });
    const put = await app.inject({ method: 'PUT', url: '/write' });
    expect(await read()).toEqual(put.json());
    expect((await app.inject({ method: 'DELETE', url: '/write' })).statusCode).toBe(204);
    expect(await read()).toEqual({ version });
    expect(computed).toBe(3);
  });

  it('drops its answers after a write that failed once it may have been done', async () => {
    await read();
    expect((await app.inject({ method: 'POST', url: '/written-then-failed' })).statusCode).toBe(
      500,
    );
    expect(await read()).toEqual({ version });
    expect(computed).toBe(2);
  });
});
