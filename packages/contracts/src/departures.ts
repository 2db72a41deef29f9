import { z } from 'zod';
import { addMonths } from '@mt/domain/trip-dates';
import { windowOf, type BookingCalendar } from './booking-dates';
import { MonthSchema } from './bookings';
import { IdSchema, IsoDateSchema, isRealDate, isWithinDateBounds } from './common';
import { TOUR_LIMITS } from './tours';
import { AdminBookingSchema } from './booking-record';

/**
 * One departure of a tour (docs/product.md, Departures): a tour on a start date. The operator
 * may give a date its own capacity (never below the seats already booked) and stop its sales;
 * otherwise it takes the tour's maximum participants and is on sale.
 */
export const DepartureSchema = z.object({
  tour_id: z.number().int(),
  date: z.string(),
  /** Seats on this date: the operator's own figure, or the tour's maximum. */
  capacity: z.number().int(),
  /** Whether the operator set this date's capacity (false: the tour's maximum applies). */
  capacity_set: z.boolean(),
  /** Seats held by its bookings not cancelled (@mt/domain/booking-status `holdsSeats`). */
  booked: z.number().int(),
  seats_left: z.number().int(),
  sales_stopped: z.boolean(),
  /** Bookings waiting for the operator's decision. */
  pending: z.number().int(),
  /** Every booking on the date, with its reference, paid and balance. */
  bookings: z.array(AdminBookingSchema),
});
export type Departure = z.infer<typeof DepartureSchema>;

/** GET /api/bookings/departures?tour_id=&month=: the month's departures that have bookings or a setting. */
export const DeparturesQuerySchema = z
  .object({
    tour_id: IdSchema,
    month: MonthSchema,
  })
  .strict();
export type DeparturesQuery = z.input<typeof DeparturesQuerySchema>;

export const DepartureListSchema = z.array(DepartureSchema);

/** How far back the operator may still set a departure: a year, for the months they look back on. */
export const DEPARTURE_MONTHS_BACK = 12;

/** The dates a departure's settings may name: a year back from today to the booking horizon. */
export function departureWindow(calendar: BookingCalendar): { first: string; last: string } {
  const { today, lastDate } = windowOf(calendar);
  return { first: addMonths(today, -DEPARTURE_MONTHS_BACK), last: lastDate };
}

/**
 * PUT /api/bookings/departures/{tour_id}/{date}'s address: a real date within the departure window,
 * read at each request (docs/decisions/050), so no year 0001 or 9999 is ever stored.
 */
export function departureParamsSchema(calendar: BookingCalendar) {
  return z.object({
    tour_id: IdSchema,
    date: IsoDateSchema.check((context) => {
      // A date outside 2000–2100 already has that bound's message (docs/decisions/058).
      if (!isRealDate(context.value) || !isWithinDateBounds(context.value)) return;
      const { first, last } = departureWindow(calendar);
      if (context.value < first || context.value > last) {
        context.issues.push({
          code: 'custom',
          message: `Use a date from ${first} to ${last}`,
          input: context.value,
        });
      }
    }),
  });
}

/**
 * PUT /api/bookings/departures/{tour_id}/{date}: the operator's settings for one date. `capacity`
 * null returns the date to the tour's maximum.
 */
export const DepartureSettingsSchema = z
  .object({
    capacity: z
      .number()
      .int()
      .min(1, 'At least 1')
      .max(TOUR_LIMITS.maxParticipants, `At most ${TOUR_LIMITS.maxParticipants}`)
      .nullable(),
    sales_stopped: z.boolean(),
  })
  .strict();
export type DepartureSettings = z.infer<typeof DepartureSettingsSchema>;
