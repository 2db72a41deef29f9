import { DEFAULT_BOOKING_HORIZON_MONTHS, START_DATE_MESSAGES } from '@mt/contracts/booking-dates';
import { EMAIL_MAX, IsoDateSchema } from '@mt/contracts/common';
import {
  BOOKING_LIMITS,
  BOOKING_NAME_MIN,
  createBookingSchemas,
  MAX_BOOKING_PARTICIPANTS,
  participantLimit as bookingParticipantLimit,
} from '@mt/contracts/bookings';
import type { ValidBookingInput } from '@mt/contracts/bookings';
import type { Language } from '@mt/contracts/common';
import type { FieldError } from '@mt/contracts/errors';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import {
  bookingWindow,
  checkStartDate,
  countTripDays,
  lastStartDate,
  upcomingDepartures,
} from '@mt/domain/trip-dates';
import type { BookingWindow } from '@mt/domain/trip-dates';

/** The form's fields in the order they appear, named as in the contract. */
export const BOOKING_FIELDS = [
  'tour_id',
  'start_date',
  'number_of_participants',
  'customer_name',
  'email',
  'phone',
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

export type BookingContext = {
  tour: BookingTourRules | undefined;
  /** From today in Africa/Casablanca to the booking horizon (docs/decisions/022). */
  bookable: BookingWindow;
  /** The end date the server computed with the price, if any. */
  endDate: string | null | undefined;
  language: Language;
};

/**
 * A message as a key of the booking namespace and its values, not a text, so that it follows a
 * language switch.
 */
export type ValidationMessage =
  | {
      key:
        | 'validation.tourRequired'
        | 'validation.startDateRequired'
        | 'validation.startDateInvalid'
        | 'validation.startDatePast'
        | 'validation.startDateTooFar'
        | 'validation.startDateNotDeparture'
        | 'validation.participantsRequired'
        | 'validation.participantsWhole'
        | 'validation.participantsMin'
        | 'validation.nameRequired'
        | 'validation.emailRequired'
        | 'validation.emailInvalid'
        | 'validation.unsafeText'
        | 'validation.invalid';
    }
  | { key: 'validation.participantsMax'; values: { count: number } }
  | { key: 'validation.participantsMaxAllowed'; values: { max: number } }
  | { key: 'validation.nameMin'; values: { min: number } }
  | { key: 'validation.tooLong'; values: { max: number } };

export type BookingErrors = Partial<Record<BookingField, ValidationMessage>>;

/** The longest value of the text fields, also given to the inputs as maxLength. */
export const BOOKING_MAX_LENGTH = {
  customer_name: BOOKING_LIMITS.name,
  email: EMAIL_MAX,
  phone: BOOKING_LIMITS.phone,
  special_requests: BOOKING_LIMITS.specialRequests,
} as const;

/** The most one booking of this tour may hold, by the contract's rule (docs/decisions/033). */
export function participantLimit(tour: BookingTourRules | undefined): number {
  return tour ? bookingParticipantLimit(tour.max_participants) : MAX_BOOKING_PARTICIPANTS;
}

function isBookingField(value: unknown): value is BookingField {
  return typeof value === 'string' && (BOOKING_FIELDS as readonly string[]).includes(value);
}

/** A whole number typed in a field, or undefined when blank (NaN when not a number at all). */
function readNumber(raw: string): number | undefined {
  return raw.trim() === '' ? undefined : Number(raw);
}

/**
 * The number of participants (docs/product.md, Limits): required, a whole number, at least 1, at most the limit. Checked as
 * the visitor types, since the price waits for a valid count.
 */
export function participantsError(
  raw: string,
  tour: BookingTourRules | undefined,
): ValidationMessage | undefined {
  const count = readNumber(raw);
  if (count === undefined || !Number.isFinite(count)) {
    return { key: 'validation.participantsRequired' };
  }
  if (!Number.isInteger(count)) return { key: 'validation.participantsWhole' };
  if (count < 1) return { key: 'validation.participantsMin' };
  const max = participantLimit(tour);
  if (count <= max) return undefined;
  // The limit reads as the tour's own when the tour is the stricter, else as the site's 50.
  return max < MAX_BOOKING_PARTICIPANTS
    ? { key: 'validation.participantsMax', values: { count: max } }
    : { key: 'validation.participantsMaxAllowed', values: { max } };
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
): ValidationMessage | undefined {
  if (raw.trim() === '') return { key: 'validation.startDateRequired' };
  if (!IsoDateSchema.safeParse(raw).success) return { key: 'validation.startDateInvalid' };
  const days = tour ? countTripDays(tour.duration) : 1;
  const problem = checkStartDate(raw, bookable, tour?.available_dates ?? [], days);
  return problem ? { key: START_DATE_KEYS[problem] } : undefined;
}

function messageFor(
  field: BookingField,
  values: BookingValues,
  issue: { code: string; message: string },
  { tour, bookable }: BookingContext,
): ValidationMessage {
  const raw = values[field];
  const blank = raw.trim() === '';
  const issueCode = issue.code;
  if (issue.message === UNSAFE_TEXT_MESSAGE) return { key: 'validation.unsafeText' };
  switch (field) {
    case 'tour_id':
      return { key: 'validation.tourRequired' };
    case 'start_date':
      return startDateError(raw, bookable, tour) ?? { key: 'validation.startDateInvalid' };
    case 'number_of_participants':
      return participantsError(raw, tour) ?? { key: 'validation.invalid' };
    case 'customer_name':
      if (blank) return { key: 'validation.nameRequired' };
      if (issueCode === 'too_big') {
        return { key: 'validation.tooLong', values: { max: BOOKING_MAX_LENGTH.customer_name } };
      }
      return { key: 'validation.nameMin', values: { min: BOOKING_NAME_MIN } };
    case 'email':
      if (blank) return { key: 'validation.emailRequired' };
      if (issueCode === 'too_big') {
        return { key: 'validation.tooLong', values: { max: BOOKING_MAX_LENGTH.email } };
      }
      return { key: 'validation.emailInvalid' };
    case 'phone':
    case 'special_requests':
      if (issueCode === 'too_big') {
        return { key: 'validation.tooLong', values: { max: BOOKING_MAX_LENGTH[field] } };
      }
      return { key: 'validation.invalid' };
  }
}

// The contract's schemas for the form's window, made again only when the day changes.
let schemasOfDay: { today: string; schemas: ReturnType<typeof createBookingSchemas> } | null = null;
function bookingSchemas(bookable: BookingWindow) {
  if (schemasOfDay?.today !== bookable.today) {
    const today = bookable.today;
    schemasOfDay = {
      today,
      schemas: createBookingSchemas({
        today: () => today,
        horizonMonths: DEFAULT_BOOKING_HORIZON_MONTHS,
      }),
    };
  }
  return schemasOfDay.schemas;
}

/**
 * The booking form's rules, with the rules the server applies (its BookingInputSchema, then the
 * start date and group size the chosen tour allows), reporting the first problem of each field
 * as a translation key.
 */
export function validateBooking(
  values: BookingValues,
  context: BookingContext,
): { data: BookingData; errors: BookingErrors } | { data: undefined; errors: BookingErrors } {
  const { BookingInputSchema } = bookingSchemas(context.bookable);
  const tourId = readNumber(values.tour_id);
  const parsed = BookingInputSchema.safeParse({
    tour_id: tourId,
    customer_name: values.customer_name,
    email: values.email,
    phone: values.phone,
    start_date: values.start_date,
    end_date: context.endDate ?? null,
    number_of_participants: readNumber(values.number_of_participants),
    special_requests: values.special_requests,
    language: context.language,
  });

  const errors: BookingErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The end date comes from the start date: a problem with it is one with the start date.
      const field = issue.path[0] === 'end_date' ? 'start_date' : issue.path[0];
      if (isBookingField(field) && !errors[field]) {
        errors[field] = messageFor(field, values, issue, context);
      }
    }
  }
  // The rules that need the chosen tour and today's date, which the contract cannot check.
  const extra: BookingErrors = {
    start_date: startDateError(values.start_date, context.bookable, context.tour),
    number_of_participants: participantsError(values.number_of_participants, context.tour),
  };
  for (const field of ['start_date', 'number_of_participants'] as const) {
    const message = extra[field];
    if (message && !errors[field]) errors[field] = message;
  }

  if (parsed.success && Object.keys(errors).length === 0) return { data: parsed.data, errors };
  return { data: undefined, errors };
}

