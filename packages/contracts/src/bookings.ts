import { BOOKING_STATUSES } from '@mt/domain/booking-status';
import { DAY_STATES, MONTH_PATTERN } from '@mt/domain/departure-availability';
import { z } from 'zod';
import { bookingStartDateSchema, type BookingCalendar } from './booking-dates';
import {
  EmailSchema,
  IdSchema,
  isWithinDateBounds,
  IsoDateSchema,
  LanguageSchema,
  MONTH_BOUNDS_MESSAGE,
} from './common';
import { isPhoneNumber, PHONE_MESSAGE } from './phone';
import { multiLineText, singleLineText } from './text';
import { PromoCodeTextSchema } from './promo-codes';
import { SELLING_LIMITS } from './selling';
import { GroupPricingTierSchema } from './tours';
import {
  BOOKING_LIMITS,
  BOOKING_NAME_MIN,
  IDEMPOTENCY_KEY_HEADER,
  MAX_BOOKING_PARTICIPANTS,
  participantLimit,
} from './form-limits';

// The booking form reads these before zod loads (docs/decisions/044); they live in form-limits.ts.
export {
  BOOKING_LIMITS,
  BOOKING_NAME_MIN,
  IDEMPOTENCY_KEY_HEADER,
  MAX_BOOKING_PARTICIPANTS,
  participantLimit,
};

export const BookingStatusSchema = z.enum(BOOKING_STATUSES);

const OptionalText = (text: z.ZodString, max: number) =>
  text
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const TourIdSchema = z
  .number({ error: 'Please select a tour' })
  .int('Please select a tour')
  .positive('Please select a tour')
  .max(Number.MAX_SAFE_INTEGER);

const ParticipantsSchema = z
  .number({ error: 'Number of participants is required' })
  .int('Number of participants is required')
  .min(1, 'At least 1 participant is required')
  .max(MAX_BOOKING_PARTICIPANTS, `Maximum ${MAX_BOOKING_PARTICIPANTS} participants allowed`);

/** How many of each thing (a category, an extra), by its id: `{"12": 2, "13": 1}`. */
const CountsSchema = (what: string, maxKinds: number, maxEach: number) =>
  z
    .record(
      z.string().regex(/^[1-9]\d{0,15}$/, `Each ${what} is named by its id`),
      z
        .number({ error: `A whole number of each ${what}` })
        .int(`A whole number of each ${what}`)
        .min(0, 'At least 0')
        .max(maxEach, `At most ${maxEach}`),
    )
    .refine((counts) => Object.keys(counts).length <= maxKinds, `At most ${maxKinds} of them`);

/**
 * What a booking buys beyond the spec's count (docs/decisions/074), each optional: the option
 * (else the tour's first), how many of each price category (else `number_of_participants` of the
 * default one), and how many of each extra. Prices come from the server alone.
 */
const SelectionShape = {
  option_id: IdSchema.optional(),
  people: CountsSchema('category', SELLING_LIMITS.categories, MAX_BOOKING_PARTICIPANTS).optional(),
  extras: CountsSchema('extra', SELLING_LIMITS.extras, SELLING_LIMITS.extraQuantity).optional(),
  /** A promo code as typed (./promo-codes.ts): its discount is the server's to give. */
  promo_code: PromoCodeTextSchema.optional(),
};

export const PEOPLE_TOTAL_MESSAGE = 'The people must add up to the number of participants';

/** With `people`, everyone counted there is everyone who comes. */
function peopleAddUp(
  input: { number_of_participants: number; people?: Record<string, number> | undefined },
  context: z.RefinementCtx,
) {
  if (!input.people) return;
  const total = Object.values(input.people).reduce((sum, count) => sum + count, 0);
  if (total !== input.number_of_participants) {
    context.addIssue({ code: 'custom', path: ['people'], message: PEOPLE_TOTAL_MESSAGE });
  }
}

/**
 * POST /bookings, with the booking form's rules. `end_date` may be sent (the form shows it) but the
 * server computes its own from the tour, as it does the price: nothing the client says about money
 * or dates is trusted (docs/architecture.md, What never happens).
 */
