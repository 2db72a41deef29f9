import { SESSION_COOKIE } from '@mt/contracts/auth';
import { createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from './app';

export const TEST_ADMIN = { email: 'test-admin@atlas-tours.ma', password: 'test admin password' };

/**
 * A real identity service on a loopback port, for other services' tests: their admin routes
 * check sessions against it exactly as in production (docs/decisions/002).
 */
export async function startTestIdentity(dataDir: string) {
  const app = buildApp(
    {
      ...createTestConfig(dataDir),
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    { announce: () => {} },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  /** Signs the test admin in and returns cookies to pass to `inject`. */
  async function signIn(): Promise<Record<string, string>> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error(`test admin could not sign in: ${response.statusCode}`);
    return { [SESSION_COOKIE]: cookie.value };
  }

  return { url, signIn, close: () => app.close() };
}
