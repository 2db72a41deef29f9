import { z } from 'zod';
import { AdminBookingSchema } from './booking-record';
import { IsoDateSchema } from './common';
import { DepartureSchema } from './departures';

/**
 * GET /api/bookings/days/{date}: one Marrakech calendar day, `YYYY-MM-DD` from 2000 to 2100
 * (docs/decisions/058). The operator's morning check (docs/decisions/066).
 */
export const DepartureDayParamsSchema = z.object({ date: IsoDateSchema });
export type DepartureDayParams = z.infer<typeof DepartureDayParamsSchema>;

/** A manifest's totals (@mt/domain/manifest): its bookings, people and money, in euros. */
export const ManifestTotalsSchema = z.object({
  bookings: z.number().int(),
  participants: z.number().int(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
});

/**
 * One departure of the day (a tour on that start date) as the morning check reads it: its seats
 * as the Departures tab counts them, the guests on its manifest, and the pending bookings apart,
 * which are not counted as guests.
 */
export const DayDepartureSchema = DepartureSchema.omit({ bookings: true }).extend({
  /** The tour's titles as it was booked (the tour may have been renamed or deleted since). */
  tour_title: z.string(),
  tour_title_fr: z.string().nullable(),
  /** The bookings on the departure's manifest, by name. */
  guests: z.array(AdminBookingSchema),
  /** The bookings still waiting for the operator's decision, by name. */
  pending_guests: z.array(AdminBookingSchema),
  /** The manifest's totals (its guests only). */
  totals: ManifestTotalsSchema,
});
export type DayDeparture = z.infer<typeof DayDepartureSchema>;

/** The day's departures across every tour, with a guest or a pending booking, by tour. */
export const DepartureDaySchema = z.object({
  date: z.string(),
  departures: z.array(DayDepartureSchema),
});
export type DepartureDay = z.infer<typeof DepartureDaySchema>;
