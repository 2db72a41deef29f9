import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowestPricePerPerson } from './from-price';
import { calculateGroupPrice, type PriceTier } from './group-price';

const tier = (id: number, min: number, max: number, cents: number): PriceTier => ({
  id,
  min_participants: min,
  max_participants: max,
  price_per_person_cents: cents,
});

describe('lowestPricePerPerson', () => {
  it("is the tour's price when it has no tiers", () => {
    expect(lowestPricePerPerson(24_900, [], 16)).toBe(24_900);
  });

  it('is the cheapest tier a group can reach, below the tour price', () => {
    const tiers = [tier(1, 2, 3, 21_900), tier(2, 4, 8, 17_900)];
    expect(lowestPricePerPerson(24_900, tiers, 16)).toBe(17_900);
  });

  it('ignores a tier no bookable group reaches', () => {
    // The tour takes 6 at most: the 10-to-20 rate is never paid.
    expect(lowestPricePerPerson(24_900, [tier(1, 10, 20, 9_900)], 6)).toBe(24_900);
  });

  it("ignores the tour's price when tiers cover every group size", () => {
    // A dearer single traveller's tier and a group tier: no group pays the tour's 100.
    const tiers = [tier(1, 1, 1, 30_000), tier(2, 2, 6, 20_000)];
    expect(lowestPricePerPerson(10_000, tiers, 6)).toBe(20_000);
  });

  it("counts the tour's price when some group size falls between tiers", () => {
    const tiers = [tier(1, 1, 2, 30_000), tier(2, 4, 6, 20_000)];
    expect(lowestPricePerPerson(10_000, tiers, 6)).toBe(10_000);
  });

  it('is what the cheapest bookable group pays, whatever the tiers', () => {
    const tiersArb = fc
      .array(
        fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 10 }), fc.nat(50_000)),
        {
          maxLength: 5,
        },
      )
      .map((rows) =>
        rows.map(([min, span, cents], index) => tier(index + 1, min, min + span, cents)),
      );
    fc.assert(
      fc.property(
        fc.nat(50_000),
        tiersArb,
        fc.integer({ min: 1, max: 50 }),
        (price, tiers, largest) => {
          const paid = Array.from(
            { length: largest },
            (_, index) => calculateGroupPrice(price, tiers, index + 1).pricePerPersonCents,
          );
          const lowest = lowestPricePerPerson(price, tiers, largest);
          expect(paid).toContain(lowest);
          expect(Math.min(...paid)).toBe(lowest);
        },
      ),
    );
  });
});
