import type { RefusalReason } from '@mt/contracts/refusals';
import { EurosSchema } from '@mt/contracts/common';
import {
  PriceCategoryInputSchema,
  SELLING_LIMITS,
  TourExtraInputSchema,
  TourOptionInputSchema,
} from '@mt/contracts/selling';
import type {
  ExtraPerSchema,
  OptionKindSchema,
  OptionPricingSchema,
  PriceCategory,
  PriceCategoryData,
  PriceCategoryInput,
  TourExtra,
  TourExtraData,
  TourExtraInput,
  TourOption,
  TourOptionData,
  TourOptionInput,
} from '@mt/contracts/selling';
import { UNSAFE_TEXT_MESSAGE } from '@mt/contracts/text';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

import { contractResolver } from './contract-form';
import type { Issue } from './contract-form';

/**
 * The forms of what a tour sells (docs/decisions/074): numbers as typed, read on submit, then the
 * contract the tours service applies (@mt/contracts/selling).
 */

/** Blank is none; anything else is read as a number (NaN when it is not one). */
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));
/** Blank is NaN, which the contract refuses and the message calls missing. */
const requiredNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const typed = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export type CategoryValues = {
  name: string;
  name_fr: string;
  min_age: string;
  max_age: string;
  /** Not shown for the default category: its price is the tour's. */
  price: string;
  takes_seat: boolean;
  counts_for_tiers: boolean;
  priced_by_tiers: boolean;
};
export const CATEGORY_FIELDS = [
  'name',
  'name_fr',
  'min_age',
  'max_age',
  'price',
  'takes_seat',
  'counts_for_tiers',
  'priced_by_tiers',
] as const satisfies readonly (keyof CategoryValues)[];

/**
 * A new category (a child, an infant) takes a seat and counts in the group's size, but keeps its
 * own price when a group tier applies: a tier priced for adults would otherwise replace it.
 */
export const NEW_CATEGORY: CategoryValues = {
  name: '',
  name_fr: '',
  min_age: '',
  max_age: '',
  price: '',
  takes_seat: true,
  counts_for_tiers: true,
  priced_by_tiers: false,
};

export const categoryValuesOf = (category: PriceCategory): CategoryValues => ({
  name: category.name,
  name_fr: category.name_fr ?? '',
  min_age: typed(category.min_age),
  max_age: typed(category.max_age),
  price: String(category.price),
  takes_seat: category.takes_seat,
  counts_for_tiers: category.counts_for_tiers,
  priced_by_tiers: category.priced_by_tiers,
});

export type OptionValues = {
  kind: z.infer<typeof OptionKindSchema>;
  name: string;
  name_fr: string;
  pricing: z.infer<typeof OptionPricingSchema>;
  group_price: string;
  max_people: string;
  minimum_people: string;
  /** An option's own price for some categories, by `c{category id}`; blank keeps the category's. */
  category_prices: Record<string, string>;
};
export const OPTION_FIELDS = [
  'kind',
  'name',
  'name_fr',
  'pricing',
  'group_price',
  'max_people',
  'minimum_people',
  'category_prices',
] as const satisfies readonly (keyof OptionValues)[];

/** The form's key of a category's price in an option (a number would make the form a list). */
export const categoryPriceKey = (categoryId: number) => `c${categoryId}`;
const categoryIdOf = (key: string) => Number(key.slice(1));

export function newOptionValues(categories: readonly PriceCategory[]): OptionValues {
  return {
    kind: 'private',
    name: '',
    name_fr: '',
    pricing: 'per_group',
    group_price: '',
    max_people: '',
    minimum_people: '1',
    category_prices: Object.fromEntries(
      categories.map((category) => [categoryPriceKey(category.id), '']),
    ),
  };
}

