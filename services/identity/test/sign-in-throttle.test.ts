import { request as httpRequest } from 'node:http';
import { SESSION_COOKIE } from '@mt/contracts/auth';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { MAX_ACCOUNT_DELAY_MS } from '../src/sessions/account-delay';
import { ADDRESS_MAX_FAILURES, FAILURE_WINDOW_MS } from '../src/sessions/login-throttle';
import { TEST_PASSWORD_COST } from './peer-service';

// docs/decisions/020: failures are limited per address and only slowed per account.
const EMAIL = 'owner@atlas-tours.ma';
const PASSWORD = 'correct horse battery';
const WRONG = 'not the password';
const MINUTE = 60_000;

let data: ReturnType<typeof createTempDataDir>;
let clock: number;
let app: ReturnType<typeof buildApp>;
/** Every wait sign-in asked for, in order. */
let delays: number[];
/** How a wait passes: by default the clock moves on at once, so no test waits for real. */
let sleep: (ms: number) => Promise<void>;

async function start() {
  app = buildApp(
    {
      ...createTestConfig(data.dir),
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    },
    {
      now: () => clock,
      announce: () => {},
      passwordCost: TEST_PASSWORD_COST,
      sleep: (ms) => {
        delays.push(ms);
        return sleep(ms);
      },
    },
  );
  await app.ready();
}

beforeEach(async () => {
  data = createTempDataDir('mt-identity-throttle-');
  clock = Date.parse('2026-11-22T09:00:00Z');
  delays = [];
  sleep = async (ms) => {
    clock += ms;
  };
  await start();
});

afterEach(async () => {
  await app.close();
  data.remove();
});

/** A sign-in from `ip`, as the gateway forwards it. */
function login(email: string, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

/** Wrong passwords for `email` from fresh addresses, each used up to its limit; the statuses. */
async function attack(email: string, attempts: number, network = '203.0.113'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const ip = `${network}.${Math.floor(i / ADDRESS_MAX_FAILURES) + 1}`;
    statuses.push((await login(email, WRONG, ip)).statusCode);
  }
  return statuses;
}

