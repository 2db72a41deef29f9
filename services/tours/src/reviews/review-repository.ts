import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@mt/contracts/common';
import type { AdminReview, AdminReviewsQuery, RatingStats, Review } from '@mt/contracts/reviews';
import { and, avg, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { reviewInvitations, reviews, tours } from '../db/schema';

type ReviewRow = typeof reviews.$inferSelect;
export type InvitationRow = typeof reviewInvitations.$inferSelect;

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    tour_id: row.tourId,
    customer_name: row.customerName,
    rating: row.rating,
    review_text: row.reviewText,
    created_at: row.createdAt,
    is_verified: row.isVerified,
    lang: row.language,
    answer: row.answer,
    answered_at: row.answeredAt,
  };
}

/** The dashboard's filters as conditions; none given, every review. */
function adminFilters(query: AdminReviewsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.tour_id !== undefined) conditions.push(eq(reviews.tourId, query.tour_id));
  if (query.visibility) conditions.push(eq(reviews.hidden, query.visibility === 'hidden'));
  if (query.answered === 'yes') conditions.push(isNotNull(reviews.answer));
  if (query.answered === 'no') conditions.push(isNull(reviews.answer));
  return conditions;
}

/** docs/decisions/053: a hidden review is off the public list, the average and the JSON-LD. */
const shownOn = (tourId: number) => and(eq(reviews.tourId, tourId), eq(reviews.hidden, false));

/** The average to one decimal, 0 with no reviews: what rating-stats and every tour answer say. */
function toRatingStats(average: string | null | undefined, total: number | undefined): RatingStats {
  const value = average === null || average === undefined ? 0 : Number(average);
  return { average_rating: Math.round(value * 10) / 10, total_reviews: total ?? 0 };
}

/** A tour without a shown review: nothing to show, never "0 stars" (docs/decisions/067). */
export const NO_RATING: RatingStats = { average_rating: 0, total_reviews: 0 };

/**
 * The rating of many tours (every tour when `tourIds` is not given) in one query grouped by tour,
 * not one per tour: the tour list's answer carries each tour's (docs/decisions/067). A tour
 * without a shown review is not in the map.
 */
export function findShownRatings(
  db: ToursDb,
  tourIds?: readonly number[],
): Map<number, RatingStats> {
  const shown = eq(reviews.hidden, false);
  const rows = db
    .select({ tourId: reviews.tourId, average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(tourIds ? and(shown, inArray(reviews.tourId, [...tourIds])) : shown)
    .groupBy(reviews.tourId)
    .all();
  return new Map(rows.map((row) => [row.tourId, toRatingStats(row.average, row.total)]));
}

function toAdminReview(row: ReviewRow, tourTitle: string): AdminReview {
  return { ...toReview(row), hidden: row.hidden, tour_title: tourTitle };
}

/** Only the token's hash is stored, so the database alone cannot be turned into review links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewReview {
  customerName: string;
  rating: number;
  reviewText: string | null;
  /** The language the customer wrote in (docs/decisions/041). */
  language: Language;
}

export function createReviewRepository(db: ToursDb) {
  return {
    /** The public list: shown reviews, newest first (docs/product.md, One tour). */
    findReviews(tourId: number): Review[] {
      return db
        .select()
        .from(reviews)
        .where(shownOn(tourId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .all()
        .map(toReview);
    },

    /** The average to one decimal; 0 with no reviews. */
    findRatingStats(tourId: number): RatingStats {
      const row = db
        .select({ average: avg(reviews.rating), total: count() })
        .from(reviews)
        .where(shownOn(tourId))
        .get();
      return toRatingStats(row?.average, row?.total);
    },

    /**
     * A fresh link for a completed booking: 192 random bits, URL-safe. Asked again for the same
     * booking (bookings retries), the unused link is replaced; a used one stays used (null).
     */
    issueInvitation(
      invitation: {
        bookingId: number;
        tourId: number;
        customerName: string;
        email: string;
        language: Language;
        opensOn: string | null;
      },
      expiresAt: string,
    ): string | null {
      const token = randomBytes(24).toString('base64url');
      const tokenHash = hashToken(token);
      return db.transaction(
        (tx) => {
          const existing = tx
            .select()
            .from(reviewInvitations)
            .where(eq(reviewInvitations.bookingId, invitation.bookingId))
            .get();
          if (existing?.usedAt) return null;
          if (existing) {
            tx.update(reviewInvitations)
              .set({ ...invitation, tokenHash, expiresAt })
              .where(eq(reviewInvitations.id, existing.id))
              .run();
          } else {
            tx.insert(reviewInvitations)
              .values({ ...invitation, tokenHash, expiresAt })
              .run();
          }
          return token;
        },
        { behavior: 'immediate' },
      );
    },

    /** A review that came without a link (demo content): not verified unless said so. */
    addReview(
      tourId: number,
      review: NewReview & { isVerified: boolean; createdAt: string },
    ): Review {
      return toReview(
        db
          .insert(reviews)
          .values({ ...review, tourId })
          .returning()
          .get(),
      );
    },

    /** The dashboard's list: every review matching the filters, newest first, with its tour. */
    findAdminReviews(query: AdminReviewsQuery): AdminReview[] {
      return db
        .select({ review: reviews, tourTitle: tours.title })
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(and(...adminFilters(query)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .all()
        .map(({ review, tourTitle }) => toAdminReview(review, tourTitle));
    },

    /** Hides or shows a review; undefined when there is no such review. */
    setHidden(id: number, hidden: boolean): AdminReview | undefined {
      db.update(reviews).set({ hidden }).where(eq(reviews.id, id)).run();
      return this.findAdminReview(id);
    },

    /** Writes (answer: text) or removes (null) the operator's answer. */
    setAnswer(id: number, answer: string | null, now: string): AdminReview | undefined {
      db.update(reviews)
        .set({ answer, answeredAt: answer === null ? null : now })
        .where(eq(reviews.id, id))
        .run();
      return this.findAdminReview(id);
    },

    findAdminReview(id: number): AdminReview | undefined {
      const row = db
        .select({ review: reviews, tourTitle: tours.title })
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(eq(reviews.id, id))
        .get();
      return row && toAdminReview(row.review, row.tourTitle);
    },

    findInvitation(token: string): InvitationRow | undefined {
      return db
        .select()
        .from(reviewInvitations)
        .where(eq(reviewInvitations.tokenHash, hashToken(token)))
        .get();
    },

    /**
     * Spends the invitation and stores its verified review in one transaction; null when the
     * invitation was already spent (a double click, or a second tab), so nothing is written twice.
     */
    submitReview(invitation: InvitationRow, review: NewReview, now: string): Review | null {
      return db.transaction(
        (tx) => {
          const spent = tx
            .update(reviewInvitations)
            .set({ usedAt: now })
            .where(and(eq(reviewInvitations.id, invitation.id), isNull(reviewInvitations.usedAt)))
            .run();
          if (spent.changes === 0) return null;
          const row = tx
            .insert(reviews)
            .values({
              ...review,
              tourId: invitation.tourId,
              invitationId: invitation.id,
              isVerified: true,
              createdAt: now,
            })
            .returning()
            .get();
          return toReview(row);
        },
        { behavior: 'immediate' },
      );
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
