import { SESSION_COOKIE } from '@mt/contracts/auth';
import { createTestConfig } from '@mt/service-kit/testing';
import type { PasswordCost } from '../src/accounts/passwords';
import { createAdminRepository } from '../src/accounts/admin-repository';
import { buildApp } from '../src/app';
import { openIdentityDatabase } from '../src/db/database';

export const TEST_ADMIN = { email: 'test-admin@atlas-tours.ma', password: 'test admin password' };

/**
 * A cheap scrypt cost for tests' identity services: the admin's hash and the decoy that unknown
 * e-mails are checked against cost about a millisecond instead of 100 ms. The production cost is
 * tested in accounts/passwords.test.ts.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * TEST_ADMIN's password, hashed once with TEST_PASSWORD_COST. Hashes carry their cost
 * (accounts/passwords.ts), so the account it seeds signs in like any other, in about a millisecond
 * instead of the production cost's 100 ms: most service tests sign in, and paid that each time.
 */
const TEST_ADMIN_HASH =
  'scrypt$1024$8$1$bXQtdGVzdC1maXh0dXJlIQ$tiKUflhDc_ggDOeBespRARX6paJcCMtgS3qprs80l1dF-lqt05cgpSPDhd_tjlLvX-oDbmoxXRVn7JGTIngakg';

/** The identity database in dataDir, holding TEST_ADMIN with its pre-computed hash. */
function seedTestAdmin(dataDir: string) {
  const database = openIdentityDatabase(dataDir);
  try {
    const accounts = createAdminRepository(database.db);
    if (!accounts.findAdminByEmail(TEST_ADMIN.email)) {
      accounts.createAdmin(TEST_ADMIN.email, TEST_ADMIN_HASH, Date.now());
    }
  } finally {
    database.close();
  }
}

/**
 * A real identity service on a loopback port, for other services' tests: their admin routes
 * check sessions against it exactly as in production (docs/decisions/002).
 */
export async function startTestIdentity(dataDir: string) {
  // ADMIN_PASSWORD still applies at start: it matches the seeded hash, so nothing is re-hashed.
  seedTestAdmin(dataDir);
  const app = buildApp(
    {
      ...createTestConfig(dataDir),
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    { announce: () => {}, passwordCost: TEST_PASSWORD_COST },
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
