import type { RatingStats, Review } from '@mt/contracts/reviews';
import type { TourSelling } from '@mt/contracts/selling';
import type { Tour } from '@mt/contracts/tours';

import { createExcerpt, stripHtml } from '@mt/domain/excerpt';
import { pickMainImage } from '@mt/domain/tour-images';
import type { TourSummary } from '../api/tour-summary';
import { travelAgencyReference } from '../../../lib/structured-data';
import { optionPrice } from './option-offers';
import { MAX_REVIEWS_SHOWN } from './reviews-shown';

/** docs/product.md (Limits): the tour list's structured data covers the first 10 tours. */
export const ITEM_LIST_LIMIT = 10;

/** A stage's text in the itinerary: enough to say what the day holds. */
const STAGE_DESCRIPTION_LENGTH = 300;

const absolute = (origin: string, path: string) => new URL(path, origin).href;
const tourUrl = (origin: string, id: number) => `${origin}/tours/${id}`;

/** An offer at the tour's "from" price, the figure its card and page show (docs/decisions/038). */
function offerOf(tour: Pick<Tour, 'id' | 'from_price'>, origin: string) {
  return {
    '@type': 'Offer',
    price: tour.from_price,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url: tourUrl(origin, tour.id),
  } as const;
}

/** The tour's rating, only once it has shown reviews: never a rating of 0 (docs/decisions/067). */
function aggregateRatingOf(stats: RatingStats | undefined) {
  if (!stats || stats.total_reviews === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: stats.average_rating,
      reviewCount: stats.total_reviews,
      bestRating: 5,
      worstRating: 1,
    },
  } as const;
}

type ListedTour = Pick<
  TourSummary,
  'id' | 'title' | 'images' | 'from_price' | 'average_rating' | 'total_reviews'
>;

/**
 * schema.org ItemList of the tour list page: each tour a Product with its photo, its offer and,
 * once reviewed, its rating, as its card shows them (docs/decisions/067).
 */
export function buildTourListJsonLd(tours: readonly ListedTour[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: tours.slice(0, ITEM_LIST_LIMIT).map((tour, index) => {
      const image = pickMainImage(tour.images);
      return {
        '@type': 'ListItem',
        position: index + 1,
        url: tourUrl(origin, tour.id),
        name: tour.title,
        item: {
          '@type': 'Product',
          name: tour.title,
          url: tourUrl(origin, tour.id),
          ...(image ? { image: absolute(origin, image.image_url) } : {}),
          offers: offerOf(tour, origin),
          ...aggregateRatingOf(tour),
        },
      };
    }),
  };
}

// The description is sanitized HTML whose tags carry no attributes (services/tours
// sanitize-description.ts): a day is an <h3> and its text runs to the next heading.
const STAGE = /<h3>([\s\S]*?)<\/h3>([\s\S]*?)(?=<h[1-3]>|$)/g;

/**
 * The trip's itinerary: the description's day headings ("Day 1: Marrakech – Ait Benhaddou") in
 * order, each with its text; a tour written without them goes to its location.
 */
function itineraryOf(tour: Tour) {
  const stages = [...tour.description.matchAll(STAGE)]
    .map(([, heading = '', body = '']) => ({
      name: stripHtml(heading),
      description: createExcerpt(body, STAGE_DESCRIPTION_LENGTH),
    }))
    .filter((stage) => stage.name !== '');
  if (stages.length === 0) return { '@type': 'Place', name: tour.location } as const;
  return {
    '@type': 'ItemList',
    numberOfItems: stages.length,
    itemListElement: stages.map((stage, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: stage.name,
      ...(stage.description ? { description: stage.description } : {}),
    })),
  } as const;
}

/**
 * One offer per option when the tour sells several (docs/decisions/074): the shared trip at its
 * "from" price per person, a private car at its price for the group, each named.
 */
function offersOf(tour: Tour, origin: string, selling: TourSelling | undefined) {
  if (!selling || selling.options.length < 2) return offerOf(tour, origin);
  return selling.options.map((option) => {
    const { price, perGroup } = optionPrice(option, selling, tour);
    return {
      ...offerOf(tour, origin),
      name: option.name,
      price,
      ...(perGroup && option.max_people !== null
        ? {
            eligibleQuantity: {
              '@type': 'QuantitativeValue',
              maxValue: option.max_people,
              unitText: 'people',
            },
          }
        : {}),
    };
  });
}

type TouristTripOptions = {
  origin: string;
  /** Who runs the trip: the site's name. */
  providerName: string;
  /** Newest first, as the page lists them. */
  reviews?: readonly Review[] | undefined;
  stats?: RatingStats | undefined;
  /** What the tour sells: an offer per option when it has several. */
  selling?: TourSelling | undefined;
};

/**
 * schema.org TouristTrip of a tour page: its itinerary, an offer at the lowest price per person
 * (group tiers included), and, only once it has published reviews, those the page shows with
 * their aggregate rating: search engines refuse a rating with no review behind it.
 */
export function buildTouristTripJsonLd(
  tour: Tour,
  { origin, providerName, reviews = [], stats, selling }: TouristTripOptions,
) {
  const url = tourUrl(origin, tour.id);
  const shown = reviews.slice(0, MAX_REVIEWS_SHOWN);
  const rated = stats !== undefined && stats.total_reviews > 0 && shown.length > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: createExcerpt(tour.description),
    url,
    ...(tour.images.length > 0
      ? { image: tour.images.map((image) => absolute(origin, image.image_url)) }
      : {}),
    itinerary: itineraryOf(tour),
    provider: travelAgencyReference(origin, providerName),
    offers: offersOf(tour, origin, selling),
    ...(rated
      ? {
          ...aggregateRatingOf(stats),
          review: shown.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.customer_name },
            datePublished: review.created_at,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
            ...(review.review_text
              ? { reviewBody: review.review_text, inLanguage: review.lang }
              : {}),
          })),
        }
      : {}),
  };
}
