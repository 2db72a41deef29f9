import { z } from 'zod';
import { EurosSchema } from './common';
import { MAX_BOOKING_PARTICIPANTS } from './form-limits';
import { multiLineText, singleLineText } from './text';

/**
 * What a tour sells, and how (docs/decisions/074): its price categories (Adult, Child 4–11,
 * Infant 0–3…), the options it is sold as (shared; private, per group or per person with a
 * minimum) and its extras. Euros on the wire, as the tour and its tiers; whole cents in storage
 * and in the facts bookings prices with (@mt/domain/booking-price).
 */
export const SELLING_LIMITS = {
  name: 60,
  description: 500,
  /** Per tour: what one tour page, booking form and booking-facts answer carry at most. */
  categories: 10,
  options: 10,
  extras: 30,
  age: 120,
  /** A private group, or the minimum charged for, is at most what one booking holds. */
  people: MAX_BOOKING_PARTICIPANTS,
  extraQuantity: 100,
  displayOrder: 999,
} as const;

export const OPTION_KINDS = ['shared', 'private'] as const;
export const OPTION_PRICINGS = ['per_person', 'per_group'] as const;
export const EXTRA_PER = ['booking', 'person'] as const;
export const OptionKindSchema = z.enum(OPTION_KINDS);
export const OptionPricingSchema = z.enum(OPTION_PRICINGS);
export const ExtraPerSchema = z.enum(EXTRA_PER);

const name = () =>
  singleLineText()
    .max(SELLING_LIMITS.name, `At most ${SELLING_LIMITS.name} characters`)
    .min(1, 'Required');
/** The French name: optional, blank meaning none (the English one shows: @mt/domain/in-language). */
const frenchName = () =>
  singleLineText()
    .max(SELLING_LIMITS.name, `At most ${SELLING_LIMITS.name} characters`)
    .nullish()
    .transform((text) => text || null);
const description = () =>
  multiLineText()
    .max(SELLING_LIMITS.description, `At most ${SELLING_LIMITS.description} characters`)
    .nullish()
    .transform((text) => text || null);
const AGE_MESSAGE = `A whole age from 0 to ${SELLING_LIMITS.age}`;
const age = () =>
  z
    .number({ error: AGE_MESSAGE })
    .int(AGE_MESSAGE)
    .min(0, AGE_MESSAGE)
    .max(SELLING_LIMITS.age, AGE_MESSAGE)
    .nullish()
    .transform((years) => years ?? null);
const people = () => z.number().int().min(1, 'At least 1').max(SELLING_LIMITS.people);
/** Absent: after the last on create, unchanged on update. */
const displayOrder = () => z.number().int().min(0).max(SELLING_LIMITS.displayOrder).optional();
/** An id in a body (a path's is IdSchema, which reads text). */
const BodyIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * POST /tours/{id}/categories and PUT /categories/{id}. `price` is each category's own; the
 * default category's is the tour's price (edited on the tour), so it is left out or repeated.
 */
export const PriceCategoryInputSchema = z
  .object({
    name: name(),
    name_fr: frenchName(),
    min_age: age(),
    max_age: age(),
    price: EurosSchema.nullish().transform((euros) => euros ?? null),
    takes_seat: z.boolean().default(true),
    counts_for_tiers: z.boolean().default(true),
    priced_by_tiers: z.boolean().default(true),
    display_order: displayOrder(),
  })
  .refine(
    (category) =>
      category.min_age === null ||
      category.max_age === null ||
      category.max_age >= category.min_age,
    { path: ['max_age'], message: 'Must be at least the minimum age' },
  );
export type PriceCategoryInput = z.input<typeof PriceCategoryInputSchema>;
export type PriceCategoryData = z.output<typeof PriceCategoryInputSchema>;

/**
 * A category as the service answers it: `name` in the requested language (French falling back to
 * English), `name_fr` the stored French for the admin form; `price` the tour's for the default.
 */
export const PriceCategorySchema = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  name: z.string(),
  name_fr: z.string().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  price: z.number(),
  takes_seat: z.boolean(),
  counts_for_tiers: z.boolean(),
  priced_by_tiers: z.boolean(),
  display_order: z.number().int(),
  is_default: z.boolean(),
});
export type PriceCategory = z.infer<typeof PriceCategorySchema>;

const CategoryPriceInputSchema = z.object({ category_id: BodyIdSchema, price: EurosSchema });

/**
 * POST /tours/{id}/options and PUT /options/{id}. A shared option is priced per person; a private
 * one per person (with a minimum charged for) or for the whole group up to `max_people`. A
 * per-person option may price some categories its own way (`category_prices`: a dearer private
 * trip); the others keep the category's price.
 */
