/**
 * A partner's commission (docs/decisions/074): the riad, hotel or agency that sent a booking
 * earns a rate of what the customer pays, in basis points (1,250 is 12.5 %), to the nearest cent,
 * a half cent up, in integers. A cancelled booking earns none.
 */
export const COMMISSION_BASIS_POINTS_MAX = 10_000;

export function commissionCents(totalCents: number, basisPoints: number): number {
  if (!Number.isInteger(totalCents) || totalCents < 0) {
    throw new RangeError('The total is a whole, non-negative number of cents');
  }
  if (
    !Number.isInteger(basisPoints) ||
    basisPoints < 0 ||
    basisPoints > COMMISSION_BASIS_POINTS_MAX
  ) {
    throw new RangeError('A commission is 0 to 10,000 basis points');
  }
  return Math.floor((totalCents * basisPoints + 5_000) / 10_000);
}
