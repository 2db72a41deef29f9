import { SESSION_COOKIE } from '@mt/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService } from './create-service';
import { AppError } from './errors';
import { INTERNAL_TOKEN_HEADER } from './internal-guard';
import { createTestConfig } from '../testing/service-setup';

const config = createTestConfig('/nonexistent', { PUBLIC_URL: 'https://tours.example.ma' });
const app = createService('tours', config, {
  verifySession: async (id) => (id === 'good-session' ? { email: 'admin@example.ma' } : null),
});

app.post(
  '/things',
  { schema: { body: z.object({ name: z.string().min(1), count: z.number().int().min(1) }) } },
  async (request) => ({ created: request.body.name }),
);
app.get('/conflict', async () => {
  throw new AppError('CONFLICT', 'This date is fully booked');
});
app.get('/limited', async () => {
  throw new AppError('RATE_LIMITED', 'Too many attempts', { retryAfterSeconds: 42.2 });
});
app.get('/crash', async () => {
  throw new Error('SQLITE_ERROR: no such table: bookings\n    at Database.prepare (/srv/x.js:1:1)');
});
app.get('/admin-only', { onRequest: app.requireAdmin }, async (request) => ({
  admin: request.admin,
}));
app.get('/internal/ping', async () => ({ pong: true }));
void app.register(async (internal) => internal.get('/', async () => ({ root: true })), {
  prefix: '/internal',
});

beforeAll(() => app.ready());
afterAll(() => app.close());

describe('error format', () => {
  it('answers invalid input with 400 and field errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: '', count: 0 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.detail).toBe('Invalid input');
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
      'count',
      'name',
    ]);
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Request body is not valid JSON',
      code: 'VALIDATION',
    });
  });

  it('maps AppError codes to their statuses', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This date is fully booked', code: 'CONFLICT' });
  });

  it('sends Retry-After with a rate-limit error, in whole seconds', async () => {
    const response = await app.inject({ method: 'GET', url: '/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('43');
  });

  it('hides the text of unexpected errors: no SQL, no stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error', code: 'INTERNAL' });
    expect(response.body).not.toMatch(/SQLITE|no such table|at Database/);
  });

  it('answers unknown routes with 404 {detail}', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found', code: 'NOT_FOUND' });
  });

  it('echoes a request id, reusing a well-formed incoming one', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'gw-123' },
    });
    expect(given.headers['x-request-id']).toBe('gw-123');
  });
});

describe('routes with a secret in their path', () => {
  it('must be listed for the logs to redact, or the app refuses them', () => {
    const other = createService('tours', config);
    expect(() =>
      other.get('/api/bookings/confirm/:token', async () => ({ confirmed: true })),
    ).toThrow(/secret-paths\.ts/);
    expect(() =>
      other.get('/api/tours/reviews/form/:token', async () => ({ form: true })),
    ).not.toThrow();
  });
});

describe('origin check', () => {
  it('refuses a state-changing request from another site with 403', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Cross-site request refused', code: 'BAD_ORIGIN' });
  });

  // docs/decisions/060: the Host is the client's to choose, PUBLIC_URL is not.
  it.each([
    { host: 'evil.test', origin: 'http://evil.test' },
    { host: 'tours.example.ma', 'x-forwarded-host': 'evil.test', origin: 'http://evil.test' },
    { host: 'localhost:8080', origin: 'http://localhost:8080' },
    { host: 'evil.test', referer: 'http://evil.test/admin' },
  ])('refuses a write whose Origin names only its own Host: %o', async (headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers,
      payload: { name: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Cross-site request refused', code: 'BAD_ORIGIN' });
  });

  it('accepts PUBLIC_URL as an origin, whatever the Host', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { origin: 'https://tours.example.ma', host: 'evil.test' },
      payload: { name: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('admin and internal routes', () => {
  it('answers 401 without a session cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin-only' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Sign-in required');
  });

  it('answers 401 for an unknown session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/admin-only',
      cookies: { [SESSION_COOKIE]: 'forged' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a valid session through and names the admin', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/admin-only',
      cookies: { [SESSION_COOKIE]: 'good-session' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ admin: { email: 'admin@example.ma' } });
  });

  it('refuses /internal/ routes without the internal token', async () => {
    expect((await app.inject({ method: 'GET', url: '/internal/ping' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/internal/ping',
      headers: { [INTERNAL_TOKEN_HEADER]: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'GET',
      url: '/internal/ping',
      headers: { [INTERNAL_TOKEN_HEADER]: config.INTERNAL_TOKEN },
    });
    expect(right.json()).toEqual({ pong: true });
  });

  it('guards by the route that matched, not by the URL as sent', async () => {
    for (const url of ['/%69nternal/ping', '/internal', '/internal/', '/%69nternal']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
