import type { Language } from '@mt/contracts/common';
import type { FieldError } from '@mt/contracts/errors';
import {
  SELLING_LIMITS,
  type PriceCategory,
  type PriceCategoryData,
  type TourExtra,
  type TourExtraData,
  type TourOption,
  type TourOptionData,
  type TourSelling,
} from '@mt/contracts/selling';
import type { TourBookingFacts } from '@mt/contracts/tours';
import { toCents } from '@mt/domain/money';
import { priceCategoryProblem } from '@mt/domain/price-category';
import { AppError, fieldRefusal, refuse } from '@mt/service-kit/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import {
  optionCategoryPrices,
  priceCategories,
  tourExtras,
  tourOptions,
  tours,
} from '../db/schema';
import { DEFAULT_CATEGORY, DEFAULT_OPTION } from './selling-defaults';
import {
  categoryPriceCents,
  toPriceCategory,
  toTourExtra,
  toTourOption,
  type CategoryRow,
  type OptionPriceRow,
  type OptionRow,
} from './selling-view';

type Reader = Pick<ToursDb, 'select'>;
const IMMEDIATE = { behavior: 'immediate' } as const;

/** What a new tour sells (./selling-defaults.ts), written in the tour's own transaction. */
export function insertSellingDefaults(tx: Pick<ToursDb, 'insert'>, tourId: number): void {
  tx.insert(priceCategories)
    .values({ ...DEFAULT_CATEGORY, tourId })
    .run();
  tx.insert(tourOptions)
    .values({ ...DEFAULT_OPTION, tourId })
    .run();
}

const tourPriceOf = (tx: Reader, tourId: number): number | undefined =>
  tx.select({ priceCents: tours.priceCents }).from(tours).where(eq(tours.id, tourId)).get()
    ?.priceCents;

const categoriesOf = (tx: Reader, tourId: number) =>
  tx
    .select()
    .from(priceCategories)
    .where(eq(priceCategories.tourId, tourId))
    .orderBy(asc(priceCategories.displayOrder), asc(priceCategories.id))
    .all();

const optionsOf = (tx: Reader, tourId: number) =>
  tx
    .select()
    .from(tourOptions)
    .where(eq(tourOptions.tourId, tourId))
    .orderBy(asc(tourOptions.displayOrder), asc(tourOptions.id))
    .all();

const extrasOf = (tx: Reader, tourId: number, onSaleOnly: boolean) =>
  tx
    .select()
    .from(tourExtras)
    .where(
      onSaleOnly
        ? and(eq(tourExtras.tourId, tourId), eq(tourExtras.active, true))
        : eq(tourExtras.tourId, tourId),
    )
    .orderBy(asc(tourExtras.displayOrder), asc(tourExtras.id))
    .all();

/** Each option's own category prices, by option id, in the categories' order of creation. */
function pricesOf(tx: Reader, options: readonly OptionRow[]): Map<number, OptionPriceRow[]> {
  const byOption = new Map<number, OptionPriceRow[]>(options.map((option) => [option.id, []]));
  if (options.length === 0) return byOption;
  const rows = tx
    .select()
    .from(optionCategoryPrices)
    .where(
      inArray(
        optionCategoryPrices.optionId,
        options.map((option) => option.id),
      ),
    )
    .orderBy(asc(optionCategoryPrices.categoryId))
    .all();
  for (const row of rows) byOption.get(row.optionId)?.push(row);
  return byOption;
}

/** After the last, when the request does not say where. */
const nextOrder = (rows: readonly { displayOrder: number }[]) =>
  rows.length === 0
    ? 0
    : Math.min(SELLING_LIMITS.displayOrder, Math.max(...rows.map((row) => row.displayOrder)) + 1);