export function optionValuesOf(
  option: TourOption,
  categories: readonly PriceCategory[],
): OptionValues {
  const own = new Map(option.category_prices.map((price) => [price.category_id, price.price]));
  return {
    kind: option.kind,
    name: option.name,
    name_fr: option.name_fr ?? '',
    pricing: option.pricing,
    group_price: typed(option.group_price),
    max_people: typed(option.max_people),
    minimum_people: String(option.minimum_people),
    category_prices: Object.fromEntries(
      categories.map((category) => [categoryPriceKey(category.id), typed(own.get(category.id))]),
    ),
  };
}

/** A shared option is priced per person; a private one as the form says. */
export const isPricedPerGroup = (values: Pick<OptionValues, 'kind' | 'pricing'>) =>
  values.kind === 'private' && values.pricing === 'per_group';

export type ExtraValues = {
  name: string;
  name_fr: string;
  description: string;
  description_fr: string;
  price: string;
  per: z.infer<typeof ExtraPerSchema>;
  max_quantity: string;
  active: boolean;
};
export const EXTRA_FIELDS = [
  'name',
  'name_fr',
  'description',
  'description_fr',
  'price',
  'per',
  'max_quantity',
  'active',
] as const satisfies readonly (keyof ExtraValues)[];

export const NEW_EXTRA: ExtraValues = {
  name: '',
  name_fr: '',
  description: '',
  description_fr: '',
  price: '',
  per: 'person',
  max_quantity: '',
  active: true,
};

export const extraValuesOf = (extra: TourExtra): ExtraValues => ({
  name: extra.name,
  name_fr: extra.name_fr ?? '',
  description: extra.description ?? '',
  description_fr: extra.description_fr ?? '',
  price: String(extra.price),
  per: extra.per,
  max_quantity: typed(extra.max_quantity),
  active: extra.active,
});

/** The message keys of these forms, and a field's refusal the service explains. */
export type SellingErrorKey =
  | `admin:settings.selling.errors.${
      | 'nameRequired'
      | 'tooLong'
      | 'unsafeText'
      | 'ageInvalid'
      | 'maxAgeBelowMin'
      | 'priceRequired'
      | 'priceInvalid'
      | 'wholeNumber'
      | 'invalid'}`
  | `common:refusals.${RefusalReason}`;

/** The contract's message of a maximum age below the minimum (@mt/contracts/selling). */
const MAX_AGE_BELOW_MIN = 'Must be at least the minimum age';
const PRICE_FIELDS = new Set(['price', 'group_price', 'category_prices']);
const WHOLE_NUMBER_FIELDS = new Set(['max_people', 'minimum_people', 'max_quantity']);

/** One rule for the three forms: each field's kind picks its message. */
export function sellingErrorKey<TValues>(
  field: string,
  values: TValues,
  { type, message, reason }: Issue,
): SellingErrorKey {
  if (reason) return `common:refusals.${reason as RefusalReason}`;
  const value = (values as Record<string, unknown>)[field];
  const blank = typeof value === 'string' && value.trim() === '';
  const key = (name: string) => `admin:settings.selling.errors.${name}` as SellingErrorKey;
  if (field === 'name' && blank) return key('nameRequired');
  if (message === UNSAFE_TEXT_MESSAGE) return key('unsafeText');
  if (field.startsWith('name') || field.startsWith('description')) {
    return key(type === 'too_big' ? 'tooLong' : 'invalid');
  }
  if (field === 'min_age' || field === 'max_age') {
    return key(message === MAX_AGE_BELOW_MIN ? 'maxAgeBelowMin' : 'ageInvalid');
  }
  if (PRICE_FIELDS.has(field)) return key(blank ? 'priceRequired' : 'priceInvalid');
  if (WHOLE_NUMBER_FIELDS.has(field)) return key('wholeNumber');
  return key('invalid');
}

