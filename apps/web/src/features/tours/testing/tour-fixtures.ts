import type { RatingStats, Review } from '@mt/contracts/reviews';
import type { Tour, TourImage } from '@mt/contracts/tours';

/** Test data shaped like the tours service's answers; each test says what it cares about. */
export function makeImage(id: number, overrides: Partial<TourImage> = {}): TourImage {
  return {
    id,
    image_url: `/api/placeholder/1200/800?text=${id}`,
    is_main: false,
    display_order: id - 1,
    alt_text: null,
    ...overrides,
  };
}

export function makeTour(overrides: Partial<Tour> = {}): Tour {
  return {
    id: 1,
    title: 'Sahara Desert Tour',
    description:
      '<p>Three days from the High Atlas to the dunes of <strong>Erg Chebbi</strong>.</p>',
    price: 249,
    // A tour without tiers starts at its own price (decision 038).
    from_price: overrides.price ?? 249,
    duration: '3 days / 2 nights',
    location: 'Merzouga',
    max_participants: 16,
    difficulty_level: 'Moderate',
    includes: ['Hotel pick-up', 'Camel ride'],
    available_dates: [],
    images: [],
    tags: [],
    meeting_point: null,
    deposit_percent: 0,
    start_times: [],
    sales_cutoff: null,
    average_rating: 0,
    total_reviews: 0,
    title_fr: null,
    description_fr: null,
    duration_fr: null,
    location_fr: null,
    includes_fr: null,
    meeting_point_fr: null,
    lang: 'en',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    tour_id: 1,
    customer_name: `Traveller ${id}`,
    rating: 5,
    review_text: `Review number ${id}`,
    // Midday, so the date reads the same in every time zone the tests run in.
    created_at: `2026-10-${String(28 - id).padStart(2, '0')}T12:00:00.000Z`,
    is_verified: false,
    lang: 'en',
    answer: null,
    answered_at: null,
    ...overrides,
  };
}

export function makeStats(average_rating: number, total_reviews: number): RatingStats {
  return { average_rating, total_reviews };
}
