import { describe, expect, it } from 'vitest';
import { depositCents, depositTerms } from './deposit';

describe('depositCents', () => {
  it('asks nothing at 0 % and the whole total at 100 %', () => {
    expect(depositCents(49_800, 0)).toBe(0);
    expect(depositCents(49_800, 100)).toBe(49_800);
  });

  it('is the percentage of the total in whole cents', () => {
    expect(depositCents(49_800, 30)).toBe(14_940);
    expect(depositCents(33_333, 25)).toBe(8_333); // 8 333.25 rounds down
  });

  it('rounds a half cent up', () => {
    expect(depositCents(5, 30)).toBe(2); // 1.5 cents
    expect(depositCents(250, 1)).toBe(3); // 2.5 cents
    expect(depositCents(249, 1)).toBe(2); // 2.49 cents
  });

  it('refuses a percentage outside 0 to 100 or not whole, and cents that are not whole', () => {
    expect(() => depositCents(100, 101)).toThrow(RangeError);
    expect(() => depositCents(100, -1)).toThrow(RangeError);
    expect(() => depositCents(100, 12.5)).toThrow(RangeError);
    expect(() => depositCents(100.5, 10)).toThrow(RangeError);
  });
});

describe('depositTerms', () => {
  it('asks the deposit now and the rest after it, before any payment', () => {
    expect(depositTerms(25_000, 30, 0)).toEqual({
      depositCents: 7_500,
      depositDueCents: 7_500,
      balanceAfterDepositCents: 17_500,
    });
  });

  it('counts a part payment towards the deposit', () => {
    expect(depositTerms(25_000, 30, 5_000)).toEqual({
      depositCents: 7_500,
      depositDueCents: 2_500,
      balanceAfterDepositCents: 17_500,
    });
  });

  it('asks no deposit once paid, and the balance is what is left', () => {
    expect(depositTerms(25_000, 30, 10_000)).toEqual({
      depositCents: 7_500,
      depositDueCents: 0,
      balanceAfterDepositCents: 15_000,
    });
  });

  it('adds up to the total: paid + deposit due + balance', () => {
    for (const [total, percent, paid] of [
      [12_345, 33, 0],
      [12_345, 33, 4_000],
      [99_999, 17, 99_999],
    ] as const) {
      const terms = depositTerms(total, percent, paid);
      expect(paid + terms.depositDueCents + terms.balanceAfterDepositCents).toBe(total);
    }
  });
});
