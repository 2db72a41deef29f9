import { z } from 'zod';
import { IsoDateSchema } from './common';

/**
 * The data each e-mail template of the messaging service reads. Other services build these to ask
 * for a mail (`/internal/messages`), and messaging validates them before rendering.
 */

const AmountSchema = z.number().min(0);

/** What every booking e-mail shows; `booking_received` and `booking_new` add to it. */
export const BookingSummarySchema = z.object({
  booking_id: z.number().int().positive(),
  customer_name: z.string().trim().min(1).max(200),
  tour_title: z.string().trim().min(1).max(300),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  participants: z.number().int().min(1),
  total_price: AmountSchema,
});
export type BookingSummary = z.infer<typeof BookingSummarySchema>;

export const BookingPricingSchema = BookingSummarySchema.extend({
  days: z.number().int().min(1),
  price_per_person: AmountSchema,
});
export type BookingPricing = z.infer<typeof BookingPricingSchema>;

const OptionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const BookingNewDataSchema = BookingPricingSchema.extend({
  email: z.string().trim().min(1).max(254),
  phone: OptionalTextSchema(50),
  special_requests: OptionalTextSchema(5000),
  admin_url: z.string().trim().min(1).max(2000),
});
export type BookingNewData = z.infer<typeof BookingNewDataSchema>;

export const ReviewRequestDataSchema = z.object({
  customer_name: z.string().trim().min(1).max(200),
  tour_title: z.string().trim().min(1).max(300),
  review_url: z.string().trim().min(1).max(2000),
});
export type ReviewRequestData = z.infer<typeof ReviewRequestDataSchema>;
