import { randomUUID } from 'node:crypto';
import { AppError } from '@mt/service-kit/errors';
import type { InternalClient } from '@mt/service-kit/internal-client';
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundPass } from '@mt/service-kit/background-pass';
import type { BookingsDb } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailRequest } from './booking-mails';

/** Mails read from the table at a time. */
const HAND_OVER_BATCH = 50;

/**
 * How long after a booking change its mails wait to be handed over: the mails of a burst of
 * bookings go in one pass after it, not one by one during it (rendering a mail costs messaging
 * several milliseconds). A customer cannot tell a second.
 */
const HAND_OVER_DELAY_MS = 1000;

/** Longest wait between two hand-over attempts while messaging is down. */
const MAX_RETRY_MS = 5 * 60 * 1000;

/** 5 s, 10 s, 20 s … doubling up to five minutes, and never giving up: a mail is owed. */
export function handOverDelayMs(attemptsSoFar: number, baseMs = 5000): number {
  return Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, attemptsSoFar - 1));
}

interface MailOutboxOptions {
  db: BookingsDb;
  messaging: InternalClient;
  log: FastifyBaseLogger;
  now?: () => Date;
  pollMs?: number;
  retryBaseMs?: number;
}

/**
 * Mail never holds up or loses a booking (docs/decisions/011-bookings-capacity-and-mail.md):
 * booking changes write their mails here in the same transaction, and this hands them to
 * messaging's `/internal/messages` afterwards. A mail leaves the table's queue only when messaging
 * has taken it; the idempotency key, made once per row, means a hand-over repeated after a lost
 * answer is still one mail.
 */
export function createMailOutbox(options: MailOutboxOptions) {
  const { db, messaging, log } = options;
  const now = options.now ?? (() => new Date());
  // While messaging is down, no mail is tried before the one that failed: they stay in order.
  let pausedUntil = 0;

  type Row = typeof mailOutbox.$inferSelect;

  // Prepared once: a booking writes its mails and every hand-over records its outcome, and
  // building these statements each time cost more than running them.
  const insertMail = db
    .insert(mailOutbox)
    .values({
      bookingId: sql.placeholder('bookingId'),
      template: sql.placeholder('template'),
      language: sql.placeholder('language'),
      recipient: sql.placeholder('recipient'),
      data: sql.placeholder('data'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      nextAttemptAt: sql.placeholder('nextAttemptAt'),
    })
    .prepare();
  const dueMails = db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql.placeholder('now'))),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(HAND_OVER_BATCH)
    .prepare();
  // drizzle's types take placeholders in `set` only wrapped in SQL; the values need no mapping.
  const param = (name: string) => sql`${sql.placeholder(name)}`;
  const recordOutcome = db
    .update(mailOutbox)
    .set({
      status: param('status'),
      attempts: param('attempts'),
      nextAttemptAt: param('nextAttemptAt'),
      handedOverAt: param('handedOverAt'),
      lastError: param('lastError'),
    })
    .where(eq(mailOutbox.id, sql.placeholder('id')))
    .prepare();
  type Outcome = Pick<Row, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'handedOverAt'>;
  const record = (row: Row, outcome: Partial<Outcome> & Pick<Outcome, 'attempts'>) =>
    recordOutcome.run({
      id: row.id,
      status: outcome.status ?? row.status,
      attempts: outcome.attempts,
      nextAttemptAt: outcome.nextAttemptAt ?? row.nextAttemptAt,
      handedOverAt: outcome.handedOverAt ?? row.handedOverAt,
      lastError: outcome.lastError === undefined ? row.lastError : outcome.lastError,
    });

  /** Hands one mail over; false when messaging is unreachable and the pass should stop. */
  async function handOver(row: Row): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      const response = await messaging.request('POST', '/internal/messages', {
        template: row.template,
        data: row.data,
        language: row.language,
        to: row.recipient,
        idempotency_key: row.idempotencyKey,
      });
      if (response.ok) {
        record(row, {
          status: 'handed_over',
          attempts,
          handedOverAt: now().toISOString(),
          lastError: null,
        });
        return true;
      }
      // Messaging understood and refused: retrying the same request cannot help.
      const reason = `messaging answered ${response.status}: ${JSON.stringify(response.body).slice(0, 500)}`;
      record(row, { status: 'failed', attempts, lastError: reason });
      log.error({ mailId: row.id, template: row.template, reason }, 'mail refused by messaging');
      return true;
    } catch (error) {
      const reason = error instanceof AppError ? error.detail : String(error);
      const retryAt = new Date(now().getTime() + handOverDelayMs(attempts, options.retryBaseMs));
      record(row, { attempts, lastError: reason, nextAttemptAt: retryAt.toISOString() });
      pausedUntil = retryAt.getTime();
      log.warn({ mailId: row.id, attempts, retryAt }, 'messaging unavailable; mail kept for later');
      return false;
    }
  }

  /** Hands over one batch of due mails; true when it was full and more may be due. */
  async function handOverDue(): Promise<boolean> {
    if (now().getTime() < pausedUntil) return false;
    const due = dueMails.all({ now: now().toISOString() });
    for (const row of due) {
      if (!(await handOver(row))) return false;
    }
    return due.length === HAND_OVER_BATCH;
  }

  const handOvers = createBackgroundPass(handOverDue, {
    pollMs: options.pollMs ?? 5000,
    log,
    name: 'mail outbox',
  });

  return {
    /** Writes mails; call it inside the caller's transaction, and `handOverSoon` once it commits. */
    add(bookingId: number, mails: MailRequest[]): void {
      for (const mail of mails) {
        insertMail.run({
          bookingId,
          template: mail.template,
          language: mail.language,
          recipient: mail.recipient,
          data: mail.data,
          idempotencyKey: `booking-mail-${randomUUID()}`,
          nextAttemptAt: now().toISOString(),
        });
      }
    },

    handOverSoon: () => handOvers.kickSoon(HAND_OVER_DELAY_MS),

    /** Mails still owed to messaging: for tests and for /health-style checks. */
    pendingCount(): number {
      return (
        db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending')).get()
          ?.n ?? 0
      );
    },

    start: handOvers.start,
    stop: handOvers.stop,
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
