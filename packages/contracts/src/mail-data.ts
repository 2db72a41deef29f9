import { z } from 'zod';
import { isPaymentLink } from './booking-record';
import { IsoDateSchema, LanguageSchema } from './common';

/**
 * The data each e-mail template of the messaging service reads. Other services build these to ask
 * for a mail (`/internal/messages`), and messaging validates them before rendering.
 */

const AmountSchema = z.number().min(0);

const NameSchema = z.string().trim().min(1).max(100);

/**
 * A line of the booking's price (docs/decisions/074), in cents and named in both languages, so
 * that each mail writes it in its reader's: the customer's and the operator's may differ.
 */
export const MailPriceLineSchema = z.object({
  kind: z.enum(['category', 'minimum', 'group', 'extra', 'discount']),
  item_id: z.number().int().nullable(),
  name: NameSchema,
  name_fr: NameSchema.nullable(),
  quantity: z.number().int().min(0).max(1000),
  unit_cents: z.number().int(),
  total_cents: z.number().int(),
});

/** What every booking e-mail shows; `booking_received` and `booking_new` add to it. */
export const BookingSummarySchema = z.object({
  booking_id: z.number().int().positive(),
  /**
   * The booked tour, whose meeting point the confirmation prints (docs/decisions/043). Optional:
   * mails queued before it was sent have none, and go without.
   */
  tour_id: z.number().int().positive().optional(),
  customer_name: z.string().trim().min(1).max(200),
  tour_title: z.string().trim().min(1).max(300),
  start_date: IsoDateSchema,
  end_date: IsoDateSchema,
  participants: z.number().int().min(1),
  total_price: AmountSchema,
  /** The option booked and the price line by line; absent from mails queued before them. */
  option: z.object({ name: NameSchema, name_fr: NameSchema.nullable() }).nullish(),
  lines: z.array(MailPriceLineSchema).max(50).optional(),
  /** The hotel or riad where the customer is picked up, when they gave one. */
  pickup_place: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
});
export type BookingSummary = z.infer<typeof BookingSummarySchema>;

/**
 * What a booking's tour asks before the trip (docs/decisions/054), in euros: the percentage, the
 * deposit still due, what was received and the balance after the deposit. The three amounts add
 * up to the total (@mt/domain/deposit).
 */
export const DepositTermsSchema = z.object({
  percent: z.number().int().min(1).max(100),
  deposit_due: AmountSchema,
  paid: AmountSchema,
  balance: AmountSchema,
});
export type DepositTerms = z.infer<typeof DepositTermsSchema>;

/**
 * Where the customer's account stands, in euros (docs/decisions/069): what was paid so far and
 * the balance still owed (@mt/domain/booking-balance). Every customer mail that states the total
 * states these beside it; mails queued before they were sent have none, and go without.
 */
export const BookingAccountSchema = z.object({ paid: AmountSchema, balance: AmountSchema });
export type BookingAccount = z.infer<typeof BookingAccountSchema>;
const account = BookingAccountSchema.nullish().transform((value) => value ?? null);

/**
 * The confirmation (and the payment link's own mail): the summary, the deposit when the tour asks
 * one, and the operator's payment page when they gave one, an https address only.
 */
export const BookingConfirmedDataSchema = BookingSummarySchema.extend({
  account,
  deposit: DepositTermsSchema.nullish().transform((value) => value ?? null),
  payment_link: z
    .string()
    .max(2000)
    .refine(isPaymentLink, 'Not an https address')
    .nullish()
    .transform((value) => value ?? null),
});
export type BookingConfirmedData = z.infer<typeof BookingConfirmedDataSchema>;

/** The payment link sent on its own, to a booking already confirmed: the link is required. */
export const PaymentLinkDataSchema = BookingConfirmedDataSchema.extend({
  payment_link: z.string().max(2000).refine(isPaymentLink, 'Not an https address'),
});
export type PaymentLinkData = z.infer<typeof PaymentLinkDataSchema>;

export const BookingPricingSchema = BookingSummarySchema.extend({
  days: z.number().int().min(1),
  price_per_person: AmountSchema,
});
export type BookingPricing = z.infer<typeof BookingPricingSchema>;

/**
 * What the visitor typed that a booking's summary repeats: their name and the pickup place (the
 * special requests go to the operator alone). Anyone may type any address in the public form, so
 * a mail sent before the operator accepted the booking, to an address nobody has verified, carries
 * none of it: only the booking's facts (docs/decisions/063).
 */
