import { ReviewInvitationSchema, type ReviewInvitation } from '@mt/contracts/reviews';
import { reviewLinkOpensOn } from '@mt/domain/review-link';
import { reviewRequestHeldUntil } from '@mt/domain/review-request';
import { AppError, notFound, refuse } from '@mt/service-kit/errors';
import type { InternalClient } from '@mt/service-kit/internal-client';
import { reviewRequestMail } from '../mail/booking-mails';
import { BOOKING_NOT_FOUND, type BookingRepository } from './booking-repository';
import type { BookingRow } from './booking-view';
import type { WriteStatusChange } from './change-status';

/**
 * Completion (docs/product.md, States and Rules, Reviews): only a confirmed booking; tours issues
 * the review link, the booking becomes completed and the link's e-mail is queued in one
 * transaction, held until the trip is over when it is not yet. The booking keeps its seats and its
 * manifest line (@mt/domain/booking-status). One completion per booking runs at a time, so two
 * clicks cannot issue two links of which only the second works.
 */
export function createCompletion(deps: {
  bookings: BookingRepository;
  writeStatusChange: WriteStatusChange;
  tours: InternalClient;
  publicUrl: string;
  now: () => Date;
}) {
  const inProgress = new Set<number>();

  async function inviteReview(row: BookingRow): Promise<ReviewInvitation> {
    const response = await deps.tours.request('POST', '/internal/review-invitations', {
      booking_id: row.id,
      tour_id: row.tourId,
      customer_name: row.customerName,
      email: row.email,
      language: row.language,
      // The link opens on the trip's last day (docs/decisions/053).
      opens_on: reviewLinkOpensOn(row.endDate),
    });
    if (response.status === 404) {
      throw refuse('CONFLICT', 'TOUR_GONE');
    }
    if (response.status === 409) {
      throw refuse('CONFLICT', 'ALREADY_REVIEWED');
    }
    const parsed = ReviewInvitationSchema.safeParse(response.body);
    if (!response.ok || !parsed.success) {
      throw new AppError('DEPENDENCY_DOWN', 'A service this request needs is unavailable');
    }
    return parsed.data;
  }

  return async function completeBooking(id: number, by: string) {
    const row = deps.bookings.findRow(id);
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    if (row.status !== 'confirmed') {
      throw refuse('CONFLICT', 'ONLY_CONFIRMED_COMPLETED');
    }
    if (inProgress.has(id)) throw refuse('CONFLICT', 'ALREADY_COMPLETING');
    inProgress.add(id);
    try {
      const invitation = await inviteReview(row);
      const reviewUrl = `${deps.publicUrl}/review/${invitation.token}`;
      const completed = deps.writeStatusChange(id, 'completed', {
        by,
        // Completed before the trip is over, the mail waits for the last day's evening: no thanks
        // for travelling before the customer has (docs/decisions/064).
        mailsFor: (updated) => [
          reviewRequestMail(
            updated,
            reviewUrl,
            reviewRequestHeldUntil(updated.endDate, deps.now()),
          ),
        ],
      });
      if (!completed) throw notFound(BOOKING_NOT_FOUND);
      return {
        review_token: invitation.token,
        review_url: reviewUrl,
        expires_at: invitation.expires_at,
        booking: completed,
      };
    } finally {
      inProgress.delete(id);
    }
  };
}
