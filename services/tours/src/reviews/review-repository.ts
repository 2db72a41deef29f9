import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@mt/contracts/common';
import type { RatingStats, Review } from '@mt/contracts/reviews';
import { and, avg, count, desc, eq, isNull } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { reviewInvitations, reviews } from '../db/schema';

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
  };
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
    /** Newest first (issue #3). */
    findReviews(tourId: number): Review[] {
      return db
        .select()
        .from(reviews)
        .where(eq(reviews.tourId, tourId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .all()
        .map(toReview);
    },

    /** The average to one decimal; 0 with no reviews. */
    findRatingStats(tourId: number): RatingStats {
      const row = db
        .select({ average: avg(reviews.rating), total: count() })
        .from(reviews)
        .where(eq(reviews.tourId, tourId))
        .get();
      const average = row?.average === null || row?.average === undefined ? 0 : Number(row.average);
      return { average_rating: Math.round(average * 10) / 10, total_reviews: row?.total ?? 0 };
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