const BookingInputShape = z.object({
  tour_id: TourIdSchema,
  customer_name: singleLineText({ error: 'Name is required' })
    .min(1, { error: 'Name is required', abort: true })
    .min(BOOKING_NAME_MIN, `Name must be at least ${BOOKING_NAME_MIN} characters`)
    .max(BOOKING_LIMITS.name, `At most ${BOOKING_LIMITS.name} characters`),
  email: EmailSchema,
  /** Optional; when given, a number the operator can call back (./phone.ts). */
  phone: OptionalText(singleLineText(), BOOKING_LIMITS.phone).refine(
    (phone) => phone === null || isPhoneNumber(phone),
    PHONE_MESSAGE,
  ),
  end_date: IsoDateSchema.nullish(),
  number_of_participants: ParticipantsSchema,
  special_requests: OptionalText(multiLineText(), BOOKING_LIMITS.specialRequests),
  /** The hotel or riad where the customer is picked up, if they say (docs/product.md). */
  pickup_place: OptionalText(singleLineText(), BOOKING_LIMITS.pickupPlace),
  /** The visitor's language, for the e-mails about this booking. */
  language: LanguageSchema.default('en'),
  ...SelectionShape,
});

/**
 * The three public requests that carry a start date, for one calendar: the bookings service's
 * (its clock and BOOKING_HORIZON_MONTHS) or the booking form's (today in Marrakech and the
 * default horizon). The same rules either way; only the service's answer is final.
 */
export function createBookingSchemas(calendar: BookingCalendar) {
  const StartDateSchema = bookingStartDateSchema(calendar);
  return {
    BookingInputSchema: BookingInputShape.extend({ start_date: StartDateSchema }).superRefine(
      peopleAddUp,
    ),
    BookingPriceInputSchema: z
      .object({
        tour_id: TourIdSchema,
        number_of_participants: ParticipantsSchema,
        start_date: StartDateSchema.nullish(),
        ...SelectionShape,
      })
      .superRefine(peopleAddUp),
    AvailabilityInputSchema: z
      .object({
        tour_id: TourIdSchema,
        start_date: StartDateSchema,
        number_of_participants: ParticipantsSchema,
        option_id: SelectionShape.option_id,
        people: SelectionShape.people,
      })
      .superRefine(peopleAddUp),
  };
}
type BookingSchemas = ReturnType<typeof createBookingSchemas>;
export type BookingInput = z.input<BookingSchemas['BookingInputSchema']>;
/** A booking request once validated: trimmed, defaults applied, empty optionals null. */
export type ValidBookingInput = z.output<BookingSchemas['BookingInputSchema']>;

/**
 * A booking request may carry an `Idempotency-Key`, one per attempt (the booking form makes one):
 * a retry with the same key and body answers the first booking instead of booking again
 * (docs/decisions/030). 8 to 255 visible ASCII characters; a UUID is 36.
 */
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 8 to 255 visible ASCII characters';
export const BookingRequestHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{8,255}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

export const PRICE_LINE_KINDS = ['category', 'minimum', 'group', 'extra', 'discount'] as const;

/**
 * A line of a booking's price (docs/decisions/074), in euros, named as when it was priced:
 * "2 × Adult €179" is `{kind: 'category', name: 'Adult', quantity: 2, unit_price: 179, total: 358}`.
 * `item_id` is the category's or the extra's; the lines add up to the total.
 */
export const PriceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  item_id: z.number().int().nullable(),
  name: z.string(),
  name_fr: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number(),
  total: z.number(),
});
export type PriceLine = z.infer<typeof PriceLineSchema>;

/** The option a booking is sold as, named as it was; null for bookings made before options. */
export const BookedOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_fr: z.string().nullable(),
});

/**
 * A booking (docs/product.md, Entities), as the admin reads it. Prices in euros; `days` is the
 * trip's length.
 */
