import type { TourOption, TourSelling } from '@mt/contracts/selling';
import type { Tour } from '@mt/contracts/tours';

/**
 * What an option costs as its offer says it (docs/decisions/074): a private group its price for
 * the whole group; per person, the default category's price in this option (its own, else the
 * tour's), the shared option at the tour's "from" price, group tiers included.
 */
export function optionPrice(
  option: TourOption,
  selling: TourSelling,
  tour: Pick<Tour, 'price' | 'from_price'>,
): { price: number; perGroup: boolean } {
  if (option.pricing === 'per_group' && option.group_price !== null) {
    return { price: option.group_price, perGroup: true };
  }
  if (option.kind === 'shared') return { price: tour.from_price, perGroup: false };
  const standard = selling.categories.find((category) => category.is_default);
  const own = option.category_prices.find((price) => price.category_id === standard?.id);
  return { price: own?.price ?? tour.price, perGroup: false };
}