/** The category rule (@mt/domain/price-category), as the refusal that names the field. */
function assertCategory(data: PriceCategoryData, isDefault: boolean, tourPriceCents: number): void {
  const found = priceCategoryProblem(
    {
      is_default: isDefault,
      price_cents: data.price === null ? null : toCents(data.price),
      takes_seat: data.takes_seat,
      counts_for_tiers: data.counts_for_tiers,
      priced_by_tiers: data.priced_by_tiers,
    },
    tourPriceCents,
  );
  if (!found) return;
  const error: FieldError =
    found.problem === 'PRICE_REQUIRED'
      ? { path: 'price', message: 'Required' }
      : fieldRefusal(found.field, found.problem);
  throw new AppError('VALIDATION', 'Invalid input', { errors: [error] });
}

/** An option prices only its own tour's categories. */
function assertCategoriesOfTour(tx: Reader, tourId: number, data: TourOptionData): void {
  const own = new Set(categoriesOf(tx, tourId).map((category) => category.id));
  const errors = data.category_prices.flatMap(({ category_id }, index) =>
    own.has(category_id)
      ? []
      : [fieldRefusal(`category_prices.${index}.category_id`, 'CATEGORY_NOT_ON_TOUR')],
  );
  if (errors.length > 0) throw new AppError('VALIDATION', 'Invalid input', { errors });
}

function categoryFields(data: PriceCategoryData) {
  return {
    name: data.name,
    nameFr: data.name_fr,
    minAge: data.min_age,
    maxAge: data.max_age,
    takesSeat: data.takes_seat,
    countsForTiers: data.counts_for_tiers,
    pricedByTiers: data.priced_by_tiers,
  };
}

function optionFields(data: TourOptionData) {
  return {
    kind: data.kind,
    name: data.name,
    nameFr: data.name_fr,
    pricing: data.pricing,
    groupPriceCents: data.group_price === null ? null : toCents(data.group_price),
    maxPeople: data.max_people,
    minimumPeople: data.minimum_people,
  };
}

function extraFields(data: TourExtraData) {
  return {
    name: data.name,
    nameFr: data.name_fr,
    description: data.description,
    descriptionFr: data.description_fr,
    priceCents: toCents(data.price),
    per: data.per,
    maxQuantity: data.max_quantity,
    active: data.active,
  };
}

/**
 * What each tour sells (docs/decisions/074): its price categories, options and extras. Each write
 * checks its rule and writes in one immediate transaction, so two admins cannot race past a limit,
 * the last option or the default category.
 */
