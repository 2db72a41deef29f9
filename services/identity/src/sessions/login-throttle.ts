import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { IdentityDb } from '../db/database';
import { loginFailures } from '../db/schema';

/** Issue #2: after 5 failed sign-ins within 15 minutes, per IP and per account, answer 429. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function throttleKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, `account:${email}`];
}

/** Failures live in SQLite, so a restart does not hand an attacker a fresh set of guesses. */
export function createLoginThrottle(db: IdentityDb, now: () => number) {
  return {
    /** Milliseconds until any of these keys may try again, or 0 when none is blocked. */
    blockedFor(keys: string[]): number {
      const since = now() - FAILURE_WINDOW_MS;
      let wait = 0;
      for (const key of keys) {
        const times = db
          .select({ failedAt: loginFailures.failedAt })
          .from(loginFailures)
          .where(and(eq(loginFailures.key, key), gte(loginFailures.failedAt, since)))
          .orderBy(asc(loginFailures.failedAt))
          .all()
          .map((row) => row.failedAt);
        if (times.length < MAX_FAILURES) continue;
        // Free again once enough of the oldest failures have left the window.
        const unblocksAt = times[times.length - MAX_FAILURES]! + FAILURE_WINDOW_MS;
        wait = Math.max(wait, unblocksAt - now());
      }
      return wait;
    },

    recordFailure(keys: string[]): void {
      const at = now();
      db.transaction((tx) => {
        tx.delete(loginFailures)
          .where(lt(loginFailures.failedAt, at - FAILURE_WINDOW_MS))
          .run();
        tx.insert(loginFailures)
          .values(keys.map((key) => ({ key, failedAt: at })))
          .run();
      });
    },

    clearFailures(keys: string[]): void {
      db.delete(loginFailures).where(inArray(loginFailures.key, keys)).run();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
