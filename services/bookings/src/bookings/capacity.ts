import { SEAT_HOLDING_STATUSES } from '@mt/domain/booking-status';
import { AppError } from '@mt/service-kit/errors';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookings } from '../db/schema';

/** Seats on one departure that are still free: never below zero, even if the tour shrank. */
export function remainingSeats(maxParticipants: number, taken: number): number {
  return Math.max(0, maxParticipants - taken);
}

/**
 * Participants of pending and confirmed bookings on one departure (DESIGN.md §4). Call it inside
 * the write transaction that inserts or reconfirms, so that no other write can slip in between.
 */
export function seatsTaken(
  db: Pick<BookingsDb, 'select'>,
  tourId: number,
  startDate: string,
): number {
  const rows = db
    .select({ taken: sum(bookings.participants) })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, tourId),
        eq(bookings.startDate, startDate),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .all();
  return Number(rows[0]?.taken ?? 0);
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
