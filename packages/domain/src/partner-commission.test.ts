import { describe, expect, it } from 'vitest';

import { commissionCents } from './partner-commission';

describe('commissionCents', () => {
  it('is the rate of the total to the nearest cent, a half cent up', () => {
    expect(commissionCents(44_800, 1_000)).toBe(4_480);
    // 12.5 % of €1.99 is 24.875¢.
    expect(commissionCents(199, 1_250)).toBe(25);
    // 10 % of 5¢ is half a cent: up.
    expect(commissionCents(5, 1_000)).toBe(1);
    expect(commissionCents(44_800, 0)).toBe(0);
    expect(commissionCents(44_800, 10_000)).toBe(44_800);
  });

  it('refuses a rate or a total that is not a whole, bounded number', () => {
    expect(() => commissionCents(100, 10_001)).toThrow(RangeError);
    expect(() => commissionCents(100, 12.5)).toThrow(RangeError);
    expect(() => commissionCents(-1, 1_000)).toThrow(RangeError);
  });
});
