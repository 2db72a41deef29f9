import type { TourBookingFacts } from '@mt/contracts/tours';
import type { FieldError } from '@mt/contracts/errors';
import {
  priceBooking,
  type CategoryPrice,
  type OptionPricing,
  type PriceProblem,
} from '@mt/domain/booking-price';
import { pricePerPersonOf, type NamedPriceLine } from '@mt/domain/price-lines';
import { AppError, fieldRefusal } from '@mt/service-kit/errors';
import type { AppliedPromo } from '../promo-codes/promo-discount';

/** What a request buys (docs/decisions/074): the spec's count, and maybe the rest. */
export interface Selection {
  participants: number;
  option_id?: number | undefined;
  /** How many of each category, by id; absent: `participants` of the default one. */
  people?: Record<string, number> | undefined;
  extras?: Record<string, number> | undefined;
}

/** A selection priced from the tour's facts, as the booking stores it. */
export interface PricedSelection {
  option: { id: number; name: string; name_fr: string | null } | null;
  lines: NamedPriceLine[];
  totalCents: number;
  pricePerPersonCents: number;
  /** The group tier that priced the first category, if one did. */
  tierId: number | null;
  participants: number;
  seats: number;
}

type Category = NonNullable<TourBookingFacts['categories']>[number];
type Option = NonNullable<TourBookingFacts['options']>[number];

/**
 * Facts written before categories (a caller's, a test's) read as what every tour sold then: its
 * price for one kind of person, who takes a seat and whom the tiers count and price.
 */
function categoriesOf(facts: TourBookingFacts): Category[] {
  if (facts.categories?.length) return facts.categories;
  return [
    {
      id: 0,
      name: 'Adult',
      name_fr: 'Adulte',
      min_age: null,
      max_age: null,
      price_cents: facts.price_cents,
      takes_seat: true,
      counts_for_tiers: true,
      priced_by_tiers: true,
      is_default: true,
    },
  ];
}

/** Each of the domain's problems as a refusal of the catalogue, on the field it is about. */
const PROBLEMS: Record<PriceProblem, (option: Option | undefined) => FieldError> = {
  NO_PEOPLE: () => fieldRefusal('people', 'NO_SEAT_TAKER'),
  NO_SEAT_TAKER: () => fieldRefusal('people', 'NO_SEAT_TAKER'),
  UNKNOWN_CATEGORY: () => fieldRefusal('people', 'CATEGORY_NOT_SOLD'),
  GROUP_TOO_LARGE: (option) =>
    fieldRefusal('people', 'GROUP_TOO_LARGE', { max: option?.max_people ?? 0 }),
  UNKNOWN_EXTRA: () => fieldRefusal('extras', 'EXTRA_NOT_SOLD'),
  TOO_MANY_EXTRAS: () => fieldRefusal('extras', 'TOO_MANY_EXTRAS'),
  BELOW_MIN_SPEND: () => fieldRefusal('promo_code', 'BELOW_MIN_SPEND'),
};

const refused = (error: FieldError) =>
  new AppError('VALIDATION', 'Invalid input', { errors: [error] });

function pricingOf(option: Option | undefined): OptionPricing {
  if (option?.pricing === 'per_group') {
    return {
      kind: 'per_group',
      price_cents: option.group_price_cents ?? 0,
      max_people: option.max_people ?? 0,
    };
  }
  return { kind: 'per_person', minimum_people: option?.minimum_people ?? 0 };
}

const toCounts = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).map(([id, count]) => [Number(id), count]));

/**
 * Prices what a request buys with `priceBooking` (@mt/domain/booking-price), from the tour's
 * current facts, and names each line as the tour names it now (400 on the field at fault). The
 * option is the one asked for, else the tour's first (its shared trip); the people are those
 * counted, else `participants` of the default category, which prices them exactly as before
 * categories (docs/decisions/074). A promo code's discount comes last, named by the code.
 */
export function priceSelection(
  facts: TourBookingFacts,
  selection: Selection,
  promo: AppliedPromo | null = null,
): PricedSelection {
  const categories = categoriesOf(facts);
  const options = facts.options ?? [];
  const option =
    selection.option_id === undefined
      ? options[0]
      : options.find((candidate) => candidate.id === selection.option_id);
  if (selection.option_id !== undefined && !option) {
    throw refused(fieldRefusal('option_id', 'OPTION_NOT_SOLD'));
  }
  const ownPrices = new Map(
    (option?.category_prices ?? []).map((price) => [price.category_id, price.price_cents]),
  );
  const prices: CategoryPrice[] = categories.map((category) => ({
    category_id: category.id,
    price_cents: ownPrices.get(category.id) ?? category.price_cents,
    takes_seat: category.takes_seat,
    counts_for_tiers: category.counts_for_tiers,
    priced_by_tiers: category.priced_by_tiers,
  }));
  const standard = categories.find((category) => category.is_default) ?? categories[0]!;
  const people = selection.people
    ? toCounts(selection.people)
    : { [standard.id]: selection.participants };
  const extras = facts.extras ?? [];

  const price = priceBooking({
    categories: prices,
    tiers: facts.tiers,
    pricing: pricingOf(option),
    people,
    extras: extras.map((extra) => ({
      extra_id: extra.id,
      price_cents: extra.price_cents,
      per: extra.per,
      max_quantity: extra.max_quantity,
    })),
    chosenExtras: toCounts(selection.extras ?? {}),
    discount: promo?.discount ?? null,
  });
  if (!price.ok) {
    throw refused(PROBLEMS[price.problem](option));
  }

  const category = new Map(categories.map((entry) => [entry.id, entry]));
  const extra = new Map(extras.map((entry) => [entry.id, entry]));
  const lines: NamedPriceLine[] = price.lines.map((line) => {
    const named = (item_id: number | null, source: { name: string; name_fr: string | null }) => ({
      kind: line.kind,
      item_id,
      name: source.name,
      name_fr: source.name_fr,
      quantity: line.quantity,
      unit_cents: line.unit_cents,
      total_cents: line.total_cents,
    });
    switch (line.kind) {
      case 'category':
        return named(line.category_id || null, category.get(line.category_id)!);
      case 'extra':
        return named(line.extra_id, extra.get(line.extra_id)!);
      case 'group':
        return named(null, option!);
      case 'minimum':
        return named(null, standard);
      case 'discount':
        return named(promo?.id ?? null, { name: promo?.code ?? '', name_fr: null });
    }
  });
  const first = price.lines.find((line) => line.kind === 'category');
  return {
    option: option ? { id: option.id, name: option.name, name_fr: option.name_fr } : null,
    lines,
    totalCents: price.total_cents,
    pricePerPersonCents: pricePerPersonOf(lines, price.seats),
    tierId: first?.kind === 'category' ? first.tier_id : null,
    participants: price.people,
    seats: price.seats,
  };
}
