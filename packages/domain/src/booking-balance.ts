import type { BookingStatus } from './booking-status';

/** A payment as the balance counts it: its amount, and whether the operator voided it. */
export interface CountedPayment {
  amountCents: number;
  voided: boolean;
}

/**
 * docs/product.md (Rules, Payments): paid is the sum of the payments not voided; the balance is
 * the total less that, and may be negative when the customer paid more (shown, never hidden).
 */
export function bookingBalance(
  totalCents: number,
  payments: readonly CountedPayment[],
): { paidCents: number; balanceCents: number } {
  const paidCents = payments
    .filter((payment) => !payment.voided)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  return { paidCents, balanceCents: totalCents - paidCents };
}

/**
 * What a customer's e-mail states they still owe (docs/decisions/069): the balance, never below 0.
 * An overpayment is the operator's to settle; a mail asks for nothing then.
 */
export function balanceOwedCents(totalCents: number, paidCents: number): number {
  return Math.max(0, totalCents - paidCents);
}

/**
 * A booking still owed money: something left to pay on one that is not cancelled (the list's
 * "unpaid" filter; a cancelled booking owes nothing, whatever its balance).
 */
export function owesMoney(status: BookingStatus, balanceCents: number): boolean {
  return status !== 'cancelled' && balanceCents > 0;
}
