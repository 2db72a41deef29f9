import { SESSION_COOKIE } from '@mt/contracts/auth';
import { createService } from '@mt/service-kit/create-service';
import { createTempDataDir, createTestConfig, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TEST_PASSWORD_COST } from './peer-service';

// Another service (here a stand-in for tours) checks sessions by calling a real identity over HTTP.
const data = createTempDataDir('mt-sessions-');
const admin = { email: 'owner@atlas-tours.ma', password: 'a long enough password' };
let identity: ReturnType<typeof buildApp>;
let tours: ReturnType<typeof createService>;

beforeAll(async () => {
  identity = buildApp(
    {
      ...createTestConfig(data.dir),
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    { announce: () => {}, passwordCost: TEST_PASSWORD_COST },
  );
  const identityUrl = await identity.listen({ port: 0, host: '127.0.0.1' });
  tours = createService('tours', createTestConfig(data.dir, { IDENTITY_URL: identityUrl }));
  tours.delete('/api/tours/tours/:id', { onRequest: tours.requireAdmin }, async (request) => ({
    deletedBy: request.admin?.email,
  }));
  await tours.ready();
});

afterAll(async () => {
  await tours.close();
  await identity.close();
  data.remove();
});

async function signIn(): Promise<string> {
  const response = await identity.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: admin,
  });
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value;
}

const deleteTour = (sessionId?: string) =>
  tours.inject({
    method: 'DELETE',
    url: '/api/tours/tours/1',
    ...(sessionId && { cookies: { [SESSION_COOKIE]: sessionId } }),
  });

describe('admin routes in other services', () => {
  it('refuse a request without a session', async () => {
    expect((await deleteTour()).statusCode).toBe(401);
  });

  it('accept a session identity issued, and know who the admin is', async () => {
    const response = await deleteTour(await signIn());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedBy: admin.email });
  });

  it('stop accepting the session the moment the admin signs out', async () => {
    const sessionId = await signIn();
    expect((await deleteTour(sessionId)).statusCode).toBe(200);
    await identity.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: sessionId },
    });
    expect((await deleteTour(sessionId)).statusCode).toBe(401);
  });

  it('answer 503, never 200, when identity cannot be reached', async () => {
    const orphan = createService(
      'tours',
      createTestConfig(data.dir, { IDENTITY_URL: UNREACHABLE_URL }),
    );
    orphan.get('/admin-only', { onRequest: orphan.requireAdmin }, async () => ({ ok: true }));
    const response = await orphan.inject({
      method: 'GET',
      url: '/admin-only',
      cookies: { [SESSION_COOKIE]: 'x' },
    });
    expect(response.statusCode).toBe(503);
    await orphan.close();
  });
});