const VISITOR_TEXT = { customer_name: true, pickup_place: true } as const;

/**
 * The booking received, the mail every public booking sends: its facts (reference, tour, dates,
 * participants, prices), and whatever visitor text arrives is stripped, mails queued before this
 * rule included.
 */
export const BookingReceivedDataSchema = BookingPricingSchema.omit(VISITOR_TEXT).extend({
  account,
});
export type BookingReceivedData = z.infer<typeof BookingReceivedDataSchema>;

/**
 * The cancellation. `declined`: the operator cancelled a request they never confirmed, so the
 * address is still nobody's word, and the mail carries the booking's facts only, like the booking
 * received. A cancellation after a confirmation carries the summary whole.
 */
export const BookingCancelledDataSchema = BookingSummarySchema.extend({
  declined: z.boolean().default(false),
}).transform(({ declined, ...summary }) =>
  declined ? { ...summary, customer_name: null, pickup_place: null } : summary,
);
export type BookingCancelledData = z.output<typeof BookingCancelledDataSchema>;
export type BookingCancelledInput = z.input<typeof BookingCancelledDataSchema>;

const OptionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

export const BookingNewDataSchema = BookingPricingSchema.extend({
  /**
   * The operator's copy is in the operator's language (docs/decisions/043): `tour_title` is the
   * English title and this the French one, when the tour has it; the customer's language is named.
   */
  tour_title_fr: OptionalTextSchema(300),
  customer_language: LanguageSchema.optional(),
  email: z.string().trim().min(1).max(254),
  phone: OptionalTextSchema(50),
  special_requests: OptionalTextSchema(5000),
  admin_url: z.string().trim().min(1).max(2000),
});
export type BookingNewData = z.infer<typeof BookingNewDataSchema>;

/**
 * The reminder before a trip (docs/decisions/052): the summary, and what to bring as the operator
 * wrote it in the booking's language when the reminder was queued. The meeting point and what is
 * included are read from the tour, and the phone numbers from the settings, as it is written.
 */
export const BookingReminderDataSchema = BookingSummarySchema.extend({
  what_to_bring: OptionalTextSchema(1000),
  account,
});
export type BookingReminderData = z.infer<typeof BookingReminderDataSchema>;

export const ReviewRequestDataSchema = z.object({
  /** The booking reviewed, whose reference the mail shows; mails queued before it have none. */
  booking_id: z.number().int().positive().optional(),
  customer_name: z.string().trim().min(1).max(200),
  tour_title: z.string().trim().min(1).max(300),
  review_url: z.string().trim().min(1).max(2000),
  /**
   * The day the link opens, the trip's last (docs/decisions/053), when it was still to come as the
   * booking was completed: the mail says so. Only mails queued before the request waited for the
   * trip's end (docs/decisions/064) carry it: bookings now sends the mail once the link is open.
   */
  opens_on: IsoDateSchema.optional(),
});
export type ReviewRequestData = z.infer<typeof ReviewRequestDataSchema>;

/**
 * A pending booking whose hold ended without the operator's decision (docs/decisions/059): the
 * customer hears that the request expired and its places are free again; `hold_hours` is how
 * long it waited.
 */
const BookingExpiredFactsSchema = BookingSummarySchema.extend({
  hold_hours: z.number().int().min(1),
});

/**
 * To the customer: the request was never confirmed, so the address is still nobody's word
 * (docs/decisions/063), and the mail carries the booking's facts only, like the booking received.
 */
export const BookingExpiredDataSchema = BookingExpiredFactsSchema.transform((facts) => ({
  ...facts,
  customer_name: null,
  pickup_place: null,
}));
export type BookingExpiredData = z.output<typeof BookingExpiredDataSchema>;
export type BookingExpiredInput = z.input<typeof BookingExpiredDataSchema>;

/**
 * The operator's copy, in the operator's language: both titles, the customer's address (its
 * Reply-To) and phone, and the way to the booking's page, where "Reconfirm" revives it.
 */
export const BookingExpiredOperatorDataSchema = BookingExpiredFactsSchema.extend({
  tour_title_fr: OptionalTextSchema(300),
  email: z.string().trim().min(1).max(254),
  phone: OptionalTextSchema(50),
  admin_url: z.string().trim().min(1).max(2000),
});
export type BookingExpiredOperatorData = z.infer<typeof BookingExpiredOperatorDataSchema>;
