import { calculateGroupPrice, type PriceTier } from './group-price';

/** One row of a tour's price table: the group sizes from `min` to `max` pay the same. */
export interface PriceTableRow {
  min: number;
  max: number;
  pricePerPersonCents: number;
  /** The tier that sets the price, or null where the tour's own price applies. */
  tierId: number | null;
}

/**
 * Every group size a booking may hold, from 1 person to `largestGroup` (`participantLimit` in
 * @mt/contracts/bookings), as rows of the tour's price table: the sizes no tier holds appear at
 * the tour's own price, so the table never leaves out what 1 person pays. Each row's price comes
 * from the booking's own rule, size by size (docs/product.md, Rules, Prices).
 */
export function priceTableRows(
  tourPriceCents: number,
  tiers: readonly PriceTier[],
  largestGroup: number,
): PriceTableRow[] {
  const rows: PriceTableRow[] = [];
  for (let participants = 1; participants <= largestGroup; participants += 1) {
    const { tier, pricePerPersonCents } = calculateGroupPrice(tourPriceCents, tiers, participants);
    const tierId = tier?.id ?? null;
    const last = rows.at(-1);
    if (last && last.tierId === tierId) last.max = participants;
    else rows.push({ min: participants, max: participants, pricePerPersonCents, tierId });
  }
  return rows;
}
