import { IdParamsSchema } from '@mt/contracts/common';
import { PromoCodeInputSchema, PromoCodeSchema } from '@mt/contracts/promo-codes';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound, refuse } from '@mt/service-kit/errors';
import { unlessNameTaken } from '@mt/service-kit/unique-name';
import { z } from 'zod';
import { toPromoCode, type PromoCodeRepository } from './promo-code-repository';

/**
 * The operator's promo codes (docs/decisions/074): listed, created, changed, and deleted while no
 * booking used them; one a booking used is switched off instead, so the booking keeps its record.
 */
export function registerPromoCodeRoutes(
  app: ServiceApp,
  deps: { promoCodes: PromoCodeRepository },
): void {
  const { promoCodes } = deps;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/api/bookings/promo-codes',
    { ...admin, schema: { response: { 200: z.array(PromoCodeSchema) } } },
    async () => promoCodes.list().map(toPromoCode),
  );

  app.post(
    '/api/bookings/promo-codes',
    { ...admin, schema: { body: PromoCodeInputSchema, response: { 201: PromoCodeSchema } } },
    async (request, reply) => {
      const row = unlessNameTaken('PROMO_CODE_TAKEN', () => promoCodes.insert(request.body));
      return reply.status(201).send(toPromoCode(row));
    },
  );

  app.put(
    '/api/bookings/promo-codes/:id',
    {
      ...admin,
      schema: {
        params: IdParamsSchema,
        body: PromoCodeInputSchema,
        response: { 200: PromoCodeSchema },
      },
    },
    async (request) => {
      const row = unlessNameTaken('PROMO_CODE_TAKEN', () =>
        promoCodes.update(request.params.id, request.body),
      );
      if (!row) throw notFound('Promo code not found');
      return toPromoCode(row);
    },
  );

  app.delete(
    '/api/bookings/promo-codes/:id',
    { ...admin, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!promoCodes.find(id)) throw notFound('Promo code not found');
      if (promoCodes.isUsed(id)) throw refuse('CONFLICT', 'PROMO_CODE_USED');
      promoCodes.delete(id);
      return reply.status(204).send();
    },
  );
}
