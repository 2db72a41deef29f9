import {
  bookingWindow,
  checkDateInWindow,
  type BookingWindow,
  type StartDateProblem,
} from '@mt/domain/trip-dates';
import { z } from 'zod';
import { isRealDate, RealDateSchema } from './common';
import { DEFAULT_BOOKING_HORIZON_MONTHS } from './form-limits';
import { REFUSALS } from './refusals';

/** The default horizon (docs/decisions/022), in form-limits.ts for the booking form. */
export { DEFAULT_BOOKING_HORIZON_MONTHS };
/** The bounds of BOOKING_HORIZON_MONTHS: at least a month, at most ten years. */
export const BOOKING_HORIZON_LIMITS = { min: 1, max: 120 } as const;

/** What the date rules need: today in Marrakech (asked at each check) and the horizon. */
export interface BookingCalendar {
  today: () => string;
  horizonMonths: number;
}

export function windowOf(calendar: BookingCalendar): BookingWindow {
  return bookingWindow(calendar.today(), calendar.horizonMonths);
}

/** The services' texts for a start date's problems (./refusals.ts); the web app translates them. */
export const START_DATE_MESSAGES: Record<StartDateProblem | 'required', string> = {
  required: 'Start date is required',
  past: REFUSALS.START_DATE_PAST({}),
  beyond_horizon: REFUSALS.START_DATE_BEYOND_HORIZON({}),
  not_a_departure: REFUSALS.START_DATE_NOT_A_DEPARTURE({}),
};

/**
 * The start date (docs/decisions/022): required, a real date, from today to the horizon's last
 * day. The tour's own rules (its departures, and the end date its length gives) are checked where
 * the tour is known.
 */
export function bookingStartDateSchema(calendar: BookingCalendar) {
  return z
    .string({ error: START_DATE_MESSAGES.required })
    .min(1, { error: START_DATE_MESSAGES.required, abort: true })
    .pipe(RealDateSchema)
    .check((context) => {
      if (!isRealDate(context.value)) return;
      const problem = checkDateInWindow(context.value, windowOf(calendar));
      if (problem) {
        context.issues.push({
          code: 'custom',
          message: START_DATE_MESSAGES[problem],
          input: context.value,
        });
      }
    });
}
