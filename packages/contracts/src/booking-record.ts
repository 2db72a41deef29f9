import { parseBookingReference } from '@mt/domain/booking-reference';
import { z } from 'zod';
import { BookingSchema, BookingStatusSchema } from './bookings';
import { IdSchema, IsoDateSchema } from './common';
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

/** GET /bookings?payment=unpaid: only the bookings, not cancelled, with money left to pay. */
export const BookingListQuerySchema = z.object({
  payment: z.enum(['unpaid'], { error: 'payment may only be unpaid' }).optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** Who made a change: an admin's e-mail, or the customer (the booking form) or the system. */
export const ACTOR_CUSTOMER = 'customer';
export const ACTOR_SYSTEM = 'system';

/** One change of a booking's status; `from` is null for its creation. */
export const StatusChangeSchema = z.object({
  id: z.number().int(),
  from: BookingStatusSchema.nullable(),
  to: BookingStatusSchema,
  at: z.string(),
  by: z.string(),
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
