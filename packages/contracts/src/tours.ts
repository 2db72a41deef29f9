import { DEPOSIT_PERCENT_MAX } from '@mt/domain/deposit';
import { addMonths, countTripDays, MAX_TRIP_DAYS, todayIn } from '@mt/domain/trip-dates';
import { z } from 'zod';
import {
  EurosSchema,
  IdSchema,
  isRealDate,
  LangQuerySchema,
  LanguageSchema,
  RealDateSchema,
} from './common';
import { SalesCutoffSchema, StartTimesSchema } from './sales-schedule';
import { CategoryFactsSchema, ExtraFactsSchema, OptionFactsSchema } from './selling';
import { isSitePath } from './site-path';
import { isMultiLineText, singleLineText, UNSAFE_TEXT_MESSAGE } from './text';

export const DIFFICULTY_LEVELS = ['Easy', 'Moderate', 'Challenging'] as const;
export const DifficultySchema = z.enum(DIFFICULTY_LEVELS);
export type Difficulty = z.infer<typeof DifficultySchema>;

/** docs/product.md (Limits): limits shared by the admin form and the tours service. */
export const TOUR_LIMITS = {
  title: 200,
  location: 200,
  duration: 100,
  description: 50_000,
  includeItem: 200,
  includes: 50,
  availableDates: 366,
  images: 30,
  altText: 300,
  imageUrl: 2000,
  maxParticipants: 500,
  meetingPoint: 500,
} as const;

/** docs/product.md (Limits): the home page shows this many featured tours. */
export const FEATURED_TOURS = 3;

const trimmed = (max: number) => singleLineText().max(max, `At most ${max} characters`);
const required = (max: number) => trimmed(max).min(1, 'Required');
/** Rich text (HTML): sanitized on write; its characters are checked like any multi-line text. */
const richText = () =>
  z.string().max(TOUR_LIMITS.description).refine(isMultiLineText, UNSAFE_TEXT_MESSAGE);

/**
 * A tour's duration text. Its day count sets each booking's end date, so it is bounded like the
 * dates themselves (docs/decisions/022-input-bounds.md).
 */
export const TRIP_DAYS_MESSAGE = `A tour lasts at most ${MAX_TRIP_DAYS} days`;
const duration = (text: z.ZodString) =>
  text.refine((value) => countTripDays(value) <= MAX_TRIP_DAYS, TRIP_DAYS_MESSAGE);

/**
 * Departure dates: real dates from 2000 to five years ahead, time enough for any timetable, and
 * never a year that the calendar code cannot write (docs/decisions/022-input-bounds.md).
 */
export const TOUR_DATE_RANGE = { first: '2000-01-01', monthsAhead: 60 } as const;
export const TOUR_DATE_MESSAGE = 'Use departure dates from 2000 to five years ahead';
export function isTourDateInRange(date: string, today: string = todayIn()): boolean {
  return date >= TOUR_DATE_RANGE.first && date <= addMonths(today, TOUR_DATE_RANGE.monthsAhead);
}
const TourDateSchema = RealDateSchema.refine(
  (date) => !isRealDate(date) || isTourDateInRange(date),
  TOUR_DATE_MESSAGE,
);

/**
 * Where an image may live: a path on this site (uploads, placeholders: ./site-path.ts) or an
 * http(s) URL. Anything else (javascript:, data:, protocol-relative in any spelling) is refused.
 * Empty means "drop this row".
 */
export const ImageUrlSchema = singleLineText()
  .max(TOUR_LIMITS.imageUrl)
  .refine(
    (value) => value === '' || isSitePath(value) || /^https?:\/\/[^\s]+$/i.test(value),
    'Use a path on this site or an http(s) address',
  );

export const TourImageInputSchema = z.object({
  image_url: ImageUrlSchema,
  is_main: z.boolean().default(false),
  display_order: z.number().int().min(0).optional(),
  alt_text: trimmed(TOUR_LIMITS.altText).nullish(),
});
export type TourImageInput = z.input<typeof TourImageInputSchema>;

const IncludesSchema = z
  .array(trimmed(TOUR_LIMITS.includeItem))
  .max(TOUR_LIMITS.includes)
  .transform((items) => items.filter((item) => item !== ''));

/** Where the trip starts: a hotel pick-up, a square, a café (docs/decisions/042). Optional. */
const meetingPoint = () =>
  z
    .string()
    .trim()
    .max(TOUR_LIMITS.meetingPoint, `At most ${TOUR_LIMITS.meetingPoint} characters`)
    .refine(isMultiLineText, UNSAFE_TEXT_MESSAGE);

/** French versions of the translatable fields (docs/product.md, Languages). */
const FrenchFieldsShape = {
  title_fr: trimmed(TOUR_LIMITS.title).nullish(),
  description_fr: richText().nullish(),
  duration_fr: duration(trimmed(TOUR_LIMITS.duration)).nullish(),
  location_fr: trimmed(TOUR_LIMITS.location).nullish(),
  includes_fr: IncludesSchema.nullish(),
  meeting_point_fr: meetingPoint().nullish(),
};