/** Server field paths mapped to the form's fields (`end_date` follows from the start date). */
const SERVER_PATHS: Record<string, BookingField> = {
  tour_id: 'tour_id',
  start_date: 'start_date',
  end_date: 'start_date',
  number_of_participants: 'number_of_participants',
  customer_name: 'customer_name',
  email: 'email',
  phone: 'phone',
  special_requests: 'special_requests',
};

/** The refusals the server gives a field (docs/decisions/031), as the form's own messages. */
function messageOfRefusal({ reason, params }: FieldError): ValidationMessage | undefined {
  switch (reason) {
    case 'START_DATE_PAST':
      return { key: 'validation.startDatePast' };
    case 'START_DATE_BEYOND_HORIZON':
      return { key: 'validation.startDateTooFar' };
    case 'START_DATE_NOT_A_DEPARTURE':
      return { key: 'validation.startDateNotDeparture' };
    case 'TOUR_NOT_FOUND':
      return { key: 'validation.tourRequired' };
    case 'TOO_MANY_PARTICIPANTS':
      return typeof params?.max === 'number'
        ? { key: 'validation.participantsMax', values: { count: params.max } }
        : undefined;
    default:
      return undefined;
  }
}

/** Texts of the shared schemas that carry no reason, as the form's own keys. */
const SCHEMA_MESSAGES: Record<string, ValidationMessage> = {
  [START_DATE_MESSAGES.past]: { key: 'validation.startDatePast' },
  [START_DATE_MESSAGES.beyond_horizon]: { key: 'validation.startDateTooFar' },
  [UNSAFE_TEXT_MESSAGE]: { key: 'validation.unsafeText' },
};

/**
 * A 400's field errors marked on the form, in the visitor's language: by the refusal's reason,
 * else by the shared schemas' text, else a translated "please check".
 */
export function errorsFromServer(fieldErrors: FieldError[] | undefined): BookingErrors {
  const errors: BookingErrors = {};
  for (const error of fieldErrors ?? []) {
    const field = SERVER_PATHS[error.path];
    if (!field) continue;
    errors[field] = messageOfRefusal(error) ??
      SCHEMA_MESSAGES[error.message] ?? { key: 'validation.invalid' };
  }
  return errors;
}

/** The first field with an error, in the order of the form. */
export function firstInvalidField(errors: BookingErrors): BookingField | undefined {
  return BOOKING_FIELDS.find((field) => errors[field]);
}
