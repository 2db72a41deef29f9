import type { Notification, TemplateName } from '@mt/contracts/messaging';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { createBackgroundPass } from '@mt/service-kit/background-pass';
import type { MessagingDb } from '../db/database';
import { messages } from '../db/schema';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';
import type { MailTransport } from './transport';

type MessageRow = typeof messages.$inferSelect;

/** Messages read from the table at a time. */
const DELIVERY_BATCH = 20;

export interface NewMessage {
  template: TemplateName;
  language: 'en' | 'fr';
  recipient: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  idempotencyKey?: string | undefined;
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
  };
}

interface OutboxOptions {
  db: MessagingDb;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often due messages are looked for; a new message is also tried at once. */
  pollMs?: number;
  /** First retry delay; later ones double (backoff.ts). */
  retryBaseMs?: number;
}

/**
 * E-mail delivery (docs/decisions/008-email-outbox.md): every message is stored as pending before
 * any attempt, so a crash or an SMTP outage loses nothing. Due messages are sent one by one; a
 * failure records the error and schedules a retry with back-off, until MAX_ATTEMPTS leaves it
 * failed for the admin to retry. The queue is the table, so retries survive a restart.
 */
export function createOutbox(options: OutboxOptions) {
  const { db, transport, log } = options;
  const now = options.now ?? (() => new Date());

  async function attempt(row: MessageRow): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      await transport.send({
        from: options.from,
        to: row.recipient,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml,
        messageId: `<message-${row.id}-${row.createdAt.replace(/\D/g, '')}@morocco-tourism>`,
      });
      db.update(messages)
        .set({
          status: 'sent',
          attempts,
          sentAt: now().toISOString(),
          nextAttemptAt: null,
          transport: transport.name,
        })
        .where(eq(messages.id, row.id))
        .run();
      log.info(
        { messageId: row.id, template: row.template, transport: transport.name },
        'message sent',
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt =
        attempts < MAX_ATTEMPTS
          ? new Date(now().getTime() + retryDelayMs(attempts, options.retryBaseMs))
          : null;
      db.update(messages)
        .set({
          status: 'failed',
          attempts,
          lastError: reason.slice(0, 1000),
          nextAttemptAt: retryAt?.toISOString() ?? null,
        })
        .where(eq(messages.id, row.id))
        .run();
      log.warn({ messageId: row.id, attempts, retryAt, err: reason }, 'message not delivered');
    }
  }

  /** Tries one batch of due messages; true when it was full and more may be due. */
  async function deliverDue(): Promise<boolean> {
    const due = db
      .select()
      .from(messages)
      .where(
        and(
          inArray(messages.status, ['pending', 'failed']),
          isNotNull(messages.nextAttemptAt),
          lte(messages.nextAttemptAt, now().toISOString()),
        ),
      )
      .orderBy(asc(messages.id))
      .limit(DELIVERY_BATCH)
      .all();
    for (const row of due) await attempt(row);
    return due.length === DELIVERY_BATCH;
  }

  const delivery = createBackgroundPass(deliverDue, {
    pollMs: options.pollMs ?? 5000,
    log,
    name: 'outbox',
  });
  const kick = delivery.kick;

  return {
    /** Stores the message as pending and tries it at once, without waiting for the result. */
    enqueue(message: NewMessage): MessageRow {
      const row = insert(message);
      void kick();
      return row;
    },

    /** Several messages that belong together (a contact form's two mails) stored in one go. */
    enqueueAll(list: NewMessage[]): MessageRow[] {
      const rows = db.transaction(() => list.map(insert));
      void kick();
      return rows;
    },

    findByIdempotencyKey(key: string): MessageRow | undefined {
      return db.select().from(messages).where(eq(messages.idempotencyKey, key)).get();
    },

    findMessages(): Notification[] {
      return db
        .select()
        .from(messages)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .all()
        .map(toNotification);
    },

    findMessage(id: number): Notification | undefined {
      const row = db.select().from(messages).where(eq(messages.id, id)).get();
      return row ? toNotification(row) : undefined;
    },

    /** The admin's retry of a failed message: a fresh set of attempts, starting now. */
    retry(id: number): MessageRow | undefined {
      const row = db
        .update(messages)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now().toISOString() })
        .where(and(eq(messages.id, id), eq(messages.status, 'failed')))
        .returning()
        .get();
      if (row) void kick();
      return row;
    },

    kick,

    start: delivery.start,

    /** Stops polling and lets a pass in progress finish: nothing is cut off mid-send. */
    async stop(): Promise<void> {
      await delivery.stop();
      transport.close();
    },
  };

  function insert(message: NewMessage): MessageRow {
    return db
      .insert(messages)
      .values({
        template: message.template,
        language: message.language,
        recipient: message.recipient,
        replyTo: message.replyTo,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html,
        idempotencyKey: message.idempotencyKey,
        nextAttemptAt: now().toISOString(),
      })
      .returning()
      .get();
  }
}

export type Outbox = ReturnType<typeof createOutbox>;
