import { describe, expect, it } from 'vitest';
import { balanceOwedCents, bookingBalance, owesMoney } from './booking-balance';

describe('bookingBalance', () => {
  it('owes the whole total before any payment', () => {
    expect(bookingBalance(49_800, [])).toEqual({ paidCents: 0, balanceCents: 49_800 });
  });

  it('sums the payments in whole cents and leaves voided ones out', () => {
    const payments = [
      { amountCents: 10_010, voided: false },
      { amountCents: 20_020, voided: false },
      { amountCents: 30_000, voided: true },
    ];
    expect(bookingBalance(49_800, payments)).toEqual({ paidCents: 30_030, balanceCents: 19_770 });
  });

  it('shows an overpayment as a negative balance', () => {
    expect(bookingBalance(10_000, [{ amountCents: 12_500, voided: false }])).toEqual({
      paidCents: 12_500,
      balanceCents: -2_500,
    });
  });
});

describe('owesMoney', () => {
  it('is a balance left on a booking that is not cancelled', () => {
    expect(owesMoney('pending', 1)).toBe(true);
    expect(owesMoney('confirmed', 100)).toBe(true);
    expect(owesMoney('completed', 100)).toBe(true);
    expect(owesMoney('cancelled', 100)).toBe(false);
    expect(owesMoney('confirmed', 0)).toBe(false);
    expect(owesMoney('confirmed', -50)).toBe(false);
  });
});

describe('balanceOwedCents', () => {
  it('is the total less what was paid, and nothing once paid in full or more', () => {
    expect(balanceOwedCents(49_800, 0)).toBe(49_800);
    expect(balanceOwedCents(49_800, 14_940)).toBe(34_860);
    expect(balanceOwedCents(49_800, 49_800)).toBe(0);
    expect(balanceOwedCents(10_000, 12_500)).toBe(0);
  });
});
