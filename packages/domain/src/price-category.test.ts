import { describe, expect, it } from 'vitest';
import { offersChoices, priceCategoryProblem, type CategoryRequest } from './price-category';

const adult: CategoryRequest = {
  is_default: true,
  price_cents: null,
  takes_seat: true,
  counts_for_tiers: true,
  priced_by_tiers: true,
};
const child: CategoryRequest = { ...adult, is_default: false, price_cents: 9_000 };

describe('priceCategoryProblem', () => {
  it('gives every category but the default its own price', () => {
    expect(priceCategoryProblem(child, 17_900)).toBeNull();
    expect(
      priceCategoryProblem({ ...child, price_cents: 0, takes_seat: false }, 17_900),
    ).toBeNull();
    expect(priceCategoryProblem({ ...child, price_cents: null }, 17_900)).toEqual({
      field: 'price',
      problem: 'PRICE_REQUIRED',
    });
  });

  it("keeps the default's price the tour's: none, or the same, but never another", () => {
    expect(priceCategoryProblem(adult, 17_900)).toBeNull();
    expect(priceCategoryProblem({ ...adult, price_cents: 17_900 }, 17_900)).toBeNull();
    expect(priceCategoryProblem({ ...adult, price_cents: 17_800 }, 17_900)).toEqual({
      field: 'price',
      problem: 'DEFAULT_CATEGORY_PRICE',
    });
  });

  it('keeps the default seated, counted and priced by the tiers, naming the first flag off', () => {
    expect(priceCategoryProblem({ ...adult, takes_seat: false }, 17_900)).toEqual({
      field: 'takes_seat',
      problem: 'DEFAULT_CATEGORY_RULES',
    });
    expect(
      priceCategoryProblem({ ...adult, counts_for_tiers: false, priced_by_tiers: false }, 17_900),
    ).toEqual({ field: 'counts_for_tiers', problem: 'DEFAULT_CATEGORY_RULES' });
    expect(priceCategoryProblem({ ...adult, priced_by_tiers: false }, 17_900)).toEqual({
      field: 'priced_by_tiers',
      problem: 'DEFAULT_CATEGORY_RULES',
    });
  });
});

describe('offersChoices', () => {
  const one = { categories: [1], options: [1], extras: [] };
  it('is false for one price per person, true with a second category, option or an extra', () => {
    expect(offersChoices(undefined)).toBe(false);
    expect(offersChoices(one)).toBe(false);
    expect(offersChoices({ ...one, categories: [1, 2] })).toBe(true);
    expect(offersChoices({ ...one, options: [1, 2] })).toBe(true);
    expect(offersChoices({ ...one, extras: [1] })).toBe(true);
  });
});