/**
 * The deposit a tour asks when booked, as a whole percentage of the total; 0 asks none
 * (docs/product.md, Rules, Payments; docs/decisions/054).
 */
export const DEPOSIT_PERCENT_MESSAGE = `A whole percentage from 0 to ${DEPOSIT_PERCENT_MAX}`;
export const DepositPercentSchema = z
  .number({ error: DEPOSIT_PERCENT_MESSAGE })
  .int(DEPOSIT_PERCENT_MESSAGE)
  .min(0, DEPOSIT_PERCENT_MESSAGE)
  .max(DEPOSIT_PERCENT_MAX, DEPOSIT_PERCENT_MESSAGE);

/** POST /tours and PUT /tours/{id}. */
export const TourInputSchema = z.object({
  title: required(TOUR_LIMITS.title),
  description: richText().default(''),
  price: EurosSchema,
  duration: duration(required(TOUR_LIMITS.duration)),
  location: required(TOUR_LIMITS.location),
  max_participants: z.number().int().min(1, 'At least 1').max(TOUR_LIMITS.maxParticipants),
  difficulty_level: DifficultySchema.default('Easy'),
  includes: IncludesSchema.default([]),
  available_dates: z
    .array(TourDateSchema)
    .max(TOUR_LIMITS.availableDates)
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
  images: z.array(TourImageInputSchema).max(TOUR_LIMITS.images).default([]),
  meeting_point: meetingPoint().nullish(),
  deposit_percent: DepositPercentSchema.default(0),
  /** docs/decisions/076: none is one daily departure without a time, as before. */
  start_times: StartTimesSchema.default([]),
  sales_cutoff: SalesCutoffSchema.nullable().default(null),
  ...FrenchFieldsShape,
});
export type TourInput = z.input<typeof TourInputSchema>;
export type TourData = z.output<typeof TourInputSchema>;

export const TourImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  is_main: z.boolean(),
  display_order: z.number().int(),
  alt_text: z.string().nullable(),
});
export type TourImage = z.infer<typeof TourImageSchema>;

/**
 * A tag as the service answers it: `name` in the requested language (@mt/domain/in-language:
 * French, else English); `name_fr` is the stored French, for the admin form.
 */
export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  name_fr: z.string().nullable(),
});
export type Tag = z.infer<typeof TagSchema>;

/**
 * A tour-tag link, with its tag nested (and its tag_id, which GET /tours/{id}/tags answers for each
 * link).
 */
export const TourTagSchema = z.object({
  id: z.number().int(),
  tag_id: z.number().int(),
  tag: TagSchema,
});
export type TourTag = z.infer<typeof TourTagSchema>;

/**
 * A tour as the services answer it. `title`…`includes` are in the requested language, falling
 * back to English field by field; the `*_fr` fields are the stored French, for the admin form.
 */
export const TourSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  /**
   * The "from" price: the lowest price per person a bookable group pays, tiers included, computed
   * by the service (@mt/domain/from-price, docs/decisions/038-booking-path.md).
   */
  from_price: z.number(),
  duration: z.string(),
  location: z.string(),
  max_participants: z.number().int(),
  difficulty_level: DifficultySchema,
  includes: z.array(z.string()),
  available_dates: z.array(z.string()),
  images: z.array(TourImageSchema),
  tags: z.array(TourTagSchema),
  /** Where the trip starts, in the requested language (falling back to English); null when unset. */
  meeting_point: z.string().nullable(),
  /** The deposit asked at booking, in % of the total (0: none). */
  deposit_percent: z.number().int(),
  /** Its departures' times of day, "07:00"; none for one daily departure without a time. */
  start_times: z.array(z.string()),
  /** When a departure's sales close (docs/decisions/076); null: when it starts. */
  sales_cutoff: SalesCutoffSchema.nullable(),
  /**
   * The shown reviews' average to one decimal and their count, as `…/rating-stats` answers them;
   * 0 and 0 without reviews (docs/decisions/067).
   */
  average_rating: z.number(),
  total_reviews: z.number().int(),
  title_fr: z.string().nullable(),
  description_fr: z.string().nullable(),
  duration_fr: z.string().nullable(),
  location_fr: z.string().nullable(),
  includes_fr: z.array(z.string()).nullable(),
  meeting_point_fr: z.string().nullable(),
  lang: LanguageSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tour = z.infer<typeof TourSchema>;

