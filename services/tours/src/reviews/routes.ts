import { IdParamsSchema, LangQuerySchema } from '@mt/contracts/common';
import {
  RatingStatsSchema,
  ReviewFormSchema,
  ReviewInvitationInputSchema,
  ReviewInvitationSchema,
  ReviewSchema,
  ReviewSubmissionSchema,
  ReviewTokenParamsSchema,
} from '@mt/contracts/reviews';
import { isReviewLinkOpen, reviewLinkExpiresAt } from '@mt/domain/review-link';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound, refuse } from '@mt/service-kit/errors';
import { z } from 'zod';
import type { TourRepository } from '../tours/tour-repository';
import { TOUR_NOT_FOUND, requireTourRow } from '../tours/routes';
import { findLiveInvitation, requireOpenInvitation } from './review-link';
import type { ReviewRepository } from './review-repository';

/** Reviews (docs/architecture.md, The API), rating stats, the review link's form and submit; and the invitation bookings asks for. */
export function registerReviewRoutes(
  app: ServiceApp,
  deps: { tours: TourRepository; reviews: ReviewRepository; now: () => Date },
): void {
  const { tours, reviews, now } = deps;

  app.get(
    '/api/tours/tours/:id/reviews',
    { schema: { params: IdParamsSchema, response: { 200: z.array(ReviewSchema) } } },
    async (request) => reviews.findReviews(requireTourRow(tours, request.params.id).id),
  );

  app.get(
    '/api/tours/tours/:id/rating-stats',
    { schema: { params: IdParamsSchema, response: { 200: RatingStatsSchema } } },
    async (request) => reviews.findRatingStats(requireTourRow(tours, request.params.id).id),
  );

  app.get(
    '/api/tours/reviews/form/:token',
    {
      schema: {
        params: ReviewTokenParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: ReviewFormSchema },
      },
    },
    async (request) => {
      const invitation = findLiveInvitation(reviews, request.params.token, now());
      const tour = tours.findTour(invitation.tourId, request.query.lang);
      if (!tour) throw notFound(TOUR_NOT_FOUND);
      return {
        tour_title: tour.title,
        customer_name: invitation.customerName,
        already_submitted: invitation.usedAt !== null,
        open: isReviewLinkOpen(invitation.opensOn, now()),
        opens_on: invitation.opensOn,
      };
    },
  );

  app.post(
    '/api/tours/reviews/submit/:token',
    {
      schema: {
        params: ReviewTokenParamsSchema,
        body: ReviewSubmissionSchema,
        response: { 201: ReviewSchema },
      },
    },
    async (request, reply) => {
      const invitation = findLiveInvitation(reviews, request.params.token, now());
      if (!invitation.usedAt) requireOpenInvitation(invitation, now());
      const review = {
        customerName: request.body.customer_name,
        rating: request.body.rating,
        reviewText: request.body.review_text,
        // The review page's language; a form that does not say wrote in the booking's.
        language: request.body.lang ?? invitation.language,
      };
      const stored = invitation.usedAt
        ? null
        : reviews.submitReview(invitation, review, now().toISOString());
      if (!stored) throw refuse('CONFLICT', 'REVIEW_ALREADY_SUBMITTED');
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/internal/review-invitations',
    { schema: { body: ReviewInvitationInputSchema, response: { 201: ReviewInvitationSchema } } },
    async (request, reply) => {
      const { booking_id, tour_id, customer_name, email, language, opens_on } = request.body;
      requireTourRow(tours, tour_id);
      const expiresAt = reviewLinkExpiresAt(opens_on ?? null, now());
      const token = reviews.issueInvitation(
        {
          bookingId: booking_id,
          tourId: tour_id,
          customerName: customer_name,
          email,
          language,
          opensOn: opens_on ?? null,
        },
        expiresAt,
      );
      if (!token) throw refuse('CONFLICT', 'REVIEW_ALREADY_SUBMITTED');
      return reply.status(201).send({ token, expires_at: expiresAt });
    },
  );
}