/** The largest value each field takes, for its message. */
export const SELLING_FIELD_MAX: Record<string, number> = {
  name: SELLING_LIMITS.name,
  name_fr: SELLING_LIMITS.name,
  description: SELLING_LIMITS.description,
  description_fr: SELLING_LIMITS.description,
  min_age: SELLING_LIMITS.age,
  max_age: SELLING_LIMITS.age,
  max_people: SELLING_LIMITS.people,
  minimum_people: SELLING_LIMITS.people,
  max_quantity: SELLING_LIMITS.extraQuantity,
};

/** The default category's price is the tour's: the form sends none (docs/decisions/074). */
export function categoryResolver(isDefault: boolean) {
  const schema = z
    .custom<CategoryValues>()
    .transform((values): PriceCategoryInput => ({
      name: values.name,
      name_fr: values.name_fr,
      min_age: optionalNumber(values.min_age),
      max_age: optionalNumber(values.max_age),
      price: isDefault ? null : requiredNumber(values.price),
      // The default takes a seat and follows the tiers, as the tour's price does.
      takes_seat: isDefault || values.takes_seat,
      counts_for_tiers: isDefault || values.counts_for_tiers,
      priced_by_tiers: isDefault || values.priced_by_tiers,
    }))
    .pipe(PriceCategoryInputSchema);
  return contractResolver<CategoryValues, PriceCategoryData>(schema, sellingErrorKey);
}

/** What the option form sends: only what its pricing uses. */
const OptionDraftSchema = z
  .custom<OptionValues>()
  .transform((values): TourOptionInput => {
    const perGroup = isPricedPerGroup(values);
    return {
      kind: values.kind,
      name: values.name,
      name_fr: values.name_fr,
      pricing: perGroup ? 'per_group' : 'per_person',
      group_price: perGroup ? requiredNumber(values.group_price) : null,
      max_people: perGroup ? requiredNumber(values.max_people) : null,
      minimum_people: perGroup ? 1 : requiredNumber(values.minimum_people),
      category_prices: perGroup
        ? []
        : Object.entries(values.category_prices)
            .filter(([, text]) => text.trim() !== '')
            .map(([key, text]) => ({ category_id: categoryIdOf(key), price: Number(text) })),
    };
  })
  .pipe(TourOptionInputSchema);

const optionContractResolver = contractResolver<OptionValues, TourOptionData>(
  OptionDraftSchema,
  sellingErrorKey,
);

/**
 * The option's contract, with a wrong category price said on its own input (the contract names
 * only the list): each typed price that is not one, in euros to the cent.
 */
export const optionResolver: Resolver<OptionValues, unknown, TourOptionData> = async (
  values,
  context,
  options,
) => {
  const result = await optionContractResolver(values, context, options);
  if (!result.errors.category_prices || isPricedPerGroup(values)) return result;
  const wrong = Object.entries(values.category_prices).filter(
    ([, text]) => text.trim() !== '' && !EurosSchema.safeParse(Number(text)).success,
  );
  if (wrong.length === 0) return result;
  const errors = {
    ...result.errors,
    category_prices: Object.fromEntries(
      wrong.map(([key]) => [
        key,
        { type: 'custom', message: 'admin:settings.selling.errors.priceInvalid' },
      ]),
    ),
  } as FieldErrors<OptionValues>;
  return { values: {}, errors };
};

/** The category a refused option's `category_prices.{index}` named, as its input's key. */
export function refusedCategoryPriceKey(path: string, sent: TourOptionData): string | undefined {
  const index = /^category_prices\.(\d+)/.exec(path)?.[1];
  const price = index === undefined ? undefined : sent.category_prices[Number(index)];
  return price ? categoryPriceKey(price.category_id) : undefined;
}

export const extraResolver = contractResolver<ExtraValues, TourExtraData>(
  z
    .custom<ExtraValues>()
    .transform((values): TourExtraInput => ({
      ...values,
      price: requiredNumber(values.price),
      max_quantity: optionalNumber(values.max_quantity),
    }))
    .pipe(TourExtraInputSchema),
  sellingErrorKey,
);
