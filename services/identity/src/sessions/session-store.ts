import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { SessionUser } from '@mt/contracts/auth';
import type { IdentityDb } from '../db/database';
import { admins, sessions } from '../db/schema';

/** An admin idle this long must sign in again; no session outlives the absolute limit. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Activity is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export function createSessionStore(db: IdentityDb, secret: string, now: () => number) {
  const hashId = (id: string) => createHmac('sha256', secret).update(id).digest('base64url');

  return {
    /** A new session: 256 random bits, of which only a keyed hash is stored. */
    createSession(adminId: number): string {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      db.insert(sessions)
        .values({
          idHash: hashId(id),
          adminId,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: at + SESSION_ABSOLUTE_MS,
        })
        .run();
      return id;
    },

    /** The admin behind a live session, or null; an expired session is deleted on sight. */
    verifySession(id: string): SessionUser | null {
      const idHash = hashId(id);
      const row = db
        .select({
          email: admins.email,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(admins, eq(admins.id, sessions.adminId))
        .where(eq(sessions.idHash, idHash))
        .get();
      if (!row) return null;
      const at = now();
      if (at >= row.expiresAt || at - row.lastSeenAt >= SESSION_IDLE_MS) {
        db.delete(sessions).where(eq(sessions.idHash, idHash)).run();
        return null;
      }
      if (at - row.lastSeenAt >= TOUCH_EVERY_MS) {
        db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash)).run();
      }
      return { email: row.email };
    },

    revokeSession(id: string): void {
      db.delete(sessions)
        .where(eq(sessions.idHash, hashId(id)))
        .run();
    },

    deleteExpiredSessions(): void {
      const at = now();
      db.delete(sessions)
        .where(or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, at - SESSION_IDLE_MS)))
        .run();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
