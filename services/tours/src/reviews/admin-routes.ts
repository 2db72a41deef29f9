import { IdParamsSchema } from '@mt/contracts/common';
import {
  AdminReviewSchema,
  AdminReviewsQuerySchema,
  ReviewAnswerSchema,
  ReviewVisibilitySchema,
} from '@mt/contracts/reviews';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import { z } from 'zod';
import type { ReviewRepository } from './review-repository';

const REVIEW_NOT_FOUND = 'Review not found';

/**
 * The dashboard's Reviews tab (docs/decisions/053): every review, hidden ones too; hide or show
 * one, answer it or take the answer back. Each write clears the rendered pages like any other
 * (docs/decisions/027), so the tour page shows the change at once.
 */
export function registerReviewAdminRoutes(
  app: ServiceApp,
  deps: { reviews: ReviewRepository; now: () => Date },
): void {
  const { reviews, now } = deps;
  const found = <T>(review: T | undefined): T => {
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    return review;
  };

  app.get(
    '/api/tours/reviews',
    {
      onRequest: app.requireAdmin,
      schema: {
        querystring: AdminReviewsQuerySchema,
        response: { 200: z.array(AdminReviewSchema) },
      },
    },
    async (request) => reviews.findAdminReviews(request.query),
  );

  app.put(
    '/api/tours/reviews/:id/visibility',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: IdParamsSchema,
        body: ReviewVisibilitySchema,
        response: { 200: AdminReviewSchema },
      },
    },
    async (request) => found(reviews.setHidden(request.params.id, request.body.hidden)),
  );

  app.put(
    '/api/tours/reviews/:id/answer',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: IdParamsSchema,
        body: ReviewAnswerSchema,
        response: { 200: AdminReviewSchema },
      },
    },
    async (request) =>
      found(reviews.setAnswer(request.params.id, request.body.answer, now().toISOString())),
  );

  app.delete(
    '/api/tours/reviews/:id/answer',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, response: { 200: AdminReviewSchema } },
    },
    async (request) => found(reviews.setAnswer(request.params.id, null, now().toISOString())),
  );
}
