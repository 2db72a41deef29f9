import { setTimeout as wait } from 'node:timers/promises';
import { createService } from '@mt/service-kit/create-service';
import { ensureAdminAccount } from './accounts/ensure-admin';
import type { PasswordCost } from './accounts/passwords';
import { createAdminRepository } from './accounts/admin-repository';
import { registerAuthRoutes } from './auth/routes';
import { createSignIn } from './auth/sign-in';
import type { IdentityConfig } from './config';
import { openIdentityDatabase } from './db/database';
import { createLoginThrottle } from './sessions/login-throttle';
import { createSessionStore } from './sessions/session-store';

export interface IdentityAppOptions {
  /** The clock, replaceable so tests can move past expiry and throttle windows. */
  now?: () => number;
  /** Where the one-time generated password is shown; standard output by default. */
  announce?: (text: string) => void;
  /** The sign-in delay's wait, replaceable so tests observe it without waiting. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * The scrypt cost of new hashes, the admin's and the decoy's; tests pass a cheap one, since a
   * hash carries its cost and verifies alike (docs/decisions/048-suite-speed.md).
   */
  passwordCost?: PasswordCost;
}

export function buildApp(config: IdentityConfig, options: IdentityAppOptions = {}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => wait(ms));
  const database = openIdentityDatabase(config.DATA_DIR);
  const accounts = createAdminRepository(database.db);
  const sessions = createSessionStore(database.db, config.SESSION_SECRET, now);
  const throttle = createLoginThrottle(database.db, now);

  // Identity checks sessions itself; every other service asks it (docs/decisions/002).
  const app = createService('identity', config, {
    verifySession: async (id) => sessions.verifySession(id),
  });
  app.addHook('onReady', async () => {
    sessions.deleteExpiredSessions();
    await ensureAdminAccount(
      accounts,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
      now(),
      options.announce ?? ((text) => process.stdout.write(`${text}\n`)),
      options.passwordCost,
    );
  });
  app.addHook('onClose', async () => database.close());

  const signIn = createSignIn({
    accounts,
    sessions,
    throttle,
    sleep,
    passwordCost: options.passwordCost,
  });
  registerAuthRoutes(app, { signIn, sessions });
  return app;
}
