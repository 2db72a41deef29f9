import type { Language } from '@mt/contracts/common';
import type { RatingStats } from '@mt/contracts/reviews';
import type { Tour } from '@mt/contracts/tours';
import type { NormalizedTourImage } from '@mt/domain/tour-images';
import { asc, eq, inArray } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { toPriceTier } from '../pricing/pricing-repository';
import { findShownRatings, NO_RATING } from '../reviews/review-repository';
import { insertSellingDefaults } from '../selling/selling-repository';
import { groupPricingTiers, tags, tourImages, tourTags, tours } from '../db/schema';
import { toTour, type TagRow, type TourImageRow, type TourRow } from './tour-view';

/** What the service stores for a tour: validated, sanitized, images normalized. */
export interface TourRecord {
  title: string;
  description: string;
  priceCents: number;
  duration: string;
  location: string;
  maxParticipants: number;
  difficultyLevel: 'Easy' | 'Moderate' | 'Challenging';
  includes: string[];
  availableDates: string[];
  titleFr: string | null;
  descriptionFr: string | null;
  durationFr: string | null;
  locationFr: string | null;
  includesFr: string[] | null;
  meetingPoint: string | null;
  meetingPointFr: string | null;
  depositPercent: number;
  startTimes: string[];
  salesCutoffHours: number | null;
  salesCutoffTime: string | null;
  images: NormalizedTourImage[];
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

export function createTourRepository(db: ToursDb) {
  /**
   * Images, tags, price tiers and ratings for many tours in four queries, not four per tour.
   * `read`: the ratings, when the caller has already read them.
   */
  function assemble(rows: TourRow[], lang: Language, read?: Map<number, RatingStats>): Tour[] {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const ratings = read ?? findShownRatings(db, ids);
    const images = groupBy<TourImageRow>(
      db
        .select()
        .from(tourImages)
        .where(inArray(tourImages.tourId, ids))
        .orderBy(asc(tourImages.displayOrder))
        .all(),
      (image) => image.tourId,
    );
    const links = groupBy<{ id: number; tourId: number; tag: TagRow }>(
      db
        .select({ id: tourTags.id, tourId: tourTags.tourId, tag: tags })
        .from(tourTags)
        .innerJoin(tags, eq(tags.id, tourTags.tagId))
        .where(inArray(tourTags.tourId, ids))
        .orderBy(asc(tags.name))
        .all(),
      (link) => link.tourId,
    );
    const tiers = groupBy(
      db.select().from(groupPricingTiers).where(inArray(groupPricingTiers.tourId, ids)).all(),
      (tier) => tier.tourId,
    );
    return rows.map((row) =>
      toTour(
        row,
        images.get(row.id) ?? [],
        links.get(row.id) ?? [],
        (tiers.get(row.id) ?? []).map(toPriceTier),
        ratings.get(row.id) ?? NO_RATING,
        lang,
      ),
    );
  }

  function insertImages(
    tx: Pick<ToursDb, 'insert'>,
    tourId: number,
    images: NormalizedTourImage[],
  ) {
    if (images.length === 0) return;
    tx.insert(tourImages)
      .values(
        images.map((image) => ({
          tourId,
          imageUrl: image.image_url,
          isMain: image.is_main,
          displayOrder: image.display_order,
          altText: image.alt_text,
        })),
      )
      .run();
  }

  return {
    /** The catalogue, in the order the operator created it. */
    findTours(lang: Language): Tour[] {
      return assemble(db.select().from(tours).orderBy(asc(tours.id)).all(), lang);
    },

    /**
     * Featured tours for the home page (docs/decisions/004): best average rating first, then
     * most reviewed, then oldest; tours without reviews come after those with. The rating is the
     * one the cards show: hidden reviews count for nothing (docs/decisions/053).
     */
    findFeaturedTours(lang: Language, limit: number): Tour[] {
      const ratings = findShownRatings(db);
      const rank = (row: TourRow) => {
        const rating = ratings.get(row.id);
        return rating
          ? { average: rating.average_rating, total: rating.total_reviews }
          : { average: -1, total: 0 };
      };
      const ordered = db
        .select()
        .from(tours)
        .all()
        .sort(
          (a, b) =>
            rank(b).average - rank(a).average || rank(b).total - rank(a).total || a.id - b.id,
        )
        .slice(0, limit);
      return assemble(ordered, lang, ratings);
    },

    findTour(id: number, lang: Language): Tour | undefined {
      const row = db.select().from(tours).where(eq(tours.id, id)).get();
      return row ? assemble([row], lang)[0] : undefined;
    },

    findTourRow(id: number): TourRow | undefined {
      return db.select().from(tours).where(eq(tours.id, id)).get();
    },

    /** With its images, and what every tour sells from the start: Adult, on a shared trip. */
    createTour(record: TourRecord): number {
      return db.transaction((tx) => {
        const { images, ...fields } = record;
        const { id } = tx.insert(tours).values(fields).returning({ id: tours.id }).get();
        insertImages(tx, id, images);
        insertSellingDefaults(tx, id);
        return id;
      });
    },

    /** Replaces the tour's fields and images together; false when there is no such tour. */
    updateTour(id: number, record: TourRecord): boolean {
      return db.transaction((tx) => {
        const { images, ...fields } = record;
        const updated = tx
          .update(tours)
          .set({ ...fields, updatedAt: new Date().toISOString() })
          .where(eq(tours.id, id))
          .run();
        if (updated.changes === 0) return false;
        tx.delete(tourImages).where(eq(tourImages.tourId, id)).run();
        insertImages(tx, id, images);
        return true;
      });
    },

    /**
     * Its images, tiers, tag links, reviews, review links, categories, options and extras go with
     * it (ON DELETE CASCADE).
     */
    deleteTour(id: number): boolean {
      return db.delete(tours).where(eq(tours.id, id)).run().changes > 0;
    },
  };
}

export type TourRepository = ReturnType<typeof createTourRepository>;