export function createSellingRepository(db: ToursDb) {
  function insertOptionPrices(
    tx: Pick<ToursDb, 'insert'>,
    optionId: number,
    data: TourOptionData,
  ): OptionPriceRow[] {
    if (data.category_prices.length === 0) return [];
    return tx
      .insert(optionCategoryPrices)
      .values(
        data.category_prices.map((price) => ({
          optionId,
          categoryId: price.category_id,
          priceCents: toCents(price.price),
        })),
      )
      .returning()
      .all()
      .sort((a, b) => a.categoryId - b.categoryId);
  }

  return {
    /**
     * GET /tours/{id}/selling: the categories, the options and the extras on sale, in `lang`;
     * undefined when there is no such tour.
     */
    findSelling(tourId: number, lang: Language): TourSelling | undefined {
      const tourPriceCents = tourPriceOf(db, tourId);
      if (tourPriceCents === undefined) return undefined;
      const options = optionsOf(db, tourId);
      const prices = pricesOf(db, options);
      return {
        categories: categoriesOf(db, tourId).map((row) =>
          toPriceCategory(row, tourPriceCents, lang),
        ),
        options: options.map((row) => toTourOption(row, prices.get(row.id) ?? [], lang)),
        extras: extrasOf(db, tourId, true).map((row) => toTourExtra(row, lang)),
      };
    },

    /** The admin's list: every extra, those off sale too. */
    findExtras(tourId: number, lang: Language): TourExtra[] {
      return extrasOf(db, tourId, false).map((row) => toTourExtra(row, lang));
    },

    /**
     * The booking facts' part (internal, for bookings): in cents, the default category first with
     * the tour's price, each option with its own category prices, only the extras on sale.
     */
    findSellingFacts(
      tourId: number,
      tourPriceCents: number,
    ): Required<Pick<TourBookingFacts, 'categories' | 'options' | 'extras'>> {
      const byDefaultFirst = (a: CategoryRow, b: CategoryRow) =>
        Number(b.isDefault) - Number(a.isDefault);
      const options = optionsOf(db, tourId);
      const prices = pricesOf(db, options);
      return {
        categories: categoriesOf(db, tourId)
          .sort(byDefaultFirst)
          .map((row) => ({
            id: row.id,
            name: row.name,
            name_fr: row.nameFr,
            min_age: row.minAge,
            max_age: row.maxAge,
            price_cents: categoryPriceCents(row, tourPriceCents),
            takes_seat: row.takesSeat,
            counts_for_tiers: row.countsForTiers,
            priced_by_tiers: row.pricedByTiers,
            is_default: row.isDefault,
          })),
        options: options.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.name,
          name_fr: row.nameFr,
          pricing: row.pricing,
          group_price_cents: row.groupPriceCents,
          max_people: row.maxPeople,
          minimum_people: row.minimumPeople,
          category_prices: (prices.get(row.id) ?? []).map((price) => ({
            category_id: price.categoryId,
            price_cents: price.priceCents,
          })),
        })),
        extras: extrasOf(db, tourId, true).map((row) => ({
          id: row.id,
          name: row.name,
          name_fr: row.nameFr,
          price_cents: row.priceCents,
          per: row.per,
          max_quantity: row.maxQuantity,
        })),
      };
    },

    /** A new category (never the default: each tour has its one). Undefined: no such tour. */
    createCategory(tourId: number, data: PriceCategoryData): PriceCategory | undefined {
      return db.transaction((tx) => {
        const tourPriceCents = tourPriceOf(tx, tourId);
        if (tourPriceCents === undefined) return undefined;
        const siblings = categoriesOf(tx, tourId);
        if (siblings.length >= SELLING_LIMITS.categories) {
          throw refuse('CONFLICT', 'CATEGORY_LIMIT', { max: SELLING_LIMITS.categories });
        }
        assertCategory(data, false, tourPriceCents);
        const row = tx
          .insert(priceCategories)
          .values({
            ...categoryFields(data),
            tourId,
            priceCents: toCents(data.price!),
            displayOrder: data.display_order ?? nextOrder(siblings),
            isDefault: false,
          })
          .returning()
          .get();
        return toPriceCategory(row, tourPriceCents, 'en');
      }, IMMEDIATE);
    },

    /** Undefined when there is no such category. */
    updateCategory(id: number, data: PriceCategoryData): PriceCategory | undefined {
      return db.transaction((tx) => {
        const current = tx.select().from(priceCategories).where(eq(priceCategories.id, id)).get();
        if (!current) return undefined;
        const tourPriceCents = tourPriceOf(tx, current.tourId)!;
        assertCategory(data, current.isDefault, tourPriceCents);
        const row = tx
          .update(priceCategories)
          .set({
            ...categoryFields(data),
            // The default's price stays the tour's (docs/decisions/074).
            priceCents: current.isDefault ? null : toCents(data.price!),
            displayOrder: data.display_order ?? current.displayOrder,
          })
          .where(eq(priceCategories.id, id))
          .returning()
          .get()!;
        return toPriceCategory(row, tourPriceCents, 'en');
      }, IMMEDIATE);
    },

    /** False when there is no such category; the default is refused. Its option prices go too. */
    deleteCategory(id: number): boolean {
      return db.transaction((tx) => {
        const current = tx.select().from(priceCategories).where(eq(priceCategories.id, id)).get();
        if (!current) return false;
        if (current.isDefault) throw refuse('CONFLICT', 'DEFAULT_CATEGORY_KEPT');
        tx.delete(priceCategories).where(eq(priceCategories.id, id)).run();
        return true;
      }, IMMEDIATE);
    },

    /** Undefined: no such tour. */
    createOption(tourId: number, data: TourOptionData): TourOption | undefined {
      return db.transaction((tx) => {
        if (tourPriceOf(tx, tourId) === undefined) return undefined;
        const siblings = optionsOf(tx, tourId);
        if (siblings.length >= SELLING_LIMITS.options) {
          throw refuse('CONFLICT', 'OPTION_LIMIT', { max: SELLING_LIMITS.options });
        }
        assertCategoriesOfTour(tx, tourId, data);
        const row = tx
          .insert(tourOptions)
          .values({
            ...optionFields(data),
            tourId,
            displayOrder: data.display_order ?? nextOrder(siblings),
          })
          .returning()
          .get();
        return toTourOption(row, insertOptionPrices(tx, row.id, data), 'en');
      }, IMMEDIATE);
    },

    /** Replaces the option and its category prices; undefined when there is no such option. */
    updateOption(id: number, data: TourOptionData): TourOption | undefined {
      return db.transaction((tx) => {
        const current = tx.select().from(tourOptions).where(eq(tourOptions.id, id)).get();
        if (!current) return undefined;
        assertCategoriesOfTour(tx, current.tourId, data);
        const row = tx
          .update(tourOptions)
          .set({ ...optionFields(data), displayOrder: data.display_order ?? current.displayOrder })
          .where(eq(tourOptions.id, id))
          .returning()
          .get()!;
        tx.delete(optionCategoryPrices).where(eq(optionCategoryPrices.optionId, id)).run();
        return toTourOption(row, insertOptionPrices(tx, id, data), 'en');
      }, IMMEDIATE);
    },

    /** False when there is no such option; a tour's last is refused: it is sold as one at least. */
    deleteOption(id: number): boolean {
      return db.transaction((tx) => {
        const current = tx.select().from(tourOptions).where(eq(tourOptions.id, id)).get();
        if (!current) return false;
        if (optionsOf(tx, current.tourId).length <= 1) {
          throw refuse('CONFLICT', 'LAST_OPTION_KEPT');
        }
        tx.delete(tourOptions).where(eq(tourOptions.id, id)).run();
        return true;
      }, IMMEDIATE);
    },

    /** Undefined: no such tour. */
    createExtra(tourId: number, data: TourExtraData): TourExtra | undefined {
      return db.transaction((tx) => {
        if (tourPriceOf(tx, tourId) === undefined) return undefined;
        const siblings = extrasOf(tx, tourId, false);
        if (siblings.length >= SELLING_LIMITS.extras) {
          throw refuse('CONFLICT', 'EXTRA_LIMIT', { max: SELLING_LIMITS.extras });
        }
        const row = tx
          .insert(tourExtras)
          .values({
            ...extraFields(data),
            tourId,
            displayOrder: data.display_order ?? nextOrder(siblings),
          })
          .returning()
          .get();
        return toTourExtra(row, 'en');
      }, IMMEDIATE);
    },

    updateExtra(id: number, data: TourExtraData): TourExtra | undefined {
      return db.transaction((tx) => {
        const current = tx.select().from(tourExtras).where(eq(tourExtras.id, id)).get();
        if (!current) return undefined;
        const row = tx
          .update(tourExtras)
          .set({ ...extraFields(data), displayOrder: data.display_order ?? current.displayOrder })
          .where(eq(tourExtras.id, id))
          .returning()
          .get()!;
        return toTourExtra(row, 'en');
      }, IMMEDIATE);
    },

    deleteExtra(id: number): boolean {
      return db.delete(tourExtras).where(eq(tourExtras.id, id)).run().changes > 0;
    },
  };
}

export type SellingRepository = ReturnType<typeof createSellingRepository>;
