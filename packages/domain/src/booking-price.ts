import { calculateGroupPrice, type PriceTier } from './group-price';

/**
 * A price category of a tour as one option sells it (docs/decisions/074): Adult, Child (4–11),
 * Infant (0–3)… at its own price per person.
 */
export interface CategoryPrice {
  category_id: number;
  price_cents: number;
  /** An infant on a lap takes none: it is not counted against the departure's seats. */
  takes_seat: boolean;
  /** Counted in the group's size when a group tier is looked for. */
  counts_for_tiers: boolean;
  /** Pays the tier's price per person instead of its own when a tier holds the group. */
  priced_by_tiers: boolean;
}

/**
 * How an option is priced: per person (the shared trip as today, or a private one charged for at
 * least `minimum_people`), or one price for the whole group up to `max_people` (a private 4x4).
 */
export type OptionPricing =
  | { kind: 'per_person'; minimum_people: number }
  | { kind: 'per_group'; price_cents: number; max_people: number };

/** An extra: per booking (an airport transfer) or per person who takes it (a camel ride). */
export interface ExtraPrice {
  extra_id: number;
  price_cents: number;
  per: 'booking' | 'person';
  /** The most one booking may take; null for no limit but the group's size (per person). */
  max_quantity: number | null;
}

/** A promo code's money part; its dates, tours and uses are ./promo-code.ts's. */
export type Discount =
  | { kind: 'percent'; percent: number; min_spend_cents: number }
  | { kind: 'fixed'; amount_cents: number; min_spend_cents: number };

export interface PriceRequest {
  /** The option's categories, the first being the tour's default (Adult). */
  categories: readonly CategoryPrice[];
  tiers: readonly PriceTier[];
  pricing: OptionPricing;
  /** How many of each category, by category id; absent or 0 is none. */
  people: Readonly<Record<number, number>>;
  extras: readonly ExtraPrice[];
  /** How many of each extra, by extra id. */
  chosenExtras: Readonly<Record<number, number>>;
  discount: Discount | null;
}

export type PriceLine =
  | {
      kind: 'category';
      category_id: number;
      quantity: number;
      unit_cents: number;
      total_cents: number;
      /** The group tier that set the price per person, if one did. */
      tier_id: number | null;
    }
  /** The people a private option charges for beyond those who come, at the default price. */
  | { kind: 'minimum'; quantity: number; unit_cents: number; total_cents: number }
  | { kind: 'group'; quantity: 1; unit_cents: number; total_cents: number }
  | { kind: 'extra'; extra_id: number; quantity: number; unit_cents: number; total_cents: number }
  | { kind: 'discount'; quantity: 1; unit_cents: number; total_cents: number };

/** Why a request has no price; each is a refusal the form and the API name. */
export type PriceProblem =
  | 'NO_PEOPLE'
  | 'NO_SEAT_TAKER'
  | 'UNKNOWN_CATEGORY'
  | 'GROUP_TOO_LARGE'
  | 'UNKNOWN_EXTRA'
  | 'TOO_MANY_EXTRAS'
  | 'BELOW_MIN_SPEND';

export type BookingPrice =
  | {
      ok: true;
      lines: PriceLine[];
      /** Before the discount. */
      subtotal_cents: number;
      discount_cents: number;
      total_cents: number;
      /** Everyone who comes, and those of them who take a seat. */
      people: number;
      seats: number;
    }
  | { ok: false; problem: PriceProblem };

const refuse = (problem: PriceProblem): BookingPrice => ({ ok: false, problem });

/** `percent` of `cents`, to the nearest cent, a half cent up, in integers. */
const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/**
 * The price of a booking, line by line (docs/decisions/074), computed on the server from the
 * tour's current rules; the client's figures are never used. In order:
 * 1. each category at its price per person, or the group tier's where the tier holds the group
 *    (counted over the categories that count for tiers) and the category is priced by tiers;
 *    a private option for a whole group is one price instead, for up to its `max_people`, and
 *    each category comes after it at nothing, as included in it;
 * 2. a private option charged per person for at least `minimum_people`: those missing, at the
 *    default category's price;
 * 3. the extras, per booking or per person who takes one (at most the group's size);
 * 4. the promo code's discount, on the subtotal, never more than it, once the minimum is spent.
 * A tour with only its default category, priced per person, gives exactly today's price rule
 * (calculateGroupPrice), so every booking made before categories reads the same.
 */
