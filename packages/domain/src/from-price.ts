import { calculateGroupPrice, type PriceTier } from './group-price';

/**
 * The "from" price of a tour (docs/decisions/038-booking-path.md): the lowest price per person
 * that some group the tour can take pays, by the price rule itself. A tier no bookable group
 * reaches does not count, nor does the tour's own price once tiers cover every group size.
 * `largestGroup` is the most one booking may hold (`participantLimit` in @mt/contracts/bookings).
 */
export function lowestPricePerPerson(
  tourPriceCents: number,
  tiers: readonly PriceTier[],
  largestGroup: number,
): number {
  let lowest = tourPriceCents;
  for (let participants = 1; participants <= largestGroup; participants += 1) {
    const { pricePerPersonCents } = calculateGroupPrice(tourPriceCents, tiers, participants);
    // The first group fixes the starting point, so an all-tiers tour never shows its own price.
    lowest = participants === 1 ? pricePerPersonCents : Math.min(lowest, pricePerPersonCents);
  }
  return lowest;
}
