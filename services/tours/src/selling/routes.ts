import { IdParamsSchema, LangQuerySchema } from '@mt/contracts/common';
import {
  PriceCategoryInputSchema,
  PriceCategorySchema,
  TourExtraInputSchema,
  TourExtraSchema,
  TourOptionInputSchema,
  TourOptionSchema,
  TourSellingSchema,
} from '@mt/contracts/selling';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import type { JsonCache } from '@mt/service-kit/json-cache';
import { z } from 'zod';
import { requireTourRow, TOUR_NOT_FOUND } from '../tours/routes';
import type { TourRepository } from '../tours/tour-repository';
import type { SellingRepository } from './selling-repository';

const CATEGORY_NOT_FOUND = 'Price category not found';
const OPTION_NOT_FOUND = 'Option not found';
const EXTRA_NOT_FOUND = 'Extra not found';

/** The thing a write answers, or the 404 of what it was asked on. */
function found<T>(value: T | undefined, detail: string): T {
  if (value === undefined) throw notFound(detail);
  return value;
}

/**
 * What a tour sells (docs/architecture.md, The API; docs/decisions/074): the public read the tour
 * page and the booking form use, and the admin's price categories, options and extras. Every
 * write that succeeds drops the JSON cache and the rendered pages (app.ts), as a tour's does.
 */
export function registerSellingRoutes(
  app: ServiceApp,
  deps: { tours: TourRepository; selling: SellingRepository; cache: JsonCache },
): void {
  const { tours, selling, cache } = deps;
  const withTour = { params: IdParamsSchema, querystring: LangQuerySchema };

  app.get(
    '/api/tours/tours/:id/selling',
    { schema: { ...withTour, response: { 200: TourSellingSchema } } },
    async (request, reply) => {
      const { id } = request.params;
      const { lang } = request.query;
      const sent = cache.send(request, reply, `selling:${id}:${lang}`, TourSellingSchema, () =>
        selling.findSelling(id, lang),
      );
      return found(sent, TOUR_NOT_FOUND);
    },
  );

  // The admin's list of extras: the public read shows only those on sale.
  app.get(
    '/api/tours/tours/:id/extras',
    {
      onRequest: app.requireAdmin,
      schema: { ...withTour, response: { 200: z.array(TourExtraSchema) } },
    },
    async (request) => {
      const tour = requireTourRow(tours, request.params.id);
      return selling.findExtras(tour.id, request.query.lang);
    },
  );

  const admin = <Body extends z.ZodType, Answer extends z.ZodType>(
    body: Body,
    answer: Answer,
    status: 200 | 201,
  ) => ({
    onRequest: app.requireAdmin,
    schema: { params: IdParamsSchema, body, response: { [status]: answer } },
  });
  const remove = { onRequest: app.requireAdmin, schema: { params: IdParamsSchema } };

  app.post(
    '/api/tours/tours/:id/categories',
    admin(PriceCategoryInputSchema, PriceCategorySchema, 201),
    async (request, reply) =>
      reply
        .status(201)
        .send(found(selling.createCategory(request.params.id, request.body), TOUR_NOT_FOUND)),
  );
  app.put(
    '/api/tours/categories/:id',
    admin(PriceCategoryInputSchema, PriceCategorySchema, 200),
    async (request) =>
      found(selling.updateCategory(request.params.id, request.body), CATEGORY_NOT_FOUND),
  );
  app.delete('/api/tours/categories/:id', remove, async (request, reply) => {
    if (!selling.deleteCategory(request.params.id)) throw notFound(CATEGORY_NOT_FOUND);
    return reply.status(204).send();
  });

  app.post(
    '/api/tours/tours/:id/options',
    admin(TourOptionInputSchema, TourOptionSchema, 201),
    async (request, reply) =>
      reply
        .status(201)
        .send(found(selling.createOption(request.params.id, request.body), TOUR_NOT_FOUND)),
  );
  app.put(
    '/api/tours/options/:id',
    admin(TourOptionInputSchema, TourOptionSchema, 200),
    async (request) =>
      found(selling.updateOption(request.params.id, request.body), OPTION_NOT_FOUND),
  );
  app.delete('/api/tours/options/:id', remove, async (request, reply) => {
    if (!selling.deleteOption(request.params.id)) throw notFound(OPTION_NOT_FOUND);
    return reply.status(204).send();
  });

  app.post(
    '/api/tours/tours/:id/extras',
    admin(TourExtraInputSchema, TourExtraSchema, 201),
    async (request, reply) =>
      reply
        .status(201)
        .send(found(selling.createExtra(request.params.id, request.body), TOUR_NOT_FOUND)),
  );
  app.put(
    '/api/tours/extras/:id',
    admin(TourExtraInputSchema, TourExtraSchema, 200),
    async (request) => found(selling.updateExtra(request.params.id, request.body), EXTRA_NOT_FOUND),
  );
  app.delete('/api/tours/extras/:id', remove, async (request, reply) => {
    if (!selling.deleteExtra(request.params.id)) throw notFound(EXTRA_NOT_FOUND);
    return reply.status(204).send();
  });
}
