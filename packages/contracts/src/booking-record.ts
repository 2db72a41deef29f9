import { parseBookingReference } from '@mt/domain/booking-reference';
import { z } from 'zod';
import { BookingSchema, BookingStatusSchema } from './bookings';
import { IdSchema, IsoDateSchema, LanguageSchema } from './common';
import { multiLineText, singleLineText } from './text';

/**
 * A booking's own record in the admin (docs/product.md, Admin dashboard, A booking's page; the
 * data model is docs/decisions/049): its reference, paid and balance, the history of its status,
 * the operator's internal notes and the payments received, recorded by hand.
 */

export const BOOKING_NOTE_MAX = 2000;
export const PAYMENT_NOTE_MAX = 300;
/** The largest single payment the operator records: a typing slip, not a trip, above it. */
export const PAYMENT_MAX_EUROS = 100_000;

/** How a payment reached the operator; no payment provider is involved (docs/decisions/049). */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'card_terminal', 'other'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'Choose cash, bank transfer, card terminal or other',
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * A booking as the admin lists it: the reference the customer quotes, and what was paid and is
 * left to pay, in euros. A negative balance is an overpayment.
 */
export const AdminBookingSchema = BookingSchema.extend({
  reference: z.string(),
  paid: z.number(),
  balance: z.number(),
  /** The tour's French title when booked, for a French dashboard; null when it had none. */
  tour_title_fr: z.string().nullable(),
  /** The deposit the tour asked when booked, kept with the booking (docs/decisions/054). */
  deposit_percent: z.number().int(),
  /** That deposit in euros, and what of it is still due once the payments are counted. */
  deposit: z.number(),
  deposit_due: z.number(),
  /** The operator's own payment page for this booking, pasted by hand; null when none. */
  payment_link: z.string().nullable(),
});
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

export const PAYMENT_LINK_MAX = 2000;
export const PAYMENT_LINK_MESSAGE = 'Paste an https:// address';

