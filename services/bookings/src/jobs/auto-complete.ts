import { ACTOR_SYSTEM } from '@mt/contracts/booking-record';
import { autoCompleteEndDates } from '@mt/domain/trip-reminder';
import { OPERATOR_TIME_ZONE, todayIn } from '@mt/domain/trip-dates';
import { AppError } from '@mt/service-kit/errors';
import { and, between, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { createCompletion } from '../bookings/complete-booking';
import type { BookingsDb } from '../db/database';
import { bookings } from '../db/schema';
import type { BookingSettingsStore } from '../settings/booking-settings';

/**
 * Completes confirmed bookings the day after their trip ends, when the operator switched it on
 * (docs/decisions/052): exactly as the admin's completion does (the review link and its mail),
 * with "system" in the history.
 */
export function createAutoComplete(deps: {
  db: BookingsDb;
  settings: BookingSettingsStore;
  completeBooking: ReturnType<typeof createCompletion>;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  /** Bookings the completion refused (their tour is gone, …): left to the operator. */
  const refused = new Set<number>();

  /** Completes the bookings due now; answers how many. */
  return async function completeEndedTrips(): Promise<number> {
    if (!deps.settings.read().auto_complete) return 0;
    const { from, to } = autoCompleteEndDates(todayIn(OPERATOR_TIME_ZONE, deps.now()));
    const due = deps.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.status, 'confirmed'), between(bookings.endDate, from, to)))
      .all()
      .filter(({ id }) => !refused.has(id));
    let completed = 0;
    for (const { id } of due) {
      try {
        await deps.completeBooking(id, ACTOR_SYSTEM);
        completed += 1;
      } catch (error) {
        // Tours down: tried again next pass. A refusal (a conflict): not again in this process.
        if (error instanceof AppError && error.code === 'CONFLICT') refused.add(id);
        deps.log.warn({ err: error, bookingId: id }, 'a booking could not complete itself');
      }
    }
    return completed;
  };
}
