import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  priceBooking,
  type CategoryPrice,
  type ExtraPrice,
  type PriceRequest,
} from './booking-price';
import { calculateGroupPrice, type PriceTier } from './group-price';

const ADULT = 1;
const CHILD = 2;
const INFANT = 3;

const category = (
  category_id: number,
  price_cents: number,
  rest: Partial<CategoryPrice> = {},
): CategoryPrice => ({
  category_id,
  price_cents,
  takes_seat: true,
  counts_for_tiers: true,
  priced_by_tiers: true,
  ...rest,
});

/** The 3-day Sahara trip: adults €179, children 4–11 €90 (counted in a group, at their price). */
const sahara = [
  category(ADULT, 17_900),
  category(CHILD, 9_000, { priced_by_tiers: false }),
  category(INFANT, 0, { takes_seat: false, counts_for_tiers: false, priced_by_tiers: false }),
];

const tier = (id: number, min: number, max: number, cents: number): PriceTier => ({
  id,
  min_participants: min,
  max_participants: max,
  price_per_person_cents: cents,
});

const CAMEL: ExtraPrice = { extra_id: 10, price_cents: 2_500, per: 'person', max_quantity: null };
const TENT: ExtraPrice = { extra_id: 11, price_cents: 6_000, per: 'booking', max_quantity: 1 };

const request = (rest: Partial<PriceRequest>): PriceRequest => ({
  categories: sahara,
  tiers: [],
  pricing: { kind: 'per_person', minimum_people: 1 },
  people: {},
  extras: [CAMEL, TENT],
  chosenExtras: {},
  discount: null,
  ...rest,
});

const family = { [ADULT]: 2, [CHILD]: 1, [INFANT]: 1 };

