import { SESSION_COOKIE } from '@mt/contracts/auth';
import { INTERNAL_TOKEN_HEADER } from '@mt/service-kit/internal-guard';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAdminRepository } from '../src/accounts/admin-repository';
import { buildApp } from '../src/app';
import type { IdentityConfig } from '../src/config';
import { openIdentityDatabase } from '../src/db/database';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/sessions/session-store';
import { TEST_PASSWORD_COST } from './peer-service';

const EMAIL = 'owner@atlas-tours.ma';
const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

let data: ReturnType<typeof createTempDataDir>;
let clock: number;
let app: ReturnType<typeof buildApp>;
let announced: string[];

function configFor(dir: string, overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return {
    ...createTestConfig(dir),
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    ...overrides,
  };
}

async function start(overrides: Partial<IdentityConfig> = {}) {
  app = buildApp(configFor(data.dir, overrides), {
    now: () => clock,
    announce: (text) => announced.push(text),
    passwordCost: TEST_PASSWORD_COST,
  });
  await app.ready();
}

function login(
  email: string,
  password: string,
  headers: Record<string, string> = {},
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers,
    ...(cookie && { cookies: { [SESSION_COOKIE]: cookie } }),
  });
}

function me(sessionId: string) {
  return app.inject({
    method: 'GET',
    url: '/api/auth/me',
    cookies: { [SESSION_COOKIE]: sessionId },
  });
}

function sessionCookie(response: Awaited<ReturnType<typeof login>>) {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}

beforeEach(async () => {
  data = createTempDataDir('mt-identity-');
  clock = Date.parse('2026-11-22T09:00:00Z');
  announced = [];
  await start();
});

afterEach(async () => {
  await app.close();
  data.remove();
});

describe('sign-in', () => {
  it('signs in with the configured account and sets a safe session cookie', async () => {
    const response = await login(EMAIL, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: EMAIL });
    const cookie = sessionCookie(response);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeUndefined();
    expect(cookie.maxAge).toBe(SESSION_ABSOLUTE_MS / 1000);
    // 256 random bits, base64url: comfortably above the 128 docs/security.md asks for.
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
  });

  it('matches e-mails without regard to case or spaces', async () => {
    const response = await login(`  ${EMAIL.toUpperCase()} `, PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const response = await login(EMAIL, PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(response).secure).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrongPassword = await login(EMAIL, 'not the password');
    const unknownEmail = await login('nobody@atlas-tours.ma', PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      detail: 'Invalid email or password',
      reason: 'INVALID_CREDENTIALS',
      code: 'UNAUTHENTICATED',
    });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('rejects a malformed request with 400 and field errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await login(EMAIL, PASSWORD, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('issues a new session id at every sign-in and ends the old one', async () => {
    const first = sessionCookie(await login(EMAIL, PASSWORD)).value;
    const second = sessionCookie(await login(EMAIL, PASSWORD, {}, first)).value;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).json()).toEqual({ email: EMAIL });
  });
});

describe('me and sign-out', () => {
  it('answers 401 without a session and for a forged one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await me('forged-session-id')).statusCode).toBe(401);
  });

  it('signs out: the session stops working and the cookie is cleared', async () => {
    const sessionId = sessionCookie(await login(EMAIL, PASSWORD)).value;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: sessionId },
    });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await me(sessionId)).statusCode).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session left idle too long', async () => {
    const sessionId = sessionCookie(await login(EMAIL, PASSWORD)).value;
    clock += SESSION_IDLE_MS - MINUTE;
    expect((await me(sessionId)).statusCode).toBe(200);
    clock += SESSION_IDLE_MS;
    expect((await me(sessionId)).statusCode).toBe(401);
  });

  it('ends an active session at its absolute limit', async () => {
    const sessionId = sessionCookie(await login(EMAIL, PASSWORD)).value;
    const end = clock + SESSION_ABSOLUTE_MS;
    while (clock + SESSION_IDLE_MS / 2 < end) {
      clock += SESSION_IDLE_MS / 2;
      expect((await me(sessionId)).statusCode).toBe(200);
    }
    clock = end;
    expect((await me(sessionId)).statusCode).toBe(401);
  });
});

describe('session check for other services', () => {
  it('verifies a session for callers holding the internal token only', async () => {
    const sessionId = sessionCookie(await login(EMAIL, PASSWORD)).value;
    const verify = (headers: Record<string, string>, id = sessionId) =>
      app.inject({
        method: 'POST',
        url: '/internal/sessions/verify',
        payload: { session_id: id },
        headers,
      });
    expect((await verify({})).statusCode).toBe(401);
    const token = { [INTERNAL_TOKEN_HEADER]: createTestConfig(data.dir).INTERNAL_TOKEN };
    expect((await verify(token)).json()).toEqual({ email: EMAIL });
    expect((await verify(token, 'unknown')).statusCode).toBe(401);
  });
});

describe('admin account at start', () => {
  it('hashes the configured password at the production cost by default', async () => {
    await app.close();
    data.remove();
    data = createTempDataDir('mt-identity-');
    // Every other test here passes a cheap cost (docs/decisions/048-suite-speed.md).
    app = buildApp(configFor(data.dir), { now: () => clock, announce: () => {} });
    await app.ready();
    const database = openIdentityDatabase(data.dir);
    try {
      const admin = createAdminRepository(database.db).findAdminByEmail(EMAIL);
      expect(admin?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    } finally {
      database.close();
    }
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(200);
  });

  it('generates a password once when nothing is configured', async () => {
    await app.close();
    data.remove();
    data = createTempDataDir('mt-identity-');
    await start({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    expect(announced).toHaveLength(1);
    const password = /password: (\S+)/.exec(announced[0]!)?.[1];
    expect(password).toHaveLength(24);
    expect((await login('admin@example.com', password!)).statusCode).toBe(200);

    await app.close();
    await start({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    expect(announced).toHaveLength(1);
  });

  it('lets a configured password win over the stored one at the next start', async () => {
    await app.close();
    await start({ ADMIN_PASSWORD: 'a brand new password' });
    expect((await login(EMAIL, PASSWORD)).statusCode).toBe(401);
    expect((await login(EMAIL, 'a brand new password')).statusCode).toBe(200);
    expect(announced).toHaveLength(0);
  });
});
