import { z } from 'zod';

/**
 * The pending holds that end soonest (docs/decisions/059): the dashboard's Overview lists them so
 * the operator confirms or cancels before a customer's request expires on its own.
 */

/** How many the Overview asks for, and the most one request may. */
export const PENDING_HOLDS_SHOWN = 5;
export const PENDING_HOLDS_MAX = 50;

/** GET /api/bookings/pending-holds?limit= (admin). */
export const PendingHoldsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PENDING_HOLDS_MAX).default(PENDING_HOLDS_SHOWN),
});
export type PendingHoldsQuery = z.input<typeof PendingHoldsQuerySchema>;

/** One pending booking and when its hold ends. */
export const PendingHoldSchema = z.object({
  booking_id: z.number().int(),
  reference: z.string(),
  customer_name: z.string(),
  tour_id: z.number().int(),
  /** The tour's titles when booked; the French one null when it had none. */
  tour_title: z.string(),
  tour_title_fr: z.string().nullable(),
  start_date: z.string(),
  number_of_participants: z.number().int(),
  /** When the booking came in, and when it expires unless the operator decides first. */
  held_since: z.string(),
  expires_at: z.string(),
});
export type PendingHold = z.infer<typeof PendingHoldSchema>;

/** The soonest to end first; `total` counts every pending hold; `hold_hours` is the setting. */
export const PendingHoldListSchema = z.object({
  items: z.array(PendingHoldSchema),
  total: z.number().int(),
  hold_hours: z.number().int(),
});
export type PendingHoldList = z.infer<typeof PendingHoldListSchema>;
