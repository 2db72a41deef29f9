import { createHash } from 'node:crypto';
import type { ValidBookingInput } from '@mt/contracts/bookings';
import { refuse } from '@mt/service-kit/errors';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookingRequests, bookings } from '../db/schema';
import type { BookingRow } from './booking-view';

/** How long a request's Idempotency-Key answers with its booking (docs/decisions/030). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A booking request's Idempotency-Key as the service keeps it (docs/decisions/030): scoped to the
 * customer it books for, with the hash of its body and the time it came, by the app's clock.
 */
export interface BookingRequestKey {
  /** SHA-256 of the customer's e-mail (in lower case) and the key: one customer's key space. */
  key: string;
  /** SHA-256 of the validated body: the same key with another body is refused. */
  requestHash: string;
  at: Date;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The key a request carries, scoped: the key alone is the client's own choice, so two clients that
 * happen to send the same one (a constant, a broken generator) must not meet. The booking's e-mail
 * is the one identity a public booking has.
 */
export function bookingRequestKey(
  key: string,
  input: ValidBookingInput,
  at: Date,
): BookingRequestKey {
  return {
    key: sha256(`${input.email.toLowerCase()}\n${key}`),
    // The validated body, in the schema's key order: the same request hashes the same.
    requestHash: sha256(JSON.stringify(input)),
    at,
  };
}

const windowStart = (request: BookingRequestKey) =>
  new Date(request.at.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();

/**
 * The booking an earlier request with this key made within the window; 422 when that request had
 * another body (the IETF Idempotency-Key draft's answer to a key reused for another payload).
 */
export function findKeyedBooking(
  db: BookingsDb,
  request: BookingRequestKey,
): BookingRow | undefined {
  const earlier = db
    .select({ requestHash: bookingRequests.requestHash, booking: bookings })
    .from(bookingRequests)
    .innerJoin(bookings, eq(bookings.id, bookingRequests.bookingId))
    .where(
      and(
        eq(bookingRequests.key, request.key),
        gte(bookingRequests.createdAt, windowStart(request)),
      ),
    )
    .get();
  if (!earlier) return undefined;
  if (earlier.requestHash !== request.requestHash) {
    throw refuse('UNPROCESSABLE', 'IDEMPOTENCY_KEY_REUSED');
  }
  return earlier.booking;
}

/**
 * Keeps the request's key with the booking it made, in the booking's transaction, and forgets
 * every key older than the window (this one's own earlier use included), so the table holds at
 * most a day of keys.
 */
export function rememberRequest(db: BookingsDb, request: BookingRequestKey, bookingId: number) {
  db.delete(bookingRequests)
    .where(lt(bookingRequests.createdAt, windowStart(request)))
    .run();
  db.insert(bookingRequests)
    .values({
      key: request.key,
      requestHash: request.requestHash,
      bookingId,
      createdAt: request.at.toISOString(),
    })
    .run();
}
