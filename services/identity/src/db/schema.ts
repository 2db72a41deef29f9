import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// Times are milliseconds since the epoch: sessions and throttling compare instants, not dates.

export const admins = sqliteTable('admins', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: integer('created_at').notNull(),
  passwordChangedAt: integer('password_changed_at').notNull(),
});

export const sessions = sqliteTable(
  'sessions',
  {
    /** HMAC of the cookie's session id: a copy of the database cannot be replayed as cookies. */
    idHash: text('id_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [index('sessions_admin_idx').on(table.adminId)],
);

export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** `ip:<address, or an IPv6 /64>` or `account:<email>`: one row per attempt and key. */
    key: text('key').notNull(),
    failedAt: integer('failed_at').notNull(),
  },
  (table) => [index('login_failures_key_idx').on(table.key, table.failedAt)],
);

export const schema = { admins, sessions, loginFailures };