export const BookingSchema = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  /** The tour's title when booked, so a later rename or delete leaves the record readable. */
  tour_title: z.string(),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  /** The older single-date form; bookings made here always have start and end dates. */
  travel_date: z.string().nullable(),
  days: z.number().int(),
  number_of_participants: z.number().int(),
  /** Those of the participants who take a seat (an infant on a lap does not). */
  seats: z.number().int(),
  option: BookedOptionSchema.nullable(),
  lines: z.array(PriceLineSchema),
  price_per_person: z.number(),
  total_price: z.number(),
  status: BookingStatusSchema,
  admin_viewed: z.boolean(),
  special_requests: z.string().nullable(),
  pickup_place: z.string().nullable(),
  language: LanguageSchema,
  created_at: z.string(),
});
export type Booking = z.infer<typeof BookingSchema>;

/**
 * docs/architecture.md (The API): POST /bookings/calculate-price takes the tour, the count and
 * maybe the date.
 */
export type BookingPriceInput = z.input<BookingSchemas['BookingPriceInputSchema']>;

export const BookingPriceSchema = z.object({
  tour_id: z.number().int(),
  participants: z.number().int(),
  price_per_person: z.number(),
  pricing_tier: GroupPricingTierSchema.nullable(),
  total_price: z.number(),
  days: z.number().int(),
  /** Null until a start date is given. */
  end_date: z.string().nullable(),
  /** The option priced, the seats taken and the price line by line (docs/decisions/074). */
  option: BookedOptionSchema.optional(),
  seats: z.number().int().optional(),
  lines: z.array(PriceLineSchema).optional(),
});
export type BookingPrice = z.infer<typeof BookingPriceSchema>;

export type AvailabilityInput = z.input<BookingSchemas['AvailabilityInputSchema']>;

export const AvailabilitySchema = z.object({
  available: z.boolean(),
  /** Seats still free on that departure, before this request. */
  remaining: z.number().int(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** docs/product.md (States): the admin confirms or cancels; completion has its own endpoint. */
export const BookingStatusUpdateSchema = z.object({
  status: z.enum(['confirmed', 'cancelled'], { error: 'Status must be confirmed or cancelled' }),
});
export type BookingStatusUpdate = z.infer<typeof BookingStatusUpdateSchema>;

export const BookingCompletionSchema = z.object({
  review_token: z.string(),
  review_url: z.string(),
  expires_at: z.string(),
  booking: BookingSchema,
});
export type BookingCompletion = z.infer<typeof BookingCompletionSchema>;

export const BookingIdParamsSchema = z.object({ id: IdSchema });

/** A month, `YYYY-MM`, from 2000 to 2100 (DATE_BOUNDS): a calendar's, the departures board's. */
export const MonthSchema = z
  .string()
  .regex(MONTH_PATTERN, { error: 'Use a month in the YYYY-MM format', abort: true })
  .refine(isWithinDateBounds, MONTH_BOUNDS_MESSAGE);

/**
 * GET /bookings/calendar?tour_id=&month=YYYY-MM (docs/decisions/040-booking-calendar.md): one
 * tour's month, for the booking form's calendar.
 */
export const TourMonthQuerySchema = z.object({
  tour_id: IdSchema,
  month: MonthSchema,
});
export type TourMonthQuery = z.input<typeof TourMonthQuerySchema>;

/** One day: its state (`DayState` in @mt/domain/departure-availability) and seats. */
export const CalendarDaySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  /** Seats still free on an open or sold-out day; null on a day no one can book. */
  seats_left: z.number().int().nullable(),
  /** The departure's places, its own else the tour's, on an open or sold-out day; else null. */
  capacity: z.number().int().nullable(),
  /** Whether "only N places left" is true urgency: few seats, and some taken. */
  few_left: z.boolean(),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const TourMonthSchema = z.object({
  tour_id: z.number().int(),
  month: z.string(),
  /** Today in Marrakech, by the service's clock. */
  today: z.string(),
  days: z.array(CalendarDaySchema),
});
export type TourMonth = z.infer<typeof TourMonthSchema>;
