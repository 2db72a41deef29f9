import type { RetrySchedule } from '@mt/service-kit/outbox/retry-delay';
import type { Notification, TemplateName } from '@mt/contracts/messaging';
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { createOutbox as createSharedOutbox } from '@mt/service-kit/outbox/outbox';
import type { MessagingDb } from '../db/database';
import { messages } from '../db/schema';
import type { MailAttachment } from '../templates/trip-calendar';
import { senderOf, type Mailbox } from './sender';
import type { MailTransport } from './transport';

type MessageRow = typeof messages.$inferSelect;

/**
 * 30 s, 1 min, 2 min, 4 min, 8 min after attempts 1…5 (about a quarter of an hour in all), then
 * failed until the admin retries: a short SMTP outage loses nothing and a long one does not hammer
 * the server (docs/decisions/008-email-outbox.md).
 */
export const DELIVERY_RETRY: Required<Pick<RetrySchedule, 'baseMs' | 'maxAttempts'>> = {
  baseMs: 30_000,
  maxAttempts: 6,
};

/** Messages read from the table at a time. */
const DELIVERY_BATCH = 20;

/** Longer than one SMTP exchange can take under the transport's time-outs (10 + 10 + 20 s). */
const DELIVERY_LEASE_MS = 60_000;

export interface NewMessage {
  template: TemplateName;
  language: 'en' | 'fr';
  recipient: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[] | undefined;
  idempotencyKey?: string | undefined;
  bookingId?: number | undefined;
  /** The business name the mail was written with, its sender's name (docs/decisions/065). */
  senderName?: string | undefined;
}

export function toNotification(row: MessageRow): Notification {
  return {
    id: row.id,
    type: row.template,
    recipient: row.recipient,
    subject: row.subject,
    message: row.bodyText,
    status: row.status,
    created_at: row.createdAt,
    sent_at: row.sentAt,
    attempts: row.attempts,
    error: row.lastError,
    next_attempt_at: row.nextAttemptAt,
    language: row.language,
    transport: row.transport === 'smtp' || row.transport === 'outbox' ? row.transport : null,
    booking_id: row.bookingId,
  };
}

interface OutboxOptions {
  db: MessagingDb;
  transport: MailTransport;
  /** MAIL_FROM: the address every mail is sent from, and the sender's name by default. */
  from: Mailbox;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often due messages are looked for; a new message is also tried at once. */
  pollMs?: number;
  /** First retry delay; later ones double (DELIVERY_RETRY). */
  retryBaseMs?: number;
}

/**
 * E-mail delivery (docs/decisions/008-email-outbox.md) on the shared outbox
 * (docs/decisions/035-shared-outbox.md): every message is stored as pending before any attempt,
 * so a crash or an SMTP outage loses nothing. Due messages are sent one by one; a failure records
 * the error and schedules a retry with back-off, until the last attempt leaves it failed for the
 * admin to retry. One refused recipient does not hold up the others.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, transport } = options;
  const delivery = createSharedOutbox({
    name: 'outbox',
    db,
    table: messages,
    log: options.log,
    now: options.now,
    pollMs: options.pollMs,
    batchSize: DELIVERY_BATCH,
    retry: { ...DELIVERY_RETRY, baseMs: options.retryBaseMs ?? DELIVERY_RETRY.baseMs },
    leaseMs: DELIVERY_LEASE_MS,
    async deliver(row) {
      await transport.send({
        from: senderOf(options.from, row.senderName),
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml,
        attachments: row.attachments ?? undefined,
        messageId: `<message-${row.id}-${row.createdAt.replace(/\D/g, '')}@morocco-tourism>`,
      });
      return { transport: transport.name };
    },
  });
  const kick = delivery.kick;

  return {
    /** Stores the message as pending and tries it at once, without waiting for the result. */
    enqueue(message: NewMessage): MessageRow {
      const row = insert(message);
      void kick();
      return row;
    },

    /**
     * Several messages that belong together (a contact form's two mails) stored in one go, with
     * `alongside`, a write of the caller's that must stand or fall with them.
     */
    enqueueAll(list: NewMessage[], alongside?: () => void): MessageRow[] {
      const rows = db.transaction(() => {
        alongside?.();
        return list.map(insert);
      });
      void kick();
      return rows;
    },

    findByIdempotencyKey: delivery.findByIdempotencyKey,

    /** Every message, newest first; or only those about one booking. */
    findMessages(filter: { bookingId?: number | undefined } = {}): Notification[] {
      return db
        .select()
        .from(messages)
        .where(
          filter.bookingId === undefined ? undefined : eq(messages.bookingId, filter.bookingId),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .all()
        .map(toNotification);
    },

    findMessage(id: number): Notification | undefined {
      const row = db.select().from(messages).where(eq(messages.id, id)).get();
      return row ? toNotification(row) : undefined;
    },

    /** The admin's retry of a failed message: a fresh set of attempts, starting now. */
    retry: delivery.retry,

    kick,

    start: delivery.start,

    /** Stops polling and lets a pass in progress finish: nothing is cut off mid-send. */
    async stop(): Promise<void> {
      await delivery.stop();
      transport.close();
    },
  };

  /** A key used before throws, as the unique index always did: the route answers the first. */
  function insert(message: NewMessage): MessageRow {
    const { row, created } = delivery.enqueue({
      template: message.template,
      language: message.language,
      recipient: message.recipient,
      replyTo: message.replyTo,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html,
      attachments: message.attachments?.length ? message.attachments : null,
      idempotencyKey: message.idempotencyKey,
      bookingId: message.bookingId ?? null,
      senderName: message.senderName || null,
    });
    if (!created) throw new Error(`idempotency key ${message.idempotencyKey} already used`);
    return row;
  }
}

export type Outbox = ReturnType<typeof createOutbox>;
