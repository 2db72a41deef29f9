import type { PriceCalculation } from '@mt/contracts/tours';
import { calculateGroupPrice } from '@mt/domain/group-price';
import { toEuros } from '@mt/domain/money';
import { AppError } from '@mt/service-kit/errors';
import type { TourRow } from '../tours/tour-view';
import { toPriceTier, toTier, type PricingRepository } from './pricing-repository';

/**
 * DESIGN.md §4 price rule for one tour. A count outside 1..max_participants is a client error:
 * the tour cannot take that group, so it has no price.
 */
export function calculateTourPrice(
  tour: TourRow,
  pricing: PricingRepository,
  participants: number,
): PriceCalculation {
  if (participants > tour.maxParticipants) {
    throw new AppError('VALIDATION', 'Invalid input', {
      errors: [
        {
          path: 'participants',
          message: `This tour takes at most ${tour.maxParticipants} participants`,
        },
      ],
    });
  }
  const rows = pricing.findTiers(tour.id);
  const price = calculateGroupPrice(tour.priceCents, rows.map(toPriceTier), participants);
  const tierRow = price.tier ? rows.find((row) => row.id === price.tier!.id) : undefined;
  return {
    tour_id: tour.id,
    pricing_tier: tierRow ? toTier(tierRow) : null,
    price_per_person: toEuros(price.pricePerPersonCents),
    participants,
    total_price: toEuros(price.totalCents),
  };
}
