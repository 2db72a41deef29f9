/** docs/product.md (Rules, Payments): a tour asks a deposit of 0 to 100 % of the total. */
export const DEPOSIT_PERCENT_MAX = 100;

/**
 * The deposit a booking asks, in whole cents: `percent` of the total, rounded to the nearest cent,
 * a half cent up (in integers, so no float can tip it). 0 % asks none; 100 % asks the total.
 */
export function depositCents(totalCents: number, percent: number): number {
  if (!Number.isInteger(totalCents) || totalCents < 0) {
    throw new RangeError('The total is a whole, non-negative number of cents');
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > DEPOSIT_PERCENT_MAX) {
    throw new RangeError('A deposit is a whole percentage from 0 to 100');
  }
  return Math.floor((totalCents * percent + 50) / 100);
}

/**
 * What the customer is asked, given what they paid so far (docs/product.md, Rules, Payments):
 * the deposit still due (never below 0) and the balance after the deposit (total less paid less
 * the deposit still due). Paid, deposit due and balance add up to the total, so a mail that
 * states the three never asks for a cent too many.
 */
export function depositTerms(
  totalCents: number,
  percent: number,
  paidCents: number,
): { depositCents: number; depositDueCents: number; balanceAfterDepositCents: number } {
  const deposit = depositCents(totalCents, percent);
  const depositDueCents = Math.max(0, deposit - paidCents);
  return {
    depositCents: deposit,
    depositDueCents,
    balanceAfterDepositCents: totalCents - paidCents - depositDueCents,
  };
}
