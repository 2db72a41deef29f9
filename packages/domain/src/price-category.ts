/**
 * What a price category may be (docs/decisions/074). The tour's default category (Adult) is the
 * tour's price as the specification knew it: its price is the tour's own, and it takes a seat,
 * counts for the group tiers and is priced by them, so that N of it is priced exactly as N
 * participants always were (`priceBooking` against `calculateGroupPrice`) and the
 * specification's price calculation keeps its answers. Every other category has its own price.
 */
export interface CategoryRequest {
  is_default: boolean;
  /** Null when the request gives none. */
  price_cents: number | null;
  takes_seat: boolean;
  counts_for_tiers: boolean;
  priced_by_tiers: boolean;
}

export type CategoryProblem =
  | { field: 'price'; problem: 'PRICE_REQUIRED' | 'DEFAULT_CATEGORY_PRICE' }
  | {
      field: 'takes_seat' | 'counts_for_tiers' | 'priced_by_tiers';
      problem: 'DEFAULT_CATEGORY_RULES';
    };

/**
 * Why a category cannot be stored as asked, or null. The default may repeat the tour's price (a
 * form that sends back what it read) but not set another: that is the tour's `price` to change.
 */
export function priceCategoryProblem(
  category: CategoryRequest,
  tourPriceCents: number,
): CategoryProblem | null {
  if (!category.is_default) {
    return category.price_cents === null ? { field: 'price', problem: 'PRICE_REQUIRED' } : null;
  }
  if (category.price_cents !== null && category.price_cents !== tourPriceCents) {
    return { field: 'price', problem: 'DEFAULT_CATEGORY_PRICE' };
  }
  for (const field of ['takes_seat', 'counts_for_tiers', 'priced_by_tiers'] as const) {
    if (!category[field]) return { field, problem: 'DEFAULT_CATEGORY_RULES' };
  }
  return null;
}

/** What a tour sells, counted: the page and the form need nothing else to decide. */
interface Sold {
  categories: readonly unknown[];
  options: readonly unknown[];
  extras: readonly unknown[];
}

/**
 * Whether a tour sells more than one price per person (several categories or options, or an
 * extra): only then do its page list them and its booking form ask for them.
 */
export function offersChoices<T extends Sold>(selling: T | undefined): selling is T {
  return Boolean(
    selling &&
    (selling.categories.length > 1 || selling.options.length > 1 || selling.extras.length > 0),
  );
}