describe('priceBooking', () => {
  it('prices each category line by line: 2 × Adult €179, 1 × Child €90, 1 × Infant free', () => {
    const price = priceBooking(request({ people: family }));
    expect(price).toEqual({
      ok: true,
      lines: [
        {
          kind: 'category',
          category_id: ADULT,
          quantity: 2,
          unit_cents: 17_900,
          total_cents: 35_800,
          tier_id: null,
        },
        {
          kind: 'category',
          category_id: CHILD,
          quantity: 1,
          unit_cents: 9_000,
          total_cents: 9_000,
          tier_id: null,
        },
        {
          kind: 'category',
          category_id: INFANT,
          quantity: 1,
          unit_cents: 0,
          total_cents: 0,
          tier_id: null,
        },
      ],
      subtotal_cents: 44_800,
      discount_cents: 0,
      total_cents: 44_800,
      people: 4,
      // The infant rides on a lap.
      seats: 3,
    });
  });

  it('finds the tier by the categories it counts, and prices by it only those it prices', () => {
    // Two adults and a child make a group of 3: the 3-to-5 tier's €159 for the adults only.
    const price = priceBooking(request({ people: family, tiers: [tier(7, 3, 5, 15_900)] }));
    expect(price.ok && price.lines.slice(0, 2)).toEqual([
      expect.objectContaining({ category_id: ADULT, unit_cents: 15_900, tier_id: 7 }),
      expect.objectContaining({ category_id: CHILD, unit_cents: 9_000, tier_id: null }),
    ]);
    expect(price.ok && price.total_cents).toBe(2 * 15_900 + 9_000);
  });

  it('prices a private 4x4 once for the group, up to its size', () => {
    const pricing = { kind: 'per_group', price_cents: 65_000, max_people: 4 } as const;
    const price = priceBooking(request({ people: family, pricing }));
    // Then who comes, included in it.
    expect(price.ok && price.lines).toEqual([
      { kind: 'group', quantity: 1, unit_cents: 65_000, total_cents: 65_000 },
      ...Object.entries(family).map(([id, quantity]) => ({
        kind: 'category',
        category_id: Number(id),
        quantity,
        unit_cents: 0,
        total_cents: 0,
        tier_id: null,
      })),
    ]);
    expect(price.ok && price.seats).toBe(3);
    // Five in seats do not fit; the infant on a lap did not count.
    expect(priceBooking(request({ people: { [ADULT]: 5 }, pricing }))).toEqual({
      ok: false,
      problem: 'GROUP_TOO_LARGE',
    });
  });

  it('charges a private trip per person for its minimum, the missing at the default price', () => {
    const pricing = { kind: 'per_person', minimum_people: 2 } as const;
    const alone = priceBooking(request({ people: { [ADULT]: 1 }, pricing }));
    expect(alone.ok && alone.lines.at(-1)).toEqual({
      kind: 'minimum',
      quantity: 1,
      unit_cents: 17_900,
      total_cents: 17_900,
    });
    expect(alone.ok && alone.total_cents).toBe(35_800);
    // Reached: nothing added.
    const two = priceBooking(request({ people: { [ADULT]: 1, [CHILD]: 1 }, pricing }));
    expect(two.ok && two.lines.map((line) => line.kind)).toEqual(['category', 'category']);
  });

  it('adds the extras per person who takes one and per booking, within their limits', () => {
    const price = priceBooking(request({ people: family, chosenExtras: { 10: 3, 11: 1 } }));
    expect(price.ok && price.lines.slice(3)).toEqual([
      { kind: 'extra', extra_id: 10, quantity: 3, unit_cents: 2_500, total_cents: 7_500 },
      { kind: 'extra', extra_id: 11, quantity: 1, unit_cents: 6_000, total_cents: 6_000 },
    ]);
    expect(price.ok && price.total_cents).toBe(44_800 + 7_500 + 6_000);
    expect(priceBooking(request({ people: family, chosenExtras: { 10: 5 } }))).toEqual({
      ok: false,
      problem: 'TOO_MANY_EXTRAS',
    });
    expect(priceBooking(request({ people: family, chosenExtras: { 11: 2 } }))).toEqual({
      ok: false,
      problem: 'TOO_MANY_EXTRAS',
    });
    expect(priceBooking(request({ people: family, chosenExtras: { 99: 1 } }))).toEqual({
      ok: false,
      problem: 'UNKNOWN_EXTRA',
    });
  });

  it('takes a percentage off the subtotal, to the nearest cent, a half cent up', () => {
    // €448.00 less 15 % is €67.20 off; 13 % of €1.50 is 19.5¢, which rounds up to 20¢.
    const fifteen = { kind: 'percent', percent: 15, min_spend_cents: 0 } as const;
    const price = priceBooking(request({ people: family, discount: fifteen }));
    expect(price.ok && [price.discount_cents, price.total_cents]).toEqual([6_720, 38_080]);
    expect(price.ok && price.lines.at(-1)).toEqual({
      kind: 'discount',
      quantity: 1,
      unit_cents: -6_720,
      total_cents: -6_720,
    });
    const cheap = [category(ADULT, 150)];
    const thirteen = { kind: 'percent', percent: 13, min_spend_cents: 0 } as const;
    const small = priceBooking(
      request({ categories: cheap, people: { [ADULT]: 1 }, discount: thirteen }),
    );
    expect(small.ok && small.discount_cents).toBe(20);
  });

  it('takes a fixed amount off, never more than the subtotal, once the minimum is spent', () => {
    const fifty = { kind: 'fixed', amount_cents: 5_000, min_spend_cents: 40_000 } as const;
    const price = priceBooking(request({ people: family, discount: fifty }));
    expect(price.ok && price.total_cents).toBe(39_800);
    expect(priceBooking(request({ people: { [ADULT]: 2 }, discount: fifty }))).toEqual({
      ok: false,
      problem: 'BELOW_MIN_SPEND',
    });
    const huge = { kind: 'fixed', amount_cents: 1_000_000, min_spend_cents: 0 } as const;
    const free = priceBooking(request({ people: family, discount: huge }));
    expect(free.ok && [free.discount_cents, free.total_cents]).toEqual([44_800, 0]);
  });

  it('refuses a booking of nobody, of an infant alone, or of a category the option lacks', () => {
    expect(priceBooking(request({ people: {} }))).toEqual({ ok: false, problem: 'NO_PEOPLE' });
    expect(priceBooking(request({ people: { [INFANT]: 1 } }))).toEqual({
      ok: false,
      problem: 'NO_SEAT_TAKER',
    });
    expect(priceBooking(request({ people: { [ADULT]: 1, 42: 1 } }))).toEqual({
      ok: false,
      problem: 'UNKNOWN_CATEGORY',
    });
  });

  it('gives exactly the price rule of a tour without categories, for N adults', () => {
    const tiersArb = fc
      .uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 0, maxLength: 6 })
      .map((starts) =>
        [...starts]
          .sort((a, b) => a - b)
          .map((start, index, sorted) =>
            tier(index + 1, start, (sorted[index + 1] ?? 21) - 1, 1_000 + start * 997),
          ),
      );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        tiersArb,
        fc.integer({ min: 1, max: 20 }),
        (tourPrice, tiers, participants) => {
          const price = priceBooking(
            request({
              categories: [category(ADULT, tourPrice)],
              tiers,
              people: { [ADULT]: participants },
            }),
          );
          const today = calculateGroupPrice(tourPrice, tiers, participants);
          expect(price.ok && [price.total_cents, price.seats]).toEqual([
            today.totalCents,
            participants,
          ]);
        },
      ),
    );
  });

  it('is never negative and its lines always add up to its total', () => {
    fc.assert(
      fc.property(
        fc.record({
          adults: fc.integer({ min: 1, max: 8 }),
          children: fc.integer({ min: 0, max: 4 }),
          infants: fc.integer({ min: 0, max: 2 }),
          camels: fc.integer({ min: 0, max: 14 }),
          percent: fc.integer({ min: 0, max: 100 }),
        }),
        ({ adults, children, infants, camels, percent }) => {
          const price = priceBooking(
            request({
              people: { [ADULT]: adults, [CHILD]: children, [INFANT]: infants },
              chosenExtras: { 10: Math.min(camels, adults + children + infants) },
              discount: { kind: 'percent', percent, min_spend_cents: 0 },
            }),
          );
          if (!price.ok) throw new Error(price.problem);
          const sum = price.lines.reduce((total, line) => total + line.total_cents, 0);
          expect(sum).toBe(price.total_cents);
          expect(price.total_cents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
