import type { Language } from '@mt/contracts/common';
import type { PriceCategory, TourExtra, TourOption } from '@mt/contracts/selling';
import { inLanguage } from '@mt/domain/in-language';
import { toEuros } from '@mt/domain/money';
import type { optionCategoryPrices, priceCategories, tourExtras, tourOptions } from '../db/schema';

export type CategoryRow = typeof priceCategories.$inferSelect;
export type OptionRow = typeof tourOptions.$inferSelect;
export type OptionPriceRow = typeof optionCategoryPrices.$inferSelect;
export type ExtraRow = typeof tourExtras.$inferSelect;

/**
 * A text in `lang`: French falls back to English (@mt/domain/in-language); English is the stored
 * English, never French in its place, as for a tour (its admin form edits that answer).
 */
function text(lang: Language, english: string, french: string | null): string;
function text(lang: Language, english: string | null, french: string | null): string | null;
function text(lang: Language, english: string | null, french: string | null): string | null {
  return lang === 'fr' ? inLanguage('fr', english, french) : english;
}

/** The default category's price is the tour's own (docs/decisions/074). */
export const categoryPriceCents = (row: CategoryRow, tourPriceCents: number): number =>
  row.priceCents ?? tourPriceCents;

export function toPriceCategory(
  row: CategoryRow,
  tourPriceCents: number,
  lang: Language,
): PriceCategory {
  return {
    id: row.id,
    tour_id: row.tourId,
    name: text(lang, row.name, row.nameFr),
    name_fr: row.nameFr,
    min_age: row.minAge,
    max_age: row.maxAge,
    price: toEuros(categoryPriceCents(row, tourPriceCents)),
    takes_seat: row.takesSeat,
    counts_for_tiers: row.countsForTiers,
    priced_by_tiers: row.pricedByTiers,
    display_order: row.displayOrder,
    is_default: row.isDefault,
  };
}

export function toTourOption(
  row: OptionRow,
  prices: readonly OptionPriceRow[],
  lang: Language,
): TourOption {
  return {
    id: row.id,
    tour_id: row.tourId,
    kind: row.kind,
    name: text(lang, row.name, row.nameFr),
    name_fr: row.nameFr,
    pricing: row.pricing,
    group_price: row.groupPriceCents === null ? null : toEuros(row.groupPriceCents),
    max_people: row.maxPeople,
    minimum_people: row.minimumPeople,
    display_order: row.displayOrder,
    category_prices: prices.map((price) => ({
      category_id: price.categoryId,
      price: toEuros(price.priceCents),
    })),
  };
}

export function toTourExtra(row: ExtraRow, lang: Language): TourExtra {
  return {
    id: row.id,
    tour_id: row.tourId,
    name: text(lang, row.name, row.nameFr),
    name_fr: row.nameFr,
    description: text(lang, row.description, row.descriptionFr),
    description_fr: row.descriptionFr,
    price: toEuros(row.priceCents),
    per: row.per,
    max_quantity: row.maxQuantity,
    display_order: row.displayOrder,
    active: row.active,
  };
}