export const TourListQuerySchema = z.object({
  lang: LanguageSchema.default('en'),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** docs/product.md (Entities): tags have a name and an emoji icon. */
// Emoji_Component covers the joiner, variation selectors, skin tones and keycap parts; the
// look-ahead asks for at least one real pictograph or flag, so "#" or "1" alone is refused.
const EMOJI =
  /^(?=.*[\p{Extended_Pictographic}\p{Regional_Indicator}])[\p{Extended_Pictographic}\p{Emoji_Component}]+$/u;
/** A tag's name and icon lengths: the schema's limits, and the admin inputs' maxLength. */
export const TAG_LIMITS = { name: 50, icon: 16 } as const;
/** A tag's English name (required), its French name (optional: blank means none) and its icon. */
export const TagInputSchema = z.object({
  name: required(TAG_LIMITS.name),
  name_fr: trimmed(TAG_LIMITS.name)
    .nullish()
    .transform((name) => name || null),
  icon: z.string().trim().min(1, 'Required').max(TAG_LIMITS.icon).regex(EMOJI, 'Use one emoji'),
});
export type TagInput = z.input<typeof TagInputSchema>;
export type TagData = z.output<typeof TagInputSchema>;

/** GET /tags: the names in this language (docs/decisions/041-bilingual-tags-and-captions.md). */
export const TagListQuerySchema = LangQuerySchema;

export const AddTourTagSchema = z.object({ tag_id: IdSchema });
export const TourTagParamsSchema = z.object({ id: IdSchema, tagId: IdSchema });

/**
 * Pricing-tier inputs. A new tier's form starts after the last tier, its price left blank
 * (@mt/domain/group-price nextTierRange, docs/decisions/069).
 */
export const GroupPricingInputSchema = z
  .object({
    min_participants: z.number().int().min(1, 'At least 1').max(TOUR_LIMITS.maxParticipants),
    max_participants: z.number().int().min(1, 'At least 1').max(TOUR_LIMITS.maxParticipants),
    price_per_person: EurosSchema,
  })
  .refine((tier) => tier.max_participants >= tier.min_participants, {
    path: ['max_participants'],
    message: 'Must be at least the minimum',
  });
export type GroupPricingInput = z.infer<typeof GroupPricingInputSchema>;

export const GroupPricingTierSchema = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  min_participants: z.number().int(),
  max_participants: z.number().int(),
  price_per_person: z.number(),
});
export type GroupPricingTier = z.infer<typeof GroupPricingTierSchema>;

export const CalculatePriceQuerySchema = z.object({
  participants: z.coerce
    .number()
    .int('A whole number of participants')
    .min(1, 'At least 1 participant'),
});

/** A price calculation; pricing_tier is the tier applied, or null for the tour's price. */
export const PriceCalculationSchema = z.object({
  tour_id: z.number().int(),
  pricing_tier: GroupPricingTierSchema.nullable(),
  price_per_person: z.number(),
  participants: z.number().int(),
  total_price: z.number(),
});
export type PriceCalculation = z.infer<typeof PriceCalculationSchema>;

/**
 * Internal: what the bookings service needs to price and check a booking, in one call. Money in
 * cents, as the pricing rule (`@mt/domain/group-price`) computes it.
 */
export const TourBookingFactsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_fr: z.string().nullable(),
  duration: z.string(),
  price_cents: z.number().int(),
  max_participants: z.number().int(),
  available_dates: z.array(z.string()),
  /** Copied into each booking as it is made (docs/decisions/054). */
  deposit_percent: z.number().int().min(0).max(DEPOSIT_PERCENT_MAX),
  /** docs/decisions/076; optional for facts written before them, which read as none. */
  start_times: z.array(z.string()).optional(),
  sales_cutoff: SalesCutoffSchema.nullable().optional(),
  tiers: z.array(
    z.object({
      id: z.number().int(),
      min_participants: z.number().int(),
      max_participants: z.number().int(),
      price_per_person_cents: z.number().int(),
    }),
  ),
  /**
   * What the tour sells (docs/decisions/074): its categories, the default first at the tour's
   * price; its options with their own category prices; its extras on sale. The tours service
   * always answers them; optional for a caller's facts written before them, which read as what
   * every tour sold then: N of its default category at `price_cents`, on one shared option.
   */
  categories: z.array(CategoryFactsSchema).optional(),
  options: z.array(OptionFactsSchema).optional(),
  extras: z.array(ExtraFactsSchema).optional(),
});
export type TourBookingFacts = z.infer<typeof TourBookingFactsSchema>;

/**
 * Internal (messaging → tours): where a tour starts, for its confirmation e-mail (decision 043),
 * and what it includes, for the reminder before the trip (decision 052).
 */
export const TourMeetingPointSchema = z.object({
  meeting_point: z.string().nullable(),
  meeting_point_fr: z.string().nullable(),
  includes: z.array(z.string()).default([]),
  includes_fr: z.array(z.string()).nullable().default(null),
});
export type TourMeetingPoint = z.infer<typeof TourMeetingPointSchema>;
