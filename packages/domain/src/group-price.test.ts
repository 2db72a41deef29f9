import { describe, expect, it } from 'vitest';
import {
  calculateGroupPrice,
  findOverlappingTier,
  nextTierRange,
  type PriceTier,
} from './group-price';
import { toCents, toEuros } from './money';

const tiers: PriceTier[] = [
  { id: 1, min_participants: 2, max_participants: 3, price_per_person_cents: 21_900 },
  { id: 2, min_participants: 4, max_participants: 6, price_per_person_cents: 18_900 },
];

describe('calculateGroupPrice', () => {
  it("uses the tour's price when no tier holds the count", () => {
    expect(calculateGroupPrice(24_900, tiers, 1)).toEqual({
      tier: null,
      pricePerPersonCents: 24_900,
      totalCents: 24_900,
    });
    expect(calculateGroupPrice(24_900, tiers, 7).tier).toBeNull();
  });

  it.each([
    [2, 1],
    [3, 1],
    [4, 2],
    [6, 2],
  ])('applies the tier holding %i participants (inclusive bounds)', (participants, tierId) => {
    const price = calculateGroupPrice(24_900, tiers, participants);
    expect(price.tier?.id).toBe(tierId);
    expect(price.totalCents).toBe(price.pricePerPersonCents * participants);
  });

  it('works with no tiers at all', () => {
    expect(calculateGroupPrice(4_500, [], 3)).toEqual({
      tier: null,
      pricePerPersonCents: 4_500,
      totalCents: 13_500,
    });
  });

  it('keeps cents exact where floating point would drift', () => {
    const price = calculateGroupPrice(toCents(0.1), [], 3);
    expect(toEuros(price.totalCents)).toBe(0.3);
    expect(toCents(19.99)).toBe(1999);
  });
});

describe('findOverlappingTier', () => {
  it.each([
    [{ min_participants: 1, max_participants: 1 }, undefined],
    [{ min_participants: 7, max_participants: 12 }, undefined],
    [{ min_participants: 3, max_participants: 4 }, 1],
    [{ min_participants: 5, max_participants: 9 }, 2],
    [{ min_participants: 1, max_participants: 20 }, 1],
  ])('%j overlaps tier %s', (range, expected) => {
    expect(findOverlappingTier(tiers, range)?.id).toBe(expected);
  });

  it('ignores the tier being edited', () => {
    expect(
      findOverlappingTier(tiers, { min_participants: 2, max_participants: 3 }, 1),
    ).toBeUndefined();
  });
});

describe('nextTierRange', () => {
  const range = (min: number, max: number) => ({ min_participants: min, max_participants: max });

  it('starts at 1–2 people on a tour without tiers', () => {
    expect(nextTierRange([], 12)).toEqual(range(1, 2));
  });

  it('starts after the last tier, whatever their order, and overlaps none', () => {
    expect(nextTierRange(tiers, 12)).toEqual(range(7, 8));
    expect(nextTierRange([range(5, 8), range(1, 4)], 12)).toEqual(range(9, 10));
    const next = nextTierRange(tiers.slice(0, 1), 12)!;
    expect(findOverlappingTier(tiers.slice(0, 1), next)).toBeUndefined();
  });

  it('holds one size when only one is left below the largest group', () => {
    expect(nextTierRange([range(1, 11)], 12)).toEqual(range(12, 12));
  });

  it('takes the first sizes no tier holds once the tiers reach the largest group', () => {
    expect(nextTierRange([range(3, 12)], 12)).toEqual(range(1, 2));
    expect(nextTierRange([range(1, 2), range(4, 12)], 12)).toEqual(range(3, 3));
  });

  it('is null when every size already has a tier', () => {
    expect(nextTierRange([range(1, 4), range(5, 12)], 12)).toBeNull();
  });
});
