import { describe, expect, it } from 'vitest';

import { buildTravelAgencyJsonLd } from '../../../lib/structured-data';
import {
  SiteJsonLdSchema,
  TourItemListSchema,
  TouristTripSchema,
  TravelAgencySchema,
} from '../../../testing/schema-org';
import { makeImage, makeReview, makeStats, makeTour } from '../testing/tour-fixtures';
import { familySelling } from '../testing/selling-fixtures';
import { buildTourListJsonLd, buildTouristTripJsonLd } from './structured-data';

const origin = 'https://tours.example.ma';
const providerName = 'Morocco Tourism';

const withDays = makeTour({
  description: [
    '<p>Three days to the dunes.</p>',
    '<h2>Itinerary</h2>',
    '<h3>Day 1: Marrakech – Ait Benhaddou</h3><p>Over the <strong>Tichka</strong> pass.</p>',
    '<h3>Day 2: Merzouga &amp; the dunes</h3><p>A camel ride at sunset.</p>',
    '<h2>Good to know</h2><ul><li>Bring a warm layer.</li></ul>',
  ].join(''),
  images: [makeImage(1, { image_url: '/api/media/files/demo-dunes-1.jpg', is_main: true })],
});

describe('the tour page JSON-LD (TouristTrip)', () => {
  it('is a valid TouristTrip with its itinerary, provider and lowest offer', () => {
    // The service's "from" price: a group tier under the price per person (decision 038).
    const jsonLd = buildTouristTripJsonLd(
      { ...withDays, price: 249, from_price: 179 },
      { origin, providerName },
    );

    const trip = TouristTripSchema.parse(jsonLd);
    expect(trip.itinerary).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Day 1: Marrakech – Ait Benhaddou',
          description: 'Over the Tichka pass.',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Day 2: Merzouga & the dunes',
          description: 'A camel ride at sunset.',
        },
      ],
    });
    // The page's "from" figure, not the tour's own price.
    expect(trip.offers).toMatchObject({ price: 179, priceCurrency: 'EUR' });
    expect(trip.image).toEqual([`${origin}/api/media/files/demo-dunes-1.jpg`]);
    expect(trip.provider).toEqual({
      '@type': 'TravelAgency',
      name: providerName,
      url: `${origin}/`,
    });
  });

  it('offers each option when the tour sells several, a private car at its group price', () => {
    const tour = makeTour({ price: 249, from_price: 229 });
    const trip = buildTouristTripJsonLd(tour, { origin, providerName, selling: familySelling() });
    expect(trip.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Shared group', price: 229 }),
      expect.objectContaining({
        name: 'Private 4x4',
        price: 650,
        priceCurrency: 'EUR',
        eligibleQuantity: { '@type': 'QuantitativeValue', maxValue: 4, unitText: 'people' },
      }),
    ]);
    // One option: one offer, as before.
    const single = { ...familySelling(), options: familySelling().options.slice(0, 1) };
    expect(buildTouristTripJsonLd(tour, { origin, providerName, selling: single }).offers).toEqual(
      expect.objectContaining({ price: 229 }),
    );
  });

  it('goes to the location when the description has no days', () => {
    const trip = TouristTripSchema.parse(
      buildTouristTripJsonLd(makeTour({ price: 150, from_price: 150 }), { origin, providerName }),
    );
    expect(trip.itinerary).toEqual({ '@type': 'Place', name: 'Merzouga' });
  });

  it('carries the shown reviews and their rating once the tour has reviews', () => {
    const reviews = [1, 2, 3, 4, 5, 6, 7].map((id) =>
      makeReview(id, { rating: id === 2 ? 4 : 5, review_text: id === 3 ? null : `Great ${id}` }),
    );
    const trip = TouristTripSchema.parse(
      buildTouristTripJsonLd(withDays, { origin, providerName, reviews, stats: makeStats(4.9, 7) }),
    );

    expect(trip.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.9,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    // The six the page shows (MAX_REVIEWS_SHOWN), newest first.
    expect(trip.review).toHaveLength(6);
    expect(trip.review?.[1]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Traveller 2' },
      datePublished: '2026-10-26T12:00:00.000Z',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      reviewBody: 'Great 2',
      // The language the customer wrote in (docs/decisions/041).
      inLanguage: 'en',
    });
    expect(trip.review?.[2]).not.toHaveProperty('reviewBody');
  });

  it('never gives a rating without reviews', () => {
    const unreviewed = [
      buildTouristTripJsonLd(withDays, { origin, providerName }),
      buildTouristTripJsonLd(withDays, { origin, providerName, stats: makeStats(0, 0) }),
      // The stats count reviews but the reviews themselves could not be loaded.
      buildTouristTripJsonLd(withDays, { origin, providerName, stats: makeStats(4.5, 2) }),
      buildTouristTripJsonLd(withDays, {
        origin,
        providerName,
        reviews: [],
        stats: makeStats(4.5, 2),
      }),
    ];
    for (const jsonLd of unreviewed) {
      const trip = TouristTripSchema.parse(jsonLd);
      expect(trip).not.toHaveProperty('aggregateRating');
      expect(trip).not.toHaveProperty('review');
    }
  });

  it('is refused by the schema when it breaks schema.org', () => {
    const valid = buildTouristTripJsonLd(withDays, { origin, providerName });
    // The checks the builder is held to can fail: a rating alone, an unknown property, a
    // relative URL, another currency.
    const rating = { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5 };
    expect(TouristTripSchema.safeParse({ ...valid, aggregateRating: rating }).success).toBe(false);
    expect(TouristTripSchema.safeParse({ ...valid, duration: '3 days' }).success).toBe(false);
    expect(TouristTripSchema.safeParse({ ...valid, url: '/tours/1' }).success).toBe(false);
    const inDirhams = { ...valid, offers: { ...valid.offers, priceCurrency: 'MAD' } };
    expect(TouristTripSchema.safeParse(inDirhams).success).toBe(false);
  });
});