/** An https:// address with a host, nothing else: the link goes into e-mails as a button. */
export function isPaymentLink(value: string): boolean {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * PUT /bookings/{id}/payment-link (docs/decisions/054): the operator's payment page for this
 * booking, from their own provider; empty or null removes it. No provider is called or faked.
 */
export const PaymentLinkInputSchema = z.object({
  payment_link: singleLineText()
    .max(PAYMENT_LINK_MAX, `At most ${PAYMENT_LINK_MAX} characters`)
    .refine((value) => value === '' || isPaymentLink(value), PAYMENT_LINK_MESSAGE)
    .nullable()
    .transform((value) => value || null),
});
export type PaymentLinkInput = z.input<typeof PaymentLinkInputSchema>;

/**
 * The admin's search of every booking (docs/decisions/051-booking-search.md), each parameter
 * optional: `q` (a name, an e-mail, a phone number or a reference like MT-000123), the status,
 * the tour, travel dates (the trip's start) and booking dates (Marrakech days), `payment=unpaid`
 * (not cancelled, money left to pay), `viewed=no` (not yet opened), a sort and a page.
 */
export const BOOKING_SORTS = ['booked', 'travel', 'name', 'total'] as const;
export const BOOKING_PAGE_SIZE = 50;
export const BOOKING_PAGE_SIZE_MAX = 100;
export const BOOKING_SEARCH_MAX = 100;

const fromTo = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;

const filterShape = {
  q: z
    .string()
    .trim()
    .max(BOOKING_SEARCH_MAX, `At most ${BOOKING_SEARCH_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
  status: BookingStatusSchema.optional(),
  tour_id: IdSchema.optional(),
  travel_from: IsoDateSchema.optional(),
  travel_to: IsoDateSchema.optional(),
  booked_from: IsoDateSchema.optional(),
  booked_to: IsoDateSchema.optional(),
  payment: z.enum(['unpaid'], { error: 'payment may only be unpaid' }).optional(),
  viewed: z.enum(['yes', 'no'], { error: 'viewed may be yes or no' }).optional(),
  sort: z.enum(BOOKING_SORTS, { error: 'sort may be booked, travel, name or total' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order may be asc or desc' }).optional(),
};

/** A range's start after its end is refused, not answered with nothing. */
function withRanges<T extends z.ZodObject<typeof filterShape>>(schema: T) {
  return schema
    .refine((query) => fromTo(query.travel_from, query.travel_to), {
      error: 'travel_from must not be after travel_to',
      path: ['travel_to'],
    })
    .refine((query) => fromTo(query.booked_from, query.booked_to), {
      error: 'booked_from must not be after booked_to',
      path: ['booked_to'],
    });
}

export const BookingFiltersSchema = withRanges(z.object(filterShape));
export type BookingFilters = z.output<typeof BookingFiltersSchema>;

/**
 * GET /bookings/search: the filters, and which page of how many (newest booked first by
 * default).
 */
export const BookingSearchQuerySchema = withRanges(
  z.object({
    ...filterShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(BOOKING_PAGE_SIZE_MAX).default(BOOKING_PAGE_SIZE),
  }),
);
export type BookingSearchQuery = z.output<typeof BookingSearchQuerySchema>;

/**
 * The dashboard's search, on a path of its own beside the specification's list
 * (docs/decisions/061).
 */
export const BOOKING_SEARCH_PATH = '/api/bookings/bookings/search';
const SEARCH_ONLY = `GET /api/bookings/bookings lists every booking; search with GET ${BOOKING_SEARCH_PATH}`;

/**
 * GET /bookings, the specification's list (docs/product.md, The specification's API): every
 * booking, newest first, without parameters. A parameter of the search is refused rather than
 * ignored: an answer of every booking to `?status=pending` would mislead whoever asked. Any other
 * parameter is ignored, as on every read.
 */
export const AllBookingsQuerySchema = z.object(
  Object.fromEntries(
    [...Object.keys(filterShape), 'page', 'page_size'].map((name) => [
      name,
      z.never({ error: SEARCH_ONLY }).optional(),
    ]),
  ),
);

/** GET /bookings/export.csv: the same filters, every matching booking, in the reader's language. */
export const BookingExportQuerySchema = withRanges(
  z.object({ ...filterShape, lang: LanguageSchema.default('en') }),
);
export type BookingExportQuery = z.output<typeof BookingExportQuerySchema>;

/** One page of the search, and how many bookings match in all. */
export const BookingPageSchema = z.object({
  items: z.array(AdminBookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type BookingPage = z.infer<typeof BookingPageSchema>;

/** Who made a change: an admin's e-mail, or the customer (the booking form) or the system. */
export const ACTOR_CUSTOMER = 'customer';
export const ACTOR_SYSTEM = 'system';

/**
 * Why the system changed a status, when it did on its own: a pending booking whose hold ended
 * without the operator's decision (docs/decisions/059).
 */
export const STATUS_CHANGE_REASONS = ['hold_expired'] as const;
export const StatusChangeReasonSchema = z.enum(STATUS_CHANGE_REASONS);
export type StatusChangeReason = z.infer<typeof StatusChangeReasonSchema>;

/** One change of a booking's status; `from` is null for its creation. */
export const StatusChangeSchema = z.object({
  id: z.number().int(),
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  at: z.string(),
  by: z.string(),
  /** Null for the admin's and the customer's changes. */
  reason: StatusChangeReasonSchema.nullable(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const BookingNoteInputSchema = z.object({
  text: multiLineText()
    .min(1, 'Write the note first')
    .max(BOOKING_NOTE_MAX, `At most ${BOOKING_NOTE_MAX} characters`),
});
export type BookingNoteInput = z.infer<typeof BookingNoteInputSchema>;

export const BookingNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export type BookingNote = z.infer<typeof BookingNoteSchema>;

/**
 * A payment received, in euros to the cent, more than zero. The server checks it with these same
 * rules whatever the client sends, and refuses a date after today in Marrakech.
 */
export const PaymentInputSchema = z.object({
  amount: z
    .number({ error: 'Enter the amount received' })
    .positive('The amount must be more than 0')
    .max(PAYMENT_MAX_EUROS, `At most ${PAYMENT_MAX_EUROS} euros`)
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      'At most two decimals',
    ),
  method: PaymentMethodSchema,
  received_on: IsoDateSchema,
  note: singleLineText()
    .max(PAYMENT_NOTE_MAX, `At most ${PAYMENT_NOTE_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type PaymentInput = z.input<typeof PaymentInputSchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  method: PaymentMethodSchema,
  received_on: z.string(),
  note: z.string().nullable(),
  recorded_by: z.string(),
  created_at: z.string(),
  /** A voided payment stays listed, struck out, and counts no more. */
  voided_at: z.string().nullable(),
  voided_by: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** GET /bookings/{id}/record: the booking page's data, in one answer. */
export const BookingRecordSchema = z.object({
  booking: AdminBookingSchema,
  history: z.array(StatusChangeSchema),
  notes: z.array(BookingNoteSchema),
  payments: z.array(PaymentSchema),
  /** When a pending booking's hold ends, by the current setting; null once it is not pending. */
  hold_expires_at: z.string().nullable(),
});
export type BookingRecord = z.infer<typeof BookingRecordSchema>;

/** The admin's "open a booking by its reference" box: what the customer read out, as its id. */
export const BookingLookupSchema = z.object({
  reference: z
    .string()
    .refine((value) => parseBookingReference(value) !== null, 'Not a booking reference')
    .transform((value) => parseBookingReference(value)!),
});
export type BookingLookup = z.output<typeof BookingLookupSchema>;

export const BookingNoteParamsSchema = z.object({ id: IdSchema, noteId: IdSchema });
export const BookingPaymentParamsSchema = z.object({ id: IdSchema, paymentId: IdSchema });
