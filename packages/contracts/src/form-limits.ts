/**
 * The public forms' limits and the texts their rules share, with no validation library attached,
 * so that a form's page can show them (maxLength, counters, hints) before its validation loads
 * (docs/decisions/044-form-validation.md). The zod schemas that apply them are in common.ts,
 * text.ts, messaging.ts and reviews.ts, which re-export them.
 */

/** The longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX = 254;

/** The message of the unsafe-character rules (text.ts). The web app shows its translation. */
export const UNSAFE_TEXT_MESSAGE = 'Remove control or text-direction characters';

/** docs/product.md (Limits): the contact form. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

/** docs/product.md (Limits): review text is at most 1000 characters; ratings run 1 to 5. */
export const MAX_REVIEW_TEXT = 1000;
export const MAX_CUSTOMER_NAME = 100;
/** docs/product.md (Limits): the operator's public answer to a review. */
export const MAX_REVIEW_ANSWER = 1000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** docs/product.md (Limits): a booking holds at most 50 people, whatever the tour takes. */
export const MAX_BOOKING_PARTICIPANTS = 50;

/**
 * The most one booking of a tour may hold: the tour's own maximum, capped at 50. The one rule the
 * booking form, both calculate-price endpoints and POST /bookings apply
 * (docs/decisions/033-one-place-per-rule.md).
 */
export function participantLimit(tourMaxParticipants: number): number {
  return Math.min(tourMaxParticipants, MAX_BOOKING_PARTICIPANTS);
}

/** docs/product.md (Limits): a name of at least 2 characters. */
export const BOOKING_NAME_MIN = 2;
/** The booking's text fields; the pickup place is the hotel or riad, optional. */
export const BOOKING_LIMITS = {
  name: 100,
  phone: 40,
  specialRequests: 2000,
  pickupPlace: 200,
} as const;

/**
 * How far ahead a booking may start, unless the bookings service sets BOOKING_HORIZON_MONTHS
 * (docs/decisions/022-input-bounds.md). The booking form uses this default for its date picker;
 * the service's answer is final.
 */
export const DEFAULT_BOOKING_HORIZON_MONTHS = 18;

/** The header of a booking attempt's key (docs/decisions/030); its rule is in bookings.ts. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