describe('the tour list JSON-LD (ItemList)', () => {
  it('lists the first ten tours in order, each a Product with its offer, with absolute URLs', () => {
    const tours = Array.from({ length: 12 }, (_, index) =>
      makeTour({ id: index + 1, title: `Tour ${index + 1}`, from_price: 40 + index }),
    );
    const list = TourItemListSchema.parse(buildTourListJsonLd(tours, origin));
    expect(list.itemListElement).toHaveLength(10);
    expect(list.itemListElement[9]).toEqual({
      '@type': 'ListItem',
      position: 10,
      url: `${origin}/tours/10`,
      name: 'Tour 10',
      item: {
        '@type': 'Product',
        name: 'Tour 10',
        url: `${origin}/tours/10`,
        offers: {
          '@type': 'Offer',
          price: 49,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: `${origin}/tours/10`,
        },
      },
    });
  });

  it('gives a reviewed tour its rating and main photo, and a tour without reviews no rating at all', () => {
    const reviewed = makeTour({
      id: 1,
      average_rating: 4.8,
      total_reviews: 23,
      images: [makeImage(1), makeImage(2, { is_main: true, image_url: '/api/media/files/d.jpg' })],
    });
    const unreviewed = makeTour({ id: 2, average_rating: 0, total_reviews: 0 });
    const [first, second] = TourItemListSchema.parse(
      buildTourListJsonLd([reviewed, unreviewed], origin),
    ).itemListElement;

    expect(first?.item).toMatchObject({
      image: `${origin}/api/media/files/d.jpg`,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 23,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(second?.item).not.toHaveProperty('aggregateRating');
    expect(second?.item).not.toHaveProperty('image');
  });
});

describe('the home page JSON-LD (TravelAgency)', () => {
  it('names the operator with its address in Marrakech, telephone and site', () => {
    const agency = TravelAgencySchema.parse(
      buildTravelAgencyJsonLd({ origin, name: providerName, description: 'Tours from Marrakech.' }),
    );
    expect(agency.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Marrakech',
      addressCountry: 'MA',
    });
    expect(agency.url).toBe(`${origin}/`);
    expect(agency.telephone).toMatch(/^\+212/);
    expect(agency.image).toBe(`${origin}/og-image.png`);
    expect(SiteJsonLdSchema.safeParse(agency).success).toBe(true);
  });
});
