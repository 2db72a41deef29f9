import { IdParamsSchema, LangQuerySchema } from '@mt/contracts/common';
import { TourInputSchema, TourListQuerySchema, TourSchema } from '@mt/contracts/tours';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import type { JsonCache } from '@mt/service-kit/json-cache';
import { z } from 'zod';
import { prepareTour } from './prepare-tour';
import type { TourRepository } from './tour-repository';
import type { TourRow } from './tour-view';

export const TOUR_NOT_FOUND = 'Tour not found';

/** The tour a nested route (/tours/{id}/…) belongs to, or 404. */
export function requireTourRow(tours: TourRepository, id: number): TourRow {
  const row = tours.findTourRow(id);
  if (!row) throw notFound(TOUR_NOT_FOUND);
  return row;
}

/** Tours (docs/architecture.md, The API): list (with ?limit= for the home page), one tour, and the admin's create, update, delete. */
export function registerTourRoutes(
  app: ServiceApp,
  deps: { tours: TourRepository; cache: JsonCache },
): void {
  const { tours, cache } = deps;
  const TourListSchema = z.array(TourSchema);

  // The catalogue is read on every public page and written rarely: answered from the cache.
  app.get(
    '/api/tours/tours',
    { schema: { querystring: TourListQuerySchema, response: { 200: TourListSchema } } },
    async (request, reply) => {
      const { lang, limit } = request.query;
      return cache.send(request, reply, `tours:${lang}:${limit ?? 'all'}`, TourListSchema, () =>
        limit === undefined ? tours.findTours(lang) : tours.findFeaturedTours(lang, limit),
      );
    },
  );

  app.get(
    '/api/tours/tours/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: TourSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { lang } = request.query;
      const sent = cache.send(request, reply, `tour:${id}:${lang}`, TourSchema, () =>
        tours.findTour(id, lang),
      );
      if (!sent) throw notFound(TOUR_NOT_FOUND);
      return sent;
    },
  );

  app.post(
    '/api/tours/tours',
    {
      onRequest: app.requireAdmin,
      schema: { body: TourInputSchema, response: { 201: TourSchema } },
    },
    async (request, reply) => {
      const id = tours.createTour(prepareTour(request.body));
      // Just written in this request: it is there.
      return reply.status(201).send(tours.findTour(id, 'en')!);
    },
  );

  app.put(
    '/api/tours/tours/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: IdParamsSchema, body: TourInputSchema, response: { 200: TourSchema } },
    },
    async (request) => {
      if (!tours.updateTour(request.params.id, prepareTour(request.body)))
        throw notFound(TOUR_NOT_FOUND);
      return tours.findTour(request.params.id, 'en');
    },
  );

  app.delete(
    '/api/tours/tours/:id',
    { onRequest: app.requireAdmin, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      if (!tours.deleteTour(request.params.id)) throw notFound(TOUR_NOT_FOUND);
      return reply.status(204).send();
    },
  );
}
