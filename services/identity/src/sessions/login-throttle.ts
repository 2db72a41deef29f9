import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { IdentityDb } from '../db/database';
import { loginFailures } from '../db/schema';

/** docs/decisions/020: an address that fails 5 times in 15 minutes is refused until one ages out. */
export const ADDRESS_MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function accountKey(email: string): string {
  return `account:${email}`;
}

export type Admission =
  | { admitted: false; retryAfterMs: number }
  | {
      admitted: true;
      /** The account's failures in the window before this attempt, in-flight ones included. */
      accountFailures: number;
      /** This attempt's rows: a correct password takes them back. */
      rows: number[];
    };

/**
 * Failures live in SQLite, so a restart hands an attacker no fresh allowance. An attempt is
 * written down as a failure when it is admitted, before its delay and its password check, so
 * attempts still in flight count against their address and slow the account's next ones
 * (docs/decisions/020).
 */
export function createLoginThrottle(db: IdentityDb, now: () => number) {
  return {
    admit(address: string, account: string): Admission {
      const at = now();
      const since = at - FAILURE_WINDOW_MS;
      // better-sqlite3 runs this synchronously: no other attempt is admitted in between.
      return db.transaction((tx) => {
        tx.delete(loginFailures).where(lt(loginFailures.failedAt, since)).run();
        const recent = (key: string) =>
          and(eq(loginFailures.key, key), gte(loginFailures.failedAt, since));
        const addressTimes = tx
          .select({ failedAt: loginFailures.failedAt })
          .from(loginFailures)
          .where(recent(address))
          .orderBy(asc(loginFailures.failedAt))
          .all()
          .map((row) => row.failedAt);
        if (addressTimes.length >= ADDRESS_MAX_FAILURES) {
          // Free again once enough of the oldest failures have left the window.
          const freeAt =
            addressTimes[addressTimes.length - ADDRESS_MAX_FAILURES]! + FAILURE_WINDOW_MS;
          return { admitted: false, retryAfterMs: freeAt - at };
        }
        const accountRow = tx
          .select({ total: count() })
          .from(loginFailures)
          .where(recent(account))
          .get();
        const rows = tx
          .insert(loginFailures)
          .values([
            { key: address, failedAt: at },
            { key: account, failedAt: at },
          ])
          .returning({ id: loginFailures.id })
          .all()
          .map((row) => row.id);
        return { admitted: true, accountFailures: accountRow?.total ?? 0, rows };
      });
    },

    /** The attempt's password was right: it was not a failure. */
    withdraw(rows: number[]): void {
      db.delete(loginFailures).where(inArray(loginFailures.id, rows)).run();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
