import type { RatingStats } from '@mt/contracts/reviews';
import type { Tour } from '@mt/contracts/tours';

import { createExcerpt } from '@mt/domain/excerpt';

/** §1/§9: the tour list's structured data covers the first 10 tours. */
export const ITEM_LIST_LIMIT = 10;

const absolute = (origin: string, path: string) => new URL(path, origin).href;
const tourUrl = (origin: string, id: number) => `${origin}/tours/${id}`;

/** schema.org ItemList of the tour list page. */
export function buildTourListJsonLd(tours: readonly Tour[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: tours.slice(0, ITEM_LIST_LIMIT).map((tour, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: tourUrl(origin, tour.id),
      name: tour.title,
    })),
  };
}

type TouristTripOptions = {
  origin: string;
  /** Who runs the trip: the site's name. */
  providerName: string;
  stats?: RatingStats | undefined;
};

/** schema.org TouristTrip of a tour page, with its offer and, once reviewed, its rating. */
export function buildTouristTripJsonLd(
  tour: Tour,
  { origin, providerName, stats }: TouristTripOptions,
) {
  const url = tourUrl(origin, tour.id);
  const provider = { '@type': 'TravelAgency', name: providerName, url: origin };
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: createExcerpt(tour.description),
    url,
    ...(tour.images.length > 0
      ? { image: tour.images.map((image) => absolute(origin, image.image_url)) }
      : {}),
    provider,
    offers: {
      '@type': 'Offer',
      price: tour.price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(stats && stats.total_reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: stats.average_rating,
            reviewCount: stats.total_reviews,
            bestRating: 5,
          },
        }
      : {}),
  };
}