export function priceBooking(request: PriceRequest): BookingPrice {
  const { categories, tiers, pricing, people, extras, chosenExtras, discount } = request;
  const known = new Set(categories.map((category) => category.category_id));
  for (const [id, count] of Object.entries(people)) {
    if (count > 0 && !known.has(Number(id))) return refuse('UNKNOWN_CATEGORY');
  }
  const countOf = (category: CategoryPrice) => Math.max(0, people[category.category_id] ?? 0);
  const coming = categories.filter((category) => countOf(category) > 0);
  const total = coming.reduce((sum, category) => sum + countOf(category), 0);
  const seats = coming
    .filter((category) => category.takes_seat)
    .reduce((sum, category) => sum + countOf(category), 0);
  if (total === 0) return refuse('NO_PEOPLE');
  // An infant never travels alone: someone who takes a seat comes.
  if (seats === 0) return refuse('NO_SEAT_TAKER');

  const lines: PriceLine[] = [];
  if (pricing.kind === 'per_group') {
    if (seats > pricing.max_people) return refuse('GROUP_TOO_LARGE');
    lines.push({
      kind: 'group',
      quantity: 1,
      unit_cents: pricing.price_cents,
      total_cents: pricing.price_cents,
    });
    // Who comes is still said, included in the group's price: the manifest and the mails name
    // them, and the record keeps how many of each travelled.
    for (const category of coming) {
      const quantity = countOf(category);
      lines.push({
        kind: 'category',
        category_id: category.category_id,
        quantity,
        unit_cents: 0,
        total_cents: 0,
        tier_id: null,
      });
    }
  } else {
    const groupSize = coming
      .filter((category) => category.counts_for_tiers)
      .reduce((sum, category) => sum + countOf(category), 0);
    for (const category of coming) {
      const quantity = countOf(category);
      const { tier, pricePerPersonCents } =
        category.priced_by_tiers && groupSize > 0
          ? calculateGroupPrice(category.price_cents, tiers, groupSize)
          : { tier: null, pricePerPersonCents: category.price_cents };
      lines.push({
        kind: 'category',
        category_id: category.category_id,
        quantity,
        unit_cents: pricePerPersonCents,
        total_cents: pricePerPersonCents * quantity,
        tier_id: tier?.id ?? null,
      });
    }
    const missing = pricing.minimum_people - seats;
    const standard = categories[0];
    if (missing > 0 && standard) {
      lines.push({
        kind: 'minimum',
        quantity: missing,
        unit_cents: standard.price_cents,
        total_cents: standard.price_cents * missing,
      });
    }
  }

  const offered = new Map(extras.map((extra) => [extra.extra_id, extra]));
  for (const [id, quantity] of Object.entries(chosenExtras)) {
    if (quantity <= 0) continue;
    const extra = offered.get(Number(id));
    if (!extra) return refuse('UNKNOWN_EXTRA');
    const limit = Math.min(
      extra.max_quantity ?? Number.POSITIVE_INFINITY,
      extra.per === 'person' ? total : Number.POSITIVE_INFINITY,
    );
    if (quantity > limit) return refuse('TOO_MANY_EXTRAS');
    lines.push({
      kind: 'extra',
      extra_id: extra.extra_id,
      quantity,
      unit_cents: extra.price_cents,
      total_cents: extra.price_cents * quantity,
    });
  }

  const subtotal = lines.reduce((sum, line) => sum + line.total_cents, 0);
  let discountCents = 0;
  if (discount) {
    if (subtotal < discount.min_spend_cents) return refuse('BELOW_MIN_SPEND');
    discountCents = Math.min(
      subtotal,
      discount.kind === 'percent' ? percentOf(subtotal, discount.percent) : discount.amount_cents,
    );
    lines.push({
      kind: 'discount',
      quantity: 1,
      unit_cents: -discountCents,
      total_cents: -discountCents,
    });
  }

  return {
    ok: true,
    lines,
    subtotal_cents: subtotal,
    discount_cents: discountCents,
    total_cents: subtotal - discountCents,
    people: total,
    seats,
  };
}
