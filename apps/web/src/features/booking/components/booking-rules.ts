import {
  BOOKING_LIMITS,
  BOOKING_NAME_MIN,
  DEFAULT_BOOKING_HORIZON_MONTHS,
  EMAIL_MAX,
  MAX_BOOKING_PARTICIPANTS,
  participantLimit as bookingParticipantLimit,
  UNSAFE_TEXT_MESSAGE,
} from '@mt/contracts/form-limits';
import type { ValidBookingInput } from '@mt/contracts/bookings';
import { PHONE_MESSAGE, PHONE_MIN_DIGITS } from '@mt/contracts/phone';
import type { Language } from '@mt/contracts/common';
import type { FieldError } from '@mt/contracts/errors';
import { REFUSALS } from '@mt/contracts/refusals';
import { isRealDate } from '@mt/domain/real-date';
import {
  bookingWindow,
  checkStartDate,
  countTripDays,
  lastStartDate,
  upcomingDepartures,
} from '@mt/domain/trip-dates';
import type { BookingWindow } from '@mt/domain/trip-dates';

// The booking form's fields, limits and messages, and the rules it applies as the visitor types
// (the group size gates the price), with no validation library: the form's chunk loads this, and
// the contract's schema (booking-validation.ts) on first use (docs/decisions/044).

