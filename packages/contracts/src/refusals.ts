/**
 * Every refusal a service explains, once (docs/decisions/031): its reason, and the English detail
 * the API answers, written from the parameters the answer carries too. The web app shows its own
 * translation of the reason with the same parameters, so a French reader never meets the English
 * sentence; `detail` stays for API clients and logs.
 */
type Params = Record<string, string | number>;
const refusal =
  <P extends Params = Record<never, never>>(detail: (params: P) => string) =>
  (params: P) =>
    detail(params);

const places = (count: number) => (count === 1 ? 'place is' : 'places are');

export const REFUSALS = {
  // A departure and its seats (bookings).
  DEPARTURE_FULL: refusal(() => 'This date is fully booked. Please choose another date.'),
  SEATS_LEFT: refusal<{ remaining: number }>(
    ({ remaining }) => `Only ${remaining} ${places(remaining)} left on this date.`,
  ),
  TOO_MANY_PARTICIPANTS: refusal<{ max: number }>(({ max }) => `Maximum ${max} participants`),
  START_DATE_PAST: refusal(() => 'Start date cannot be in the past'),
  START_DATE_BEYOND_HORIZON: refusal(() => 'Bookings are not open that far ahead yet'),
  START_DATE_NOT_A_DEPARTURE: refusal(() => "Please choose one of the tour's departure dates"),
  SALES_STOPPED: refusal(() => 'This date is no longer on sale. Please choose another date.'),
  START_DATE_SALES_CLOSED: refusal(
    () => 'Sales for this departure have closed. Please choose a later date.',
  ),
  // The people, option and extras of a booking (bookings, docs/decisions/074).
  OPTION_NOT_SOLD: refusal(() => 'This tour is not sold with this option'),
  CATEGORY_NOT_SOLD: refusal(() => 'This tour has no such price category'),
  NO_SEAT_TAKER: refusal(
    () => 'Infants travel with someone who takes a seat: please add an adult or a child',
  ),
  GROUP_TOO_LARGE: refusal<{ max: number }>(({ max }) => `This option takes at most ${max} people`),
  EXTRA_NOT_SOLD: refusal(() => 'This tour has no such extra'),
  TOO_MANY_EXTRAS: refusal(() => 'This booking cannot take that many of this extra'),
  BELOW_MIN_SPEND: refusal(() => 'This code applies to a larger booking'),
  // A promo code (bookings, docs/decisions/074).
  PROMO_UNKNOWN: refusal(() => 'This code is not valid'),
  PROMO_INACTIVE: refusal(() => 'This code is not valid'),
  PROMO_NOT_YET: refusal(() => 'This code cannot be used yet'),
  PROMO_EXPIRED: refusal(() => 'This code has expired'),
  PROMO_TRAVEL_DATE: refusal(() => 'This code is not valid for this date'),
  PROMO_OTHER_TOUR: refusal(() => 'This code is not valid for this tour'),
  PROMO_USED_UP: refusal(() => 'This code has already been used as many times as it allows'),
  PROMO_CODE_TAKEN: refusal(() => 'A promo code with this name already exists'),
  PARTNER_NAME_TAKEN: refusal(() => 'A partner with this name already exists'),
  PROMO_CODE_USED: refusal(
    () => 'Bookings used this code: switch it off instead, so that they keep their record',
  ),
  CAPACITY_BELOW_BOOKED: refusal<{ booked: number }>(
    ({ booked }) => `The capacity cannot be below the ${booked} seats already booked`,
  ),
  TOUR_NOT_FOUND: refusal(() => 'Tour not found'),
  TOUR_GONE: refusal(() => 'The tour of this booking no longer exists'),
  // One holder's pending seats (bookings, docs/decisions/059): `max` is the limit.
  PENDING_HOLDS_ON_DEPARTURE: refusal<{ max: number }>(
    ({ max }) =>
      `At most ${max} ${max === 1 ? 'place' : 'places'} on one date can wait for our confirmation for the same e-mail address or connection. Please contact us, or wait until we confirm your booking.`,
  ),
  PENDING_HOLDS_IN_DAY: refusal<{ max: number }>(
    ({ max }) =>
      `At most ${max} ${max === 1 ? 'place' : 'places'} booked in one day can wait for our confirmation for the same e-mail address or connection. Please contact us, or wait until we confirm your bookings.`,
  ),
  IDEMPOTENCY_KEY_REUSED: refusal(
    () => 'This Idempotency-Key was already used for another booking',
  ),
  // A booking's status (bookings).
  STATUS_CHANGE_REFUSED: refusal<{ from: string; to: string }>(
    ({ from, to }) => `A ${from} booking cannot become ${to}`,
  ),
  ONLY_CONFIRMED_COMPLETED: refusal(() => 'Only a confirmed booking can be completed'),
  ALREADY_COMPLETING: refusal(() => 'This booking is already being completed'),
  ALREADY_REVIEWED: refusal(() => 'This customer has already reviewed the tour'),
  // A booking's record: notes and payments (bookings).
  NOTE_NOT_YOURS: refusal(() => 'Only the author of a note can delete it'),
  PAYMENT_ALREADY_VOIDED: refusal(() => 'This payment is already voided'),
  PAYMENT_DATE_FUTURE: refusal(() => 'A payment cannot be received after today'),
  PAYMENT_LINK_CLOSED: refusal(
    () => 'A payment link can only be set on a pending or confirmed booking',
  ),
  // Prices and tags (tours).
  TIER_OVERLAP: refusal<{ min: number; max: number }>(
    ({ min, max }) => `This range overlaps the ${min}–${max} people tier`,
  ),
  TAG_NAME_TAKEN: refusal(() => 'A tag with this name already exists'),
  TAG_ALREADY_ON_TOUR: refusal(() => 'This tag is already on this tour'),
  // What a tour sells (tours, docs/decisions/074).
  DEFAULT_CATEGORY_KEPT: refusal(
    () => "The default category cannot be deleted: the tour's price is its price",
  ),
  DEFAULT_CATEGORY_PRICE: refusal(
    () => "The default category's price is the tour's price: change it on the tour",
  ),
  DEFAULT_CATEGORY_RULES: refusal(
    () =>
      "The default category takes a seat, counts for the group tiers and is priced by them, as the tour's price is",
  ),
  CATEGORY_NOT_ON_TOUR: refusal(() => "This category is not one of this tour's"),
  CATEGORY_LIMIT: refusal<{ max: number }>(
    ({ max }) => `A tour has at most ${max} price categories`,
  ),
  LAST_OPTION_KEPT: refusal(
    () => 'A tour is sold as one option at least: add another before deleting this one',
  ),
  OPTION_LIMIT: refusal<{ max: number }>(({ max }) => `A tour has at most ${max} options`),
  EXTRA_LIMIT: refusal<{ max: number }>(({ max }) => `A tour has at most ${max} extras`),
  // Review links (tours).
  REVIEW_LINK_INVALID: refusal(() => 'Review link is invalid or expired'),
  REVIEW_ALREADY_SUBMITTED: refusal(() => 'This review has already been submitted'),
  REVIEW_LINK_NOT_OPEN: refusal<{ opens_on: string }>(
    ({ opens_on }) => `This review link opens on ${opens_on}, once the trip has ended`,
  ),
  // The e-mail log (messaging).
  ONLY_FAILED_RETRIED: refusal(() => 'Only a failed message can be retried'),
  // Sign-in (identity).
  INVALID_CREDENTIALS: refusal(() => 'Invalid email or password'),
  TOO_MANY_SIGN_IN_ATTEMPTS: refusal(() => 'Too many sign-in attempts. Please try again later.'),
} as const;

export type RefusalReason = keyof typeof REFUSALS;
export type RefusalParams<R extends RefusalReason> = Parameters<(typeof REFUSALS)[R]>[0];
export const REFUSAL_REASONS = Object.keys(REFUSALS) as RefusalReason[];

/** A refusal as an answer carries it: the reason, its parameters (if any), the English detail. */
export interface Refusal {
  reason: RefusalReason;
  params?: Params;
  detail: string;
}

export function describeRefusal<R extends RefusalReason>(
  reason: R,
  ...[params]: keyof RefusalParams<R> extends never ? [] : [RefusalParams<R>]
): Refusal {
  const values = (params ?? {}) as Params;
  return {
    reason,
    ...(Object.keys(values).length > 0 && { params: values }),
    detail: (REFUSALS[reason] as (params: Params) => string)(values),
  };
}
