import { sql } from 'drizzle-orm';
import { index, integer, text, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * Where a row stands. `pending`: not tried yet; `failed`: the last attempt failed, and
 * `next_attempt_at` says whether another is planned (set) or the row has given up (null);
 * `sent`: delivered. The e-mail log shows these words as they are (docs/decisions/008).
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The columns every outbox table carries beside its own (docs/decisions/035-shared-outbox.md).
 * Spread them into a table; the mechanism in outbox.ts reads and writes only these.
 */
export function outboxColumns() {
  return {
    id: integer('id').primaryKey({ autoIncrement: true }),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; null once sent or given up: nothing more is owed. */
    nextAttemptAt: text('next_attempt_at'),
    /** Set while a pass is delivering the row: no other pass takes it before then. */
    leasedUntil: text('leased_until'),
    lastError: text('last_error'),
    /** A caller's key: the same key twice is one row. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    sentAt: text('sent_at'),
  };
}

/** The columns as the mechanism sees them in a table built with `outboxColumns`. */
export type OutboxTable = SQLiteTable & {
  [K in keyof ReturnType<typeof outboxColumns>]: SQLiteColumn;
};

/**
 * The index a pass reads due rows by: only rows still owed, so it stays as small as the backlog
 * however long the log grows.
 */
export function outboxDueIndex(name: string, table: { nextAttemptAt: SQLiteColumn }) {
  return index(name)
    .on(table.nextAttemptAt)
    .where(sql`${table.nextAttemptAt} IS NOT NULL`);
}
