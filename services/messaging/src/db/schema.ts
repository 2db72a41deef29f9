import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { MESSAGE_STATUSES, TEMPLATE_NAMES } from '@mt/contracts/messaging';

/**
 * The e-mail log and outbox in one table: a message is written (pending) before any attempt to
 * send it, keeps its rendered content so every retry sends the same mail, and ends sent or failed.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    template: text('template', { enum: TEMPLATE_NAMES }).notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at'),
    lastError: text('last_error'),
    /** Which transport carried it: smtp, or outbox files. */
    transport: text('transport'),
    /** A caller's key: the same key twice is one message (docs/decisions/008-email-outbox.md). */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    sentAt: text('sent_at'),
  },
  (table) => [
    index('messages_due_idx').on(table.status, table.nextAttemptAt),
    index('messages_created_idx').on(table.createdAt),
  ],
);

export const schema = { messages };
