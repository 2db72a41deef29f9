import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { MailAttachment } from '../templates/trip-calendar';
import { TEMPLATE_NAMES } from '@mt/contracts/messaging';
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
  },
  (table) => [
    outboxDueIndex('messages_due_idx', table),
    index('messages_created_idx').on(table.createdAt),
    index('messages_booking_idx').on(table.bookingId),
  ],
);

export const schema = { messages };
