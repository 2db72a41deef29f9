import { GroupPricingInputSchema, TagInputSchema, TourInputSchema } from '@mt/contracts/tours';
import { eq } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { serviceState } from '../db/schema';
import type { PricingRepository } from '../pricing/pricing-repository';
import type { ReviewRepository } from '../reviews/review-repository';
import type { TagRepository } from '../tags/tag-repository';
import { prepareTour } from '../tours/prepare-tour';
import type { TourRepository } from '../tours/tour-repository';
import type { DemoTour } from './demo-content';

const SEEDED_KEY = 'demo_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedDeps {
  db: ToursDb;
  tours: TourRepository;
  pricing: PricingRepository;
  tags: TagRepository;
  reviews: ReviewRepository;
}

/**
 * Issue #3: SEED_DEMO fills an empty database, once. The mark stays after the operator deletes
 * the demo tours, so they never come back; a database that already has tours is left alone.
 * Everything goes in through the same rules as the admin's own edits, in one transaction.
 */
export function seedDemoContent(
  deps: SeedDeps,
  content: { tags: unknown[]; tours: DemoTour[] },
  now: Date,
): 'seeded' | 'skipped' {
  const { db, tours, pricing, tags, reviews } = deps;
  return db.transaction(() => {
    const seeded = db.select().from(serviceState).where(eq(serviceState.key, SEEDED_KEY)).get();
    const empty = tours.findTours('en').length === 0;
    if (!seeded)
      db.insert(serviceState).values({ key: SEEDED_KEY, value: now.toISOString() }).run();
    if (seeded || !empty) return 'skipped';

    const tagIds = new Map(
      content.tags.map((tag) => {
        const created = tags.createTag(TagInputSchema.parse(tag));
        return [created.name, created] as const;
      }),
    );
    for (const demo of content.tours) {
      const tourId = tours.createTour(prepareTour(TourInputSchema.parse(demo.tour)));
      for (const tier of demo.tiers)
        pricing.createTier(tourId, GroupPricingInputSchema.parse(tier));
      for (const name of demo.tag_names) {
        const tag = tagIds.get(name);
        if (!tag) throw new Error(`Demo tour names an unknown tag: ${name}`);
        tags.addTourTag(tourId, tag);
      }
      for (const review of demo.reviews) {
        reviews.addReview(tourId, {
          customerName: review.customer_name,
          rating: review.rating,
          reviewText: review.review_text,
          isVerified: true,
          createdAt: new Date(now.getTime() - review.days_ago * DAY_MS).toISOString(),
        });
      }
    }
    return 'seeded';
  });
}
