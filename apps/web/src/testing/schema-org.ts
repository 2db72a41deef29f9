import { z } from 'zod';

/**
 * A strict model of the schema.org types and properties the site's JSON-LD uses, for tests: an
 * unknown property, a wrong type or a misspelt name fails, as it would in a structured-data
 * validator. Each type lists only what schema.org defines for it (https://schema.org/<Type>).
 */

const text = z.string().trim().min(1);
const absoluteUrl = z.url({ protocol: /^https?$/ });
const context = z.literal('https://schema.org');
/** schema.org's ISO 8601 Date or DateTime. */
const dateOrDateTime = z.union([z.iso.date(), z.iso.datetime()]);
const position = z.number().int().positive();

/** ListItem positions run 1, 2, 3… in order. */
function inOrder(items: readonly { position: number }[]) {
  return items.every((item, index) => item.position === index + 1);
}

const PersonSchema = z.strictObject({ '@type': z.literal('Person'), name: text });

const RatingSchema = z.strictObject({
  '@type': z.literal('Rating'),
  ratingValue: z.number().int().min(1).max(5),
  bestRating: z.literal(5),
  worstRating: z.literal(1),
});

const ReviewSchema = z.strictObject({
  '@type': z.literal('Review'),
  author: PersonSchema,
  datePublished: dateOrDateTime,
  reviewRating: RatingSchema,
  reviewBody: text.optional(),
  /** The language the customer wrote the body in (docs/decisions/041), with the body only. */
  inLanguage: z.enum(['en', 'fr']).optional(),
});

const AggregateRatingSchema = z.strictObject({
  '@type': z.literal('AggregateRating'),
  ratingValue: z.number().min(1).max(5),
  reviewCount: z.number().int().positive(),
  bestRating: z.literal(5),
  worstRating: z.literal(1),
});

const OfferSchema = z.strictObject({
  '@type': z.literal('Offer'),
  price: z.number().nonnegative(),
  priceCurrency: z.literal('EUR'),
  availability: z.enum([
    'https://schema.org/InStock',
    'https://schema.org/LimitedAvailability',
    'https://schema.org/SoldOut',
  ]),
  url: absoluteUrl,
});

const PostalAddressSchema = z.strictObject({
  '@type': z.literal('PostalAddress'),
  streetAddress: text.optional(),
  addressLocality: text,
  /** ISO 3166-1 alpha-2. */
  addressCountry: z.string().regex(/^[A-Z]{2}$/),
});

const TravelAgencyReferenceSchema = z.strictObject({
  '@type': z.literal('TravelAgency'),
  name: text,
  url: absoluteUrl,
});

export const TravelAgencySchema = TravelAgencyReferenceSchema.extend({
  '@context': context,
  description: text,
  telephone: text,
  email: z.email(),
  address: PostalAddressSchema,
  hasMap: absoluteUrl.optional(),
  sameAs: z.array(absoluteUrl).min(1).optional(),
  logo: absoluteUrl.optional(),
  image: absoluteUrl,
});

const PlaceSchema = z.strictObject({ '@type': z.literal('Place'), name: text });

/** A stage of a trip's itinerary: a ListItem named after the day, with what it holds. */
const StageSchema = z.strictObject({
  '@type': z.literal('ListItem'),
  position,
  name: text,
  description: text.optional(),
});

const ItineraryListSchema = z
  .strictObject({
    '@type': z.literal('ItemList'),
    numberOfItems: z.number().int().positive(),
    itemListElement: z.array(StageSchema).min(1),
  })
  .refine((list) => list.numberOfItems === list.itemListElement.length, 'numberOfItems')
  .refine((list) => inOrder(list.itemListElement), 'positions run 1, 2, 3…');

export const TouristTripSchema = z
  .strictObject({
    '@context': context,
    '@type': z.literal('TouristTrip'),
    name: text,
    description: text,
    url: absoluteUrl,
    image: z.array(absoluteUrl).min(1).optional(),
    itinerary: z.union([ItineraryListSchema, PlaceSchema]),
    provider: TravelAgencyReferenceSchema,
    offers: OfferSchema,
    aggregateRating: AggregateRatingSchema.optional(),
    review: z.array(ReviewSchema).min(1).optional(),
  })
  // Search engines refuse a rating with no review on the page behind it.
  .refine(
    (trip) => (trip.aggregateRating === undefined) === (trip.review === undefined),
    'an aggregateRating comes with the reviews it sums up, and reviews with their rating',
  );

/** A tour as the list describes it: a Product, its offer and, once reviewed, its rating. */
const ProductSchema = z.strictObject({
  '@type': z.literal('Product'),
  name: text,
  url: absoluteUrl,
  image: absoluteUrl.optional(),
  offers: OfferSchema,
  aggregateRating: AggregateRatingSchema.optional(),
});

const TourListItemSchema = z.strictObject({
  '@type': z.literal('ListItem'),
  position,
  url: absoluteUrl,
  name: text,
  item: ProductSchema,
});

export const TourItemListSchema = z
  .strictObject({
    '@context': context,
    '@type': z.literal('ItemList'),
    itemListElement: z.array(TourListItemSchema).min(1),
  })
  .refine((list) => inOrder(list.itemListElement), 'positions run 1, 2, 3…');

/** Any of the site's JSON-LD documents. */
export const SiteJsonLdSchema = z.union([
  TouristTripSchema,
  TourItemListSchema,
  TravelAgencySchema,
]);
