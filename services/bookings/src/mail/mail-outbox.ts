import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';
import { AppError } from '@mt/service-kit/errors';
import type { InternalClient } from '@mt/service-kit/internal-client';
import { createOutbox, DeliveryRefused } from '@mt/service-kit/outbox/outbox';
import type { RetrySchedule } from '@mt/service-kit/outbox/retry-delay';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { BookingsDb } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { MailRequest } from './booking-mails';

/**
 * How long after a booking change its mails wait to be handed over: the mails of a burst of
 * bookings go in one pass after it, not one by one during it (rendering a mail costs messaging
 * several milliseconds). A customer cannot tell a second.
 */
const HAND_OVER_DELAY_MS = 1000;

/** 5 s, 10 s, 20 s … doubling up to five minutes, and never giving up: a mail is owed. */
export const HAND_OVER_RETRY: RetrySchedule = { baseMs: 5000, maxMs: 5 * 60 * 1000 };

interface MailOutboxOptions {
  db: BookingsDb;
  messaging: InternalClient;
  log: FastifyBaseLogger;
  now?: () => Date;
  pollMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/**
 * Mail never holds up or loses a booking (docs/decisions/011-bookings-capacity-and-mail.md):
 * booking changes write their mails here in the same transaction, and the shared outbox
 * (docs/decisions/035-shared-outbox.md) hands them to messaging's `/internal/messages`
 * afterwards, in order, pausing while messaging is unreachable. The idempotency key, made once
 * per row, means a hand-over repeated after a lost answer is still one mail.
 */
export function createMailOutbox(options: MailOutboxOptions) {
  const { messaging } = options;
  const outbox = createOutbox({
    name: 'mail outbox',
    db: options.db,
    table: mailOutbox,
    log: options.log,
    now: options.now,
    pollMs: options.pollMs,
    batchSize: 50,
    retry: {
      ...HAND_OVER_RETRY,
      baseMs: options.retryBaseMs ?? HAND_OVER_RETRY.baseMs,
      maxMs: options.retryMaxMs ?? HAND_OVER_RETRY.maxMs,
    },
    // One receiver: when it is down, no later mail is tried before the one that failed.
    pauseAfterFailure: true,
    // A hand-over ends within the client's time-out.
    leaseMs: REQUEST_TIMEOUT_MS + 5000,
    async deliver(row) {
      let response;
      try {
        response = await messaging.request('POST', '/internal/messages', {
          template: row.template,
          data: row.data,
          language: row.language,
          to: row.recipient,
          idempotency_key: row.idempotencyKey,
          booking_id: row.bookingId,
        });
      } catch (error) {
        throw new Error(error instanceof AppError ? error.detail : String(error));
      }
      // Messaging understood and refused: retrying the same request cannot help (a bug).
      if (!response.ok)
        throw new DeliveryRefused(
          `messaging answered ${response.status}: ${JSON.stringify(response.body).slice(0, 500)}`,
        );
    },
  });

  const outboxNow = options.now ?? (() => new Date());

  return {
    /**
     * Writes mails; call it inside the caller's transaction, and `handOverSoon` once it commits.
     * A mail with `notBefore` is written held: nothing is due until `releaseHeld` passes it.
     */
    add(bookingId: number, mails: MailRequest[]): void {
      for (const mail of mails) {
        outbox.enqueue({
          bookingId,
          template: mail.template,
          language: mail.language,
          recipient: mail.recipient,
          data: mail.data,
          idempotencyKey: `booking-mail-${randomUUID()}`,
          ...(mail.notBefore && { notBefore: mail.notBefore, nextAttemptAt: null }),
        });
      }
    },

    /**
     * Makes the held mails whose time has come (by `now`, the app's clock that decided it) due at
     * once, by the outbox's own clock, and hands them over; answers how many. A row is released
     * once: a released row has its next attempt set, and is sent or failed from then on.
     */
    releaseHeld(now: Date): number {
      const released = options.db
        .update(mailOutbox)
        .set({ nextAttemptAt: outboxNow().toISOString() })
        .where(
          and(
            isNull(mailOutbox.nextAttemptAt),
            eq(mailOutbox.status, 'pending'),
            lte(mailOutbox.notBefore, now.toISOString()),
          ),
        )
        .run();
      if (released.changes > 0) void outbox.kick();
      return released.changes;
    },

    handOverSoon: () => outbox.kickSoon(HAND_OVER_DELAY_MS),

    /** Mails still owed to messaging: for tests and for /health-style checks. */
    pendingCount: outbox.owedCount,

    start: outbox.start,
    stop: outbox.stop,
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