/** The form's fields in the order they appear, named as in the contract. */
export const BOOKING_FIELDS = [
  'tour_id',
  'start_date',
  'number_of_participants',
  'customer_name',
  'email',
  'phone',
  'pickup_place',
  'special_requests',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
/** What the inputs hold: text, as typed. */
export type BookingValues = Record<BookingField, string>;
/** The booking as the bookings service accepts it (trimmed, blanks as null). */
export type BookingData = ValidBookingInput;

/** The chosen tour's own limits, which the contract cannot know. */
export type BookingTourRules = {
  max_participants: number;
  available_dates: readonly string[];
  /** The duration text, whose day count gives the end date. */
  duration: string;
};

/** What the rules need beside the values: react-hook-form hands it to the resolver. */
export type BookingContext = {
  tour: BookingTourRules | undefined;
  /** From today in Africa/Casablanca to the booking horizon (docs/decisions/022). */
  bookable: BookingWindow;
  /** The end date the server computed with the price, if any. */
  endDate: string | null | undefined;
  language: Language;
};

/** A message as a key of the booking namespace, so that it follows a language switch. */
export type ValidationKey =
  | 'validation.tourRequired'
  | 'validation.startDateRequired'
  | 'validation.startDateInvalid'
  | 'validation.startDatePast'
  | 'validation.startDateTooFar'
  | 'validation.startDateNotDeparture'
  | 'validation.startDateSalesClosed'
  | 'validation.participantsRequired'
  | 'validation.participantsWhole'
  | 'validation.participantsMin'
  | 'validation.participantsMax'
  | 'validation.participantsMaxAllowed'
  | 'validation.nameRequired'
  | 'validation.nameMin'
  | 'validation.emailRequired'
  | 'validation.emailInvalid'
  | 'validation.phoneInvalid'
  | 'validation.unsafeText'
  | 'validation.tooLong'
  | 'validation.invalid';

export type BookingErrors = Partial<Record<BookingField, ValidationKey>>;

/** The longest value of the text fields, also given to the inputs as maxLength. */
export const BOOKING_MAX_LENGTH = {
  customer_name: BOOKING_LIMITS.name,
  email: EMAIL_MAX,
  phone: BOOKING_LIMITS.phone,
  pickup_place: BOOKING_LIMITS.pickupPlace,
  special_requests: BOOKING_LIMITS.specialRequests,
} as const;

export function isBookingField(value: unknown): value is BookingField {
  return typeof value === 'string' && (BOOKING_FIELDS as readonly string[]).includes(value);
}

/** The most one booking of this tour may hold, by the contract's rule (docs/decisions/033). */
export function participantLimit(tour: BookingTourRules | undefined): number {
  return tour ? bookingParticipantLimit(tour.max_participants) : MAX_BOOKING_PARTICIPANTS;
}

/** What a field's messages say with a number: its limit, the name's minimum, the group's cap. */
export function messageValues(field: BookingField, tour: BookingTourRules | undefined) {
  const max =
    field === 'number_of_participants'
      ? participantLimit(tour)
      : field in BOOKING_MAX_LENGTH
        ? BOOKING_MAX_LENGTH[field as keyof typeof BOOKING_MAX_LENGTH]
        : undefined;
  return { min: BOOKING_NAME_MIN, max, count: max, digits: PHONE_MIN_DIGITS };
}

/** A whole number typed in a field, or undefined when blank (NaN when not a number at all). */
export function readNumber(raw: string): number | undefined {
  return raw.trim() === '' ? undefined : Number(raw);
}

/**
 * The number of participants (docs/product.md, Limits): required, a whole number, at least 1, at
 * most the limit. Checked as the visitor types, since the price waits for a valid count.
 */
export function participantsError(
  raw: string,
  tour: BookingTourRules | undefined,
): ValidationKey | undefined {
  const count = readNumber(raw);
  if (count === undefined || !Number.isFinite(count)) return 'validation.participantsRequired';
  if (!Number.isInteger(count)) return 'validation.participantsWhole';
  if (count < 1) return 'validation.participantsMin';
  const max = participantLimit(tour);
  if (count <= max) return undefined;
  // The limit reads as the tour's own when the tour is the stricter, else as the site's 50.
  return max < MAX_BOOKING_PARTICIPANTS
    ? 'validation.participantsMax'
    : 'validation.participantsMaxAllowed';
}

/**
 * The window the form offers: today in Marrakech to the default horizon. The bookings service may
 * be set to a shorter one; its answer is final, and the form shows it
 * (docs/decisions/022-input-bounds.md).
 */
export function formBookingWindow(today: string): BookingWindow {
  return bookingWindow(today, DEFAULT_BOOKING_HORIZON_MONTHS);
}

/** The last start date the date picker offers for this tour: its trip ends by the horizon. */
export function lastStartFor(bookable: BookingWindow, tour: BookingTourRules | undefined): string {
  return lastStartDate(bookable, tour ? countTripDays(tour.duration) : 1) ?? bookable.today;
}

/** The tour's departures a visitor may choose: from today, and ending by the horizon. */
export function bookableDepartures(bookable: BookingWindow, tour: BookingTourRules): string[] {
  const last = lastStartFor(bookable, tour);
  return upcomingDepartures(tour.available_dates, bookable.today).filter((date) => date <= last);
}

const START_DATE_KEYS = {
  past: 'validation.startDatePast',
  beyond_horizon: 'validation.startDateTooFar',
  not_a_departure: 'validation.startDateNotDeparture',
} as const;

/**
 * The start date: required, a real date, today or later in Marrakech, one of the tour's fixed
 * departures when it lists any, and a trip that ends by the booking horizon (docs/decisions/022).
 */
export function startDateError(
  raw: string,
  bookable: BookingWindow,
  tour: BookingTourRules | undefined,
): ValidationKey | undefined {
  if (raw.trim() === '') return 'validation.startDateRequired';
  if (!isRealDate(raw)) return 'validation.startDateInvalid';
  const days = tour ? countTripDays(tour.duration) : 1;
  const problem = checkStartDate(raw, bookable, tour?.available_dates ?? [], days);
  return problem ? START_DATE_KEYS[problem] : undefined;
}

/** Server field paths mapped to the form's fields (`end_date` follows from the start date). */
const SERVER_PATHS: Record<string, BookingField> = {
  ...Object.fromEntries(BOOKING_FIELDS.map((field) => [field, field])),
  end_date: 'start_date',
};

/** The refusals the server gives a field (docs/decisions/031), as the form's own messages. */
const REFUSAL_KEYS: Record<string, ValidationKey> = {
  START_DATE_PAST: 'validation.startDatePast',
  START_DATE_BEYOND_HORIZON: 'validation.startDateTooFar',
  START_DATE_NOT_A_DEPARTURE: 'validation.startDateNotDeparture',
  START_DATE_SALES_CLOSED: 'validation.startDateSalesClosed',
  TOUR_NOT_FOUND: 'validation.tourRequired',
  TOO_MANY_PARTICIPANTS: 'validation.participantsMax',
};

/** Texts of the shared schemas that carry no reason (booking-dates, text), as the form's keys. */
const SCHEMA_MESSAGES: Record<string, ValidationKey> = {
  [REFUSALS.START_DATE_PAST({})]: 'validation.startDatePast',
  [REFUSALS.START_DATE_BEYOND_HORIZON({})]: 'validation.startDateTooFar',
  [UNSAFE_TEXT_MESSAGE]: 'validation.unsafeText',
  [PHONE_MESSAGE]: 'validation.phoneInvalid',
};

/**
 * A 400's field errors marked on the form, in the visitor's language: by the refusal's reason,
 * else by the shared schemas' text, else a translated "please check".
 */
export function errorsFromServer(fieldErrors: FieldError[] | undefined): BookingErrors {
  const errors: BookingErrors = {};
  for (const { path, message, reason } of fieldErrors ?? []) {
    const field = SERVER_PATHS[path];
    if (!field) continue;
    errors[field] =
      (reason && REFUSAL_KEYS[reason]) || SCHEMA_MESSAGES[message] || 'validation.invalid';
  }
  return errors;
}
