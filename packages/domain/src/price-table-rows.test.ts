import { describe, expect, it } from 'vitest';
import type { PriceTier } from './group-price';
import { priceTableRows } from './price-table-rows';

const tier = (id: number, min: number, max: number, euros: number): PriceTier => ({
  id,
  min_participants: min,
  max_participants: max,
  price_per_person_cents: euros * 100,
});

const rows = (tiers: PriceTier[], largestGroup: number) =>
  priceTableRows(24_900, tiers, largestGroup).map(({ min, max, pricePerPersonCents, tierId }) => [
    min,
    max,
    pricePerPersonCents,
    tierId,
  ]);

describe('priceTableRows', () => {
  it('starts at 1 person: a group no tier holds pays the tour’s price', () => {
    expect(rows([tier(1, 2, 3, 219), tier(2, 4, 7, 195)], 16)).toEqual([
      [1, 1, 24_900, null],
      [2, 3, 21_900, 1],
      [4, 7, 19_500, 2],
      [8, 16, 24_900, null],
    ]);
  });

  it('fills a gap between tiers and keeps tiers in the order of the group size', () => {
    expect(rows([tier(2, 9, 16, 55), tier(1, 4, 6, 59)], 16)).toEqual([
      [1, 3, 24_900, null],
      [4, 6, 5_900, 1],
      [7, 8, 24_900, null],
      [9, 16, 5_500, 2],
    ]);
  });

  it('stops at the largest group one booking may hold, and drops a tier beyond it', () => {
    expect(rows([tier(1, 1, 1, 249), tier(2, 2, 60, 179), tier(3, 70, 80, 99)], 50)).toEqual([
      [1, 1, 24_900, 1],
      [2, 50, 17_900, 2],
    ]);
  });

  it('is one row at the tour’s price when no tier applies', () => {
    expect(rows([], 8)).toEqual([[1, 8, 24_900, null]]);
  });

  it('gives each row the price the booking itself would charge', () => {
    const tiers = [tier(1, 3, 5, 100), tier(2, 6, 6, 90)];
    for (const row of priceTableRows(12_000, tiers, 10)) {
      expect(row.max).toBeGreaterThanOrEqual(row.min);
    }
    const counts = priceTableRows(12_000, tiers, 10).flatMap((row) =>
      Array.from({ length: row.max - row.min + 1 }, () => row.pricePerPersonCents),
    );
    expect(counts).toEqual([
      12_000, 12_000, 10_000, 10_000, 10_000, 9_000, 12_000, 12_000, 12_000, 12_000,
    ]);
  });
});
