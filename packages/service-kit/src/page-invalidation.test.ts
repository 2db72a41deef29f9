import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER } from './internal-guard';
import { PAGE_INVALIDATION_PATH, registerPageInvalidation } from './page-invalidation';
import { UNREACHABLE_URL } from '../testing/service-setup';

const TOKEN = 'test-internal-token-0123456789abcdef';

/** A stand-in for apps/web's renderer: records what it is sent, or never answers when `hang`. */
let received: { method?: string; url?: string; token?: string | string[] }[] = [];
let hang = false;
const renderer: Server = createServer((request: IncomingMessage, response) => {
  received.push({
    method: request.method,
    url: request.url,
    token: request.headers[INTERNAL_TOKEN_HEADER],
  });
  request.resume();
  if (!hang) response.writeHead(204).end();
});
let rendererUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => renderer.listen(0, '127.0.0.1', resolve));
  rendererUrl = `http://127.0.0.1:${(renderer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  renderer.closeAllConnections();
  await new Promise((resolve) => renderer.close(resolve));
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  received = [];
  hang = false;
});

/** A service with one write that succeeds, one that is refused, and a read. */
async function service(url: string | undefined, timeoutMs?: number) {
  app = Fastify();
  registerPageInvalidation(app, {
    rendererUrl: url,
    internalToken: TOKEN,
    ...(timeoutMs && { timeoutMs }),
  });
  app.put('/api/tours/tours/1', async () => ({ id: 1 }));
  app.delete('/api/tours/tours/2', async (_request, reply) => reply.status(404).send());
  app.put('/api/tours/settings', async (_request, reply) => reply.status(401).send());
  app.post('/api/tours/tours', async (_request, reply) => reply.redirect('/elsewhere', 303));
  app.options('/api/tours/tours', async (_request, reply) => reply.status(204).send());
  app.get('/api/tours/tours', async () => []);
  await app.ready();
  return app;
}

describe('registerPageInvalidation', () => {
  it('tells the renderer, with the internal token, before a successful write answers', async () => {
    const tours = await service(rendererUrl);
    const response = await tours.inject({ method: 'PUT', url: '/api/tours/tours/1' });
    expect(response.statusCode).toBe(200);
    // Already there when the write's response is: the hook runs before it leaves.
    expect(received).toEqual([{ method: 'POST', url: PAGE_INVALIDATION_PATH, token: TOKEN }]);
  });

  it('says nothing for reads and refused writes (docs/decisions/060)', async () => {
    const tours = await service(rendererUrl);
    const asked = [
      { method: 'GET', url: '/api/tours/tours' },
      { method: 'OPTIONS', url: '/api/tours/tours' },
      { method: 'DELETE', url: '/api/tours/tours/2' },
      { method: 'PUT', url: '/api/tours/settings' },
      { method: 'POST', url: '/api/tours/tours' },
    ] as const;
    const statuses = [];
    for (const request of asked) statuses.push((await tours.inject(request)).statusCode);
    expect(statuses).toEqual([200, 204, 404, 401, 303]);
    expect(received).toEqual([]);
  });

  it('never fails the write when the renderer is down', async () => {
    const tours = await service(UNREACHABLE_URL);
    const response = await tours.inject({ method: 'PUT', url: '/api/tours/tours/1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1 });
  });

  it('gives up on a renderer that does not answer, and the write goes through', async () => {
    hang = true;
    const tours = await service(rendererUrl, 300);
    const started = Date.now();
    const response = await tours.inject({ method: 'PUT', url: '/api/tours/tours/1' });
    expect(response.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(received).toHaveLength(1);
  });

  it('does nothing without a renderer address, and notify() then resolves at once', async () => {
    app = Fastify();
    const pages = registerPageInvalidation(app, { rendererUrl: undefined, internalToken: TOKEN });
    app.put('/x', async () => ({}));
    expect((await app.inject({ method: 'PUT', url: '/x' })).statusCode).toBe(200);
    await pages.notify();
    expect(received).toEqual([]);
  });
});
