import { describe, expect, it } from 'vitest';
import { PriceCategoryInputSchema, TourExtraInputSchema, TourOptionInputSchema } from './selling';

const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

// docs/decisions/074: what a tour sells, as the operator writes it.
describe('a price category', () => {
  it('is an open-aged category that takes a seat and follows the tiers unless it says', () => {
    expect(PriceCategoryInputSchema.parse({ name: ' Child ', name_fr: '  ', price: 90 })).toEqual({
      name: 'Child',
      name_fr: null,
      min_age: null,
      max_age: null,
      price: 90,
      takes_seat: true,
      counts_for_tiers: true,
      priced_by_tiers: true,
    });
  });

  it('takes whole ages from 0 to 120, the youngest first', () => {
    const parse = (ages: object) =>
      PriceCategoryInputSchema.safeParse({ name: 'Child', price: 90, ...ages });
    expect(parse({ min_age: 0, max_age: 120 }).success).toBe(true);
    expect(parse({ min_age: 4, max_age: 4 }).success).toBe(true);
    expect(pathsOf(parse({ min_age: 11, max_age: 4 }))).toEqual(['max_age']);
    expect(pathsOf(parse({ min_age: 2.5, max_age: 121 }))).toEqual(['min_age', 'max_age']);
  });
});

describe('an option', () => {
  it('is priced per person unless it is a private one for the group', () => {
    expect(TourOptionInputSchema.parse({ kind: 'shared', name: 'Shared group' })).toMatchObject({
      pricing: 'per_person',
      group_price: null,
      max_people: null,
      minimum_people: 1,
      category_prices: [],
    });
    expect(
      TourOptionInputSchema.parse({
        kind: 'private',
        name: 'Private 4x4',
        pricing: 'per_group',
        group_price: 650,
        max_people: 4,
      }),
    ).toMatchObject({ group_price: 650, max_people: 4, minimum_people: 1 });
  });

  it('names each field a price per group or per person does not fit', () => {
    const parse = (option: object) => TourOptionInputSchema.safeParse({ name: 'P', ...option });
    expect(
      pathsOf(parse({ kind: 'shared', pricing: 'per_group', group_price: 1, max_people: 2 })),
    ).toEqual(['pricing']);
    expect(pathsOf(parse({ kind: 'private', pricing: 'per_group', minimum_people: 2 }))).toEqual([
      'group_price',
      'max_people',
      'minimum_people',
    ]);
    expect(pathsOf(parse({ kind: 'private', max_people: 4 }))).toEqual(['max_people']);
  });

  it('prices each category once at most, and at most ten of them', () => {
    const prices = (ids: number[]) =>
      TourOptionInputSchema.safeParse({
        kind: 'private',
        name: 'Private guide',
        category_prices: ids.map((category_id) => ({ category_id, price: 100 })),
      });
    expect(pathsOf(prices([1, 2, 1]))).toEqual(['category_prices.2.category_id']);
    expect(pathsOf(prices([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]))).toEqual(['category_prices']);
    expect(pathsOf(prices([0]))).toEqual(['category_prices.0.category_id']);
  });
});

describe('an extra', () => {
  it('is on sale with no limit and no description unless it says', () => {
    expect(
      TourExtraInputSchema.parse({
        name: 'Camel ride',
        description: ' ',
        price: 25,
        per: 'person',
      }),
    ).toEqual({
      name: 'Camel ride',
      name_fr: null,
      description: null,
      description_fr: null,
      price: 25,
      per: 'person',
      max_quantity: null,
      active: true,
    });
  });
});