function sessionIdOf(response: Awaited<ReturnType<typeof login>>): string | undefined {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

describe('an account under attack', () => {
  it('still signs the operator in from a new address, within the longest delay', async () => {
    expect(await attack(EMAIL, 30)).toEqual(Array(30).fill(401));

    const response = await login(EMAIL, PASSWORD, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    expect(delays.at(-1)).toBe(MAX_ACCOUNT_DELAY_MS);
    const sessionId = sessionIdOf(response);
    expect(sessionId).toBeDefined();
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: sessionId! },
    });
    expect(me.json()).toEqual({ email: EMAIL });
  });

  it('slows each further failure for the account, up to a cap, from any address', async () => {
    await attack(EMAIL, 8);
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000]);
    // The waits were taken before answering, whatever the password.
    expect((await login(EMAIL, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    expect(delays.at(-1)).toBe(8000);
  });

  it('counts attempts still in flight, so parallel attempts cannot skip the delay', async () => {
    const held: Array<() => void> = [];
    sleep = () => new Promise((resolve) => held.push(resolve));
    const attempts = Array.from({ length: 8 }, (_, i) => login(EMAIL, WRONG, `203.0.113.${i + 1}`));
    await expect.poll(() => delays.length).toBe(5);
    expect([...delays].sort((a, b) => a - b)).toEqual([1000, 2000, 4000, 8000, 8000]);
    for (const release of held) release();
    expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual(Array(8).fill(401));
  });

  it('bounds the guesses one client gets in a window, however many addresses it rotates', async () => {
    const windowEnd = clock + FAILURE_WINDOW_MS;
    const statuses: number[] = [];
    // The count stops the loop should the clock ever stop moving.
    while (clock < windowEnd && statuses.length < 200) {
      const ip = `203.0.${Math.floor(statuses.length / ADDRESS_MAX_FAILURES)}.1`;
      statuses.push((await login(EMAIL, WRONG, ip)).statusCode);
    }
    // 0, 0, 0, 1 s, 2 s, 4 s, then one guess per 8 s: 6 guesses in the first 7 s, then
    // 112 more start in the 893 s left (docs/decisions/020).
    expect(statuses).toEqual(Array(118).fill(401));
  }, 120_000);

  it('answers an unknown e-mail exactly as a known one', async () => {
    const known = await attack(EMAIL, 7, '203.0.113');
    const knownDelays = delays.splice(0);
    const unknown = await attack('nobody@atlas-tours.ma', 7, '198.51.100');
    expect(unknown).toEqual(known);
    expect(delays).toEqual(knownDelays);
    expect(known).toEqual(Array(7).fill(401));
  });

  it('keeps counting across a restart', async () => {
    await attack(EMAIL, 6);
    await app.close();
    await start();
    delays = [];
    expect((await login(EMAIL, PASSWORD, '203.0.113.1')).statusCode).toBe(429);
    expect((await login(EMAIL, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
    expect(delays).toEqual([8000]);
  });
});

describe('the per-address limit', () => {
  it('refuses an address after 5 failures across accounts, with the right password too', async () => {
    for (let i = 0; i < 5; i += 1) {
      clock += MINUTE;
      expect((await login(`guess${i}@atlas-tours.ma`, WRONG, '203.0.113.9')).statusCode).toBe(401);
    }
    const right = await login(EMAIL, PASSWORD, '203.0.113.9');
    const wrong = await login(EMAIL, WRONG, '203.0.113.9');
    expect(right.statusCode).toBe(429);
    // The oldest failure leaves the window first: 15 minutes after it, minus the 4 since.
    expect(Number(right.headers['retry-after'])).toBe((FAILURE_WINDOW_MS - 4 * MINUTE) / 1000);
    expect(right.json().detail).toMatch(/too many/i);
    // The refusal does not depend on the password: it is no oracle.
    expect(wrong.statusCode).toBe(429);
    expect(wrong.headers['retry-after']).toBe(right.headers['retry-after']);
    expect(wrong.body).toBe(right.body);

    expect((await login(EMAIL, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('counts attempts in flight, so parallel attempts from one address cannot pass it', async () => {
    const held: Array<() => void> = [];
    sleep = () => new Promise((resolve) => held.push(resolve));
    const attempts = Array.from({ length: 8 }, () => login(EMAIL, WRONG, '203.0.113.9'));
    await expect.poll(() => held.length).toBe(2);
    for (const release of held) release();
    const statuses = (await Promise.all(attempts)).map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ADDRESS_MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('counts only failures inside the window', async () => {
    for (let i = 0; i < 4; i += 1) await login(EMAIL, WRONG, '203.0.113.9');
    clock += FAILURE_WINDOW_MS;
    for (let i = 0; i < 4; i += 1) await login(EMAIL, WRONG, '203.0.113.9');
    expect((await login(EMAIL, PASSWORD, '203.0.113.9')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 5; i += 1) await login(EMAIL, WRONG, `2001:db8:0:1::${i}`);
    expect((await login(EMAIL, PASSWORD, '2001:db8:0:1:ffff::99')).statusCode).toBe(429);
    expect((await login(EMAIL, PASSWORD, '2001:db8:0:2::1')).statusCode).toBe(200);
  });
});

describe('over real connections from several loopback addresses', () => {
  /** A sign-in over TCP from `localAddress`: the service sees that peer, with no forwarding. */
  function loginFrom(url: string, localAddress: string, password: string) {
    return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const body = JSON.stringify({ email: EMAIL, password });
      const outgoing = httpRequest(
        `${url}/api/auth/login`,
        {
          method: 'POST',
          localAddress,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  it('refuses the attacking addresses and signs the operator in from another', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const attackers = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
    for (const address of attackers) {
      for (let i = 0; i < ADDRESS_MAX_FAILURES; i += 1) {
        expect((await loginFrom(url, address, WRONG)).status).toBe(401);
      }
    }
    const refused = await loginFrom(url, '127.0.0.2', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const operator = await loginFrom(url, '127.0.0.9', PASSWORD);
    expect(operator.status).toBe(200);
    expect(String(operator.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
    expect(delays.at(-1)).toBe(MAX_ACCOUNT_DELAY_MS);
  });
});
