import { count, eq } from 'drizzle-orm';
import type { IdentityDb } from '../db/database';
import { admins, sessions } from '../db/schema';

export type Admin = typeof admins.$inferSelect;

export function createAdminRepository(db: IdentityDb) {
  return {
    findAdminByEmail(email: string): Admin | undefined {
      return db.select().from(admins).where(eq(admins.email, email)).get();
    },

    countAdmins(): number {
      return db.select({ total: count() }).from(admins).get()?.total ?? 0;
    },

    createAdmin(email: string, passwordHash: string, now: number): Admin {
      return db
        .insert(admins)
        .values({ email, passwordHash, createdAt: now, passwordChangedAt: now })
        .returning()
        .get();
    },

    /** A new password ends every session of that admin, in the same transaction. */
    setPassword(adminId: number, passwordHash: string, now: number): void {
      db.transaction((tx) => {
        tx.update(admins)
          .set({ passwordHash, passwordChangedAt: now })
          .where(eq(admins.id, adminId))
          .run();
        tx.delete(sessions).where(eq(sessions.adminId, adminId)).run();
      });
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
