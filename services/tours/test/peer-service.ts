import { GroupPricingInputSchema, TagInputSchema, TourInputSchema } from '@mt/contracts/tours';
import { createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from '../src/app';
import { openToursDatabase } from '../src/db/database';
import { createPricingRepository } from '../src/pricing/pricing-repository';
import { createReviewRepository } from '../src/reviews/review-repository';
import { createTagRepository } from '../src/tags/tag-repository';
import { prepareTour } from '../src/tours/prepare-tour';
import { createTourRepository } from '../src/tours/tour-repository';

/**
 * A real tours service on a loopback port, for other services' tests (bookings asks it for tour
 * facts and review links over HTTP, as in production).
 */
export async function startTestTours(
  dataDir: string,
  options: { identityUrl: string; now?: () => Date },
) {
  const app = buildApp(createTestConfig(dataDir, { IDENTITY_URL: options.identityUrl }), {
    now: options.now,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}

/**
 * A small catalogue written straight into DATA_DIR's database, before a tours service opens it:
 * for tests that need real tours, tiers, tags and reviews without an admin to enter them. Two
 * tours run any day, the third only on fixed dates. Returns the tours' ids, in catalogue order.
 */
export function insertTestCatalogue(dataDir: string): number[] {
  const database = openToursDatabase(dataDir);
  try {
    const tours = createTourRepository(database.db);
    const pricing = createPricingRepository(database.db);
    const tags = createTagRepository(database.db);
    const reviews = createReviewRepository(database.db);
    const desert = tags.findTag(
      tags.createTag(TagInputSchema.parse({ name: 'Desert', name_fr: 'Désert', icon: '🏜️' })).id,
    )!;
    const entries = [
      { title: 'Merzouga Desert Tour', duration: '3 days / 2 nights', price: 249, dates: [] },
      { title: 'Agafay Sunset and Dinner', duration: 'Half day (6 hours)', price: 65, dates: [] },
      {
        title: 'Toubkal Summit Trek',
        duration: '2 days / 1 night',
        price: 159,
        dates: ['2031-05-03'],
      },
    ];
    return entries.map((entry, index) => {
      const id = tours.createTour(
        prepareTour(
          TourInputSchema.parse({
            title: entry.title,
            title_fr: `${entry.title} (fr)`,
            // The first has day headings, the itinerary of its structured data.
            description:
              index === 0
                ? `<p>${entry.title}, from Marrakech.</p><h3>Day 1: Marrakech – Dades</h3><p>Over the Atlas.</p><h3>Day 2: Merzouga</h3><p>Camels at sunset.</p>`
                : `<p>${entry.title}, from Marrakech.</p>`,
            price: entry.price,
            duration: entry.duration,
            location: 'Morocco',
            max_participants: 12,
            available_dates: entry.dates,
            images: [
              {
                image_url: `/api/media/files/test-photo-${index + 1}.jpg`,
                is_main: true,
                display_order: 0,
                alt_text: `${entry.title}: the view on the way`,
              },
            ],
          }),
        ),
      );
      pricing.createTier(
        id,
        GroupPricingInputSchema.parse({
          min_participants: 4,
          max_participants: 12,
          price_per_person: entry.price - 10,
        }),
      );
      if (index === 0) tags.addTourTag(id, desert);
      reviews.addReview(id, {
        customerName: 'Sophie Martin',
        rating: 5 - index,
        reviewText: 'A day to remember.',
        language: 'en',
        isVerified: true,
        createdAt: '2026-10-01T09:00:00.000Z',
      });
      return id;
    });
  } finally {
    database.close();
  }
}
