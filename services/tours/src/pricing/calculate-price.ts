import { participantLimit } from '@mt/contracts/bookings';
import type { PriceCalculation } from '@mt/contracts/tours';
import { calculateGroupPrice } from '@mt/domain/group-price';
import { toEuros } from '@mt/domain/money';
import { AppError, fieldRefusal } from '@mt/service-kit/errors';
import type { TourRow } from '../tours/tour-view';
import { toPriceTier, toTier, type PricingRepository } from './pricing-repository';

/**
 * The price rule for one tour (docs/product.md, Rules, Prices). A count over the booking limit is a
 * client error, refused as the bookings service refuses it (docs/decisions/031, 033): the tour
 * cannot take that group, so it has no price.
 */
export function calculateTourPrice(
  tour: TourRow,
  pricing: PricingRepository,
  participants: number,
): PriceCalculation {
  const max = participantLimit(tour.maxParticipants);
  if (participants > max) {
    throw new AppError('VALIDATION', 'Invalid input', {
      errors: [fieldRefusal('participants', 'TOO_MANY_PARTICIPANTS', { max })],
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
