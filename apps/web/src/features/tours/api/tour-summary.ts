import type { Tour } from '@mt/contracts/tours';
import { createExcerpt } from '@mt/domain/excerpt';

/**
 * What a tour card and the list's structured data show. The list keeps only this: a page hands
 * its data to the browser with the HTML, and whole tours (both languages, the full description,
 * itinerary and dates) made most of the home page's weight (docs/decisions/037).
 */
export type TourSummary = Pick<
  Tour,
  | 'id'
  | 'title'
  | 'location'
  | 'duration'
  | 'from_price'
  | 'images'
  | 'average_rating'
  | 'total_reviews'
> & {
  /** The card's text: the description's first characters (docs/product.md, Screens, Tour list). */
  excerpt: string;
};

export function toTourSummary(tour: Tour): TourSummary {
  const { id, title, location, duration, from_price, images, average_rating, total_reviews } = tour;
  const excerpt = createExcerpt(tour.description);
  return {
    id,
    title,
    location,
    duration,
    from_price,
    images,
    average_rating,
    total_reviews,
    excerpt,
  };
}
