import { SEAT_HOLDING_STATUSES } from '@mt/domain/booking-status';
import { AppError } from '@mt/service-kit/errors';
import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookings } from '../db/schema';

/** Seats on one departure that are still free: never below zero, even if the tour shrank. */
export function remainingSeats(maxParticipants: number, taken: number): number {
  return Math.max(0, maxParticipants - taken);
}

/**
 * Counts the participants of pending and confirmed bookings on one departure (DESIGN.md §4).
 * Prepared once: the count runs on every booking attempt, and building and preparing the SQL each
 * time cost more than the query. Call it inside the write transaction that inserts or reconfirms.
 */
export function prepareSeatCount(db: BookingsDb): (tourId: number, startDate: string) => number {
  const query = db
    .select({ taken: sum(bookings.participants) })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, sql.placeholder('tourId')),
        eq(bookings.startDate, sql.placeholder('startDate')),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .prepare();
  return (tourId, startDate) => Number(query.get({ tourId, startDate })?.taken ?? 0);
}

/** 409 unless `wanted` more seats fit on a departure with `remaining` free (DESIGN.md §4). */
export function assertSeatsFree(remaining: number, wanted: number): void {
  if (wanted <= remaining) return;
  throw new AppError(
    'CONFLICT',
    remaining === 0
      ? 'This date is fully booked. Please choose another date.'
      : `Only ${remaining} ${remaining === 1 ? 'place is' : 'places are'} left on this date.`,
  );
}
