import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { MailAttachment } from '../templates/trip-calendar';
import { INBOX_STATES, TEMPLATE_NAMES } from '@mt/contracts/messaging';
import { outboxColumns, outboxDueIndex } from '@mt/service-kit/outbox/columns';

/**
 * The e-mail log and outbox in one table: a message is written (pending) before any attempt to
 * send it, keeps its rendered content so every retry sends the same mail, and ends sent or failed.
 * Delivery state is the shared outbox's columns (docs/decisions/035-shared-outbox.md); their
 * statuses are the log's (`MESSAGE_STATUSES`), which `toNotification` checks by its type.
 */
export const messages = sqliteTable(
  'messages',
  {
    ...outboxColumns(),
    template: text('template', { enum: TEMPLATE_NAMES }).notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    /** Files sent with the mail (a confirmation's .ics: docs/decisions/043); null for none. */
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>(),
    /** Which transport carried it: smtp, or outbox files. */
    transport: text('transport'),
    /**
     * The booking a mail is about, as bookings says when it asks for it (docs/decisions/049); a
     * number only, since the booking lives in another service's database. Null for the others.
     */
    bookingId: integer('booking_id'),
    /**
     * The sender's display name as the mail was written: the operator's business name, or null
     * for MAIL_FROM's own (docs/decisions/065). Kept with the words, so a retry sends the same.
     */
    senderName: text('sender_name'),
  },
  (table) => [
    outboxDueIndex('messages_due_idx', table),
    index('messages_created_idx').on(table.createdAt),
    index('messages_booking_idx').on(table.bookingId),
  ],
);

/**
 * The operator's inbox (docs/product.md, Inbox): each contact message as the visitor wrote it,
 * written in the same transaction as the two e-mails it sends, with where the operator stands on
 * it. Apart from the e-mail log, which records deliveries, not conversations.
 */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    state: text('state', { enum: INBOX_STATES }).notNull().default('new'),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    readAt: text('read_at'),
    handledAt: text('handled_at'),
  },
  (table) => [
    index('contact_messages_state_idx').on(table.state, table.createdAt),
    check('contact_messages_state', sql`${table.state} IN ('new', 'read', 'handled')`),
  ],
);

/**
 * The operator's mail settings (docs/decisions/065): where the alerts go. One row a field, as the
 * other services' settings: a field never written takes its default.
 */
export const mailSettings = sqliteTable('mail_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const schema = { messages, contactMessages, mailSettings };
