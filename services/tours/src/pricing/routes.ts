import { IdParamsSchema } from '@mt/contracts/common';
import {
  CalculatePriceQuerySchema,
  GroupPricingInputSchema,
  GroupPricingTierSchema,
  PriceCalculationSchema,
} from '@mt/contracts/tours';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import { z } from 'zod';
import type { TourRepository } from '../tours/tour-repository';
import { requireTourRow } from '../tours/routes';
import { calculateTourPrice } from './calculate-price';
import { toTier, type PricingRepository } from './pricing-repository';

const TIER_NOT_FOUND = 'Pricing tier not found';

/** Group pricing and calculate-price (docs/architecture.md, The API). */
export function registerPricingRoutes(
  app: ServiceApp,
  deps: { tours: TourRepository; pricing: PricingRepository },
): void {
  const { tours, pricing } = deps;

  app.get(
    '/api/tours/tours/:id/group-pricing',
    { schema: { params: IdParamsSchema, response: { 200: z.array(GroupPricingTierSchema) } } },
    async (request) => {
      const tour = requireTourRow(tours, request.params.id);
      return pricing.findTiers(tour.id).map(toTier);
    },
  );

  app.post(
    '/api/tours/tours/:id/group-pricing',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: IdParamsSchema,
        body: GroupPricingInputSchema,
        response: { 201: GroupPricingTierSchema },
      },
    },
    async (request, reply) => {
      const tour = requireTourRow(tours, request.params.id);
      return reply.status(201).send(toTier(pricing.createTier(tour.id, request.body)));
    },
  );

  app.put(
    '/api/tours/group-pricing/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: IdParamsSchema,
        body: GroupPricingInputSchema,
        response: { 200: GroupPricingTierSchema },
      },
    },
    async (request) => {
      const tier = pricing.updateTier(request.params.id, request.body);
      if (!tier) throw notFound(TIER_NOT_FOUND);
      return toTier(tier);
    },
  );

  app.delete(
    '/api/tours/group-pricing/:id',
    { onRequest: app.requireAdmin, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      if (!pricing.deleteTier(request.params.id)) throw notFound(TIER_NOT_FOUND);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/tours/tours/:id/calculate-price',
    {
      schema: {
        params: IdParamsSchema,
        querystring: CalculatePriceQuerySchema,
        response: { 200: PriceCalculationSchema },
      },
    },
    async (request) =>
      calculateTourPrice(
        requireTourRow(tours, request.params.id),
        pricing,
        request.query.participants,
      ),
  );
}