export const TourOptionInputSchema = z
  .object({
    kind: OptionKindSchema,
    name: name(),
    name_fr: frenchName(),
    pricing: OptionPricingSchema.default('per_person'),
    group_price: EurosSchema.nullish().transform((euros) => euros ?? null),
    max_people: people()
      .nullish()
      .transform((count) => count ?? null),
    minimum_people: people().default(1),
    display_order: displayOrder(),
    category_prices: z.array(CategoryPriceInputSchema).max(SELLING_LIMITS.categories).default([]),
  })
  .superRefine((option, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    if (option.pricing === 'per_group') {
      if (option.kind === 'shared') issue(['pricing'], 'A shared option is priced per person');
      if (option.group_price === null) issue(['group_price'], 'Required');
      if (option.max_people === null) issue(['max_people'], 'Required');
      if (option.minimum_people !== 1) {
        issue(['minimum_people'], 'A price for the group has no minimum');
      }
      if (option.category_prices.length > 0) {
        issue(['category_prices'], 'A price for the group has no prices per category');
      }
    } else {
      if (option.group_price !== null) issue(['group_price'], 'Only a price for the group has one');
      if (option.max_people !== null) issue(['max_people'], 'Only a price for the group has one');
    }
    const seen = new Set<number>();
    option.category_prices.forEach(({ category_id }, index) => {
      if (seen.has(category_id)) {
        issue(['category_prices', index, 'category_id'], 'This category has a price already');
      }
      seen.add(category_id);
    });
  });
export type TourOptionInput = z.input<typeof TourOptionInputSchema>;
export type TourOptionData = z.output<typeof TourOptionInputSchema>;

export const TourOptionSchema = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  kind: OptionKindSchema,
  name: z.string(),
  name_fr: z.string().nullable(),
  pricing: OptionPricingSchema,
  group_price: z.number().nullable(),
  max_people: z.number().int().nullable(),
  minimum_people: z.number().int(),
  display_order: z.number().int(),
  category_prices: z.array(z.object({ category_id: z.number().int(), price: z.number() })),
});
export type TourOption = z.infer<typeof TourOptionSchema>;

/** POST /tours/{id}/extras and PUT /extras/{id}. An inactive extra is kept but not sold. */
export const TourExtraInputSchema = z.object({
  name: name(),
  name_fr: frenchName(),
  description: description(),
  description_fr: description(),
  price: EurosSchema,
  per: ExtraPerSchema,
  max_quantity: z
    .number()
    .int()
    .min(1, 'At least 1')
    .max(SELLING_LIMITS.extraQuantity)
    .nullish()
    .transform((count) => count ?? null),
  display_order: displayOrder(),
  active: z.boolean().default(true),
});
export type TourExtraInput = z.input<typeof TourExtraInputSchema>;
export type TourExtraData = z.output<typeof TourExtraInputSchema>;

export const TourExtraSchema = z.object({
  id: z.number().int(),
  tour_id: z.number().int(),
  name: z.string(),
  name_fr: z.string().nullable(),
  /** In the requested language, falling back to the other; null when neither is written. */
  description: z.string().nullable(),
  description_fr: z.string().nullable(),
  price: z.number(),
  per: ExtraPerSchema,
  max_quantity: z.number().int().nullable(),
  display_order: z.number().int(),
  active: z.boolean(),
});
export type TourExtra = z.infer<typeof TourExtraSchema>;

/**
 * GET /tours/{id}/selling (`?lang=fr`, LangQuerySchema): what the tour page and the booking form offer, in order:
 * the categories (the default among them), the options and the extras on sale.
 */
export const TourSellingSchema = z.object({
  categories: z.array(PriceCategorySchema),
  options: z.array(TourOptionSchema),
  extras: z.array(TourExtraSchema),
});
export type TourSelling = z.infer<typeof TourSellingSchema>;

/**
 * Internal, in the booking facts (./tours.ts): what the bookings service prices a booking with,
 * in cents, the default category first (as @mt/domain/booking-price reads it), with its price the
 * tour's, and only the extras on sale.
 */
export const CategoryFactsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_fr: z.string().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  price_cents: z.number().int(),
  takes_seat: z.boolean(),
  counts_for_tiers: z.boolean(),
  priced_by_tiers: z.boolean(),
  is_default: z.boolean(),
});
export const OptionFactsSchema = z.object({
  id: z.number().int(),
  kind: OptionKindSchema,
  name: z.string(),
  name_fr: z.string().nullable(),
  pricing: OptionPricingSchema,
  group_price_cents: z.number().int().nullable(),
  max_people: z.number().int().nullable(),
  minimum_people: z.number().int(),
  category_prices: z.array(
    z.object({ category_id: z.number().int(), price_cents: z.number().int() }),
  ),
});
export const ExtraFactsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_fr: z.string().nullable(),
  price_cents: z.number().int(),
  per: ExtraPerSchema,
  max_quantity: z.number().int().nullable(),
});
