import { IdParamsSchema } from '@mt/contracts/common';
import {
  PartnerInputSchema,
  PartnerSchema,
  PartnerStatementQuerySchema,
} from '@mt/contracts/partners';
import { monthBounds } from '@mt/domain/departure-availability';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import { unlessNameTaken } from '@mt/service-kit/unique-name';
import { z } from 'zod';
import { partnerStatementCsv } from './partner-statement';
import { toPartner, type PartnerRepository } from './partner-repository';

/**
 * The operator's partners (docs/decisions/074): listed, added, changed (switched off rather than
 * deleted: their bookings keep them), and each one's month as a CSV statement.
 */
export function registerPartnerRoutes(
  app: ServiceApp,
  deps: { partners: PartnerRepository },
): void {
  const { partners } = deps;
  const admin = { onRequest: app.requireAdmin };

  app.get(
    '/api/bookings/partners',
    { ...admin, schema: { response: { 200: z.array(PartnerSchema) } } },
    async () => partners.list().map(toPartner),
  );

  app.post(
    '/api/bookings/partners',
    { ...admin, schema: { body: PartnerInputSchema, response: { 201: PartnerSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          toPartner(unlessNameTaken('PARTNER_NAME_TAKEN', () => partners.insert(request.body))),
        ),
  );

  app.put(
    '/api/bookings/partners/:id',
    {
      ...admin,
      schema: {
        params: IdParamsSchema,
        body: PartnerInputSchema,
        response: { 200: PartnerSchema },
      },
    },
    async (request) => {
      const row = unlessNameTaken('PARTNER_NAME_TAKEN', () =>
        partners.update(request.params.id, request.body),
      );
      if (!row) throw notFound('Partner not found');
      return toPartner(row);
    },
  );

  app.get(
    '/api/bookings/partners/:id/statement.csv',
    { ...admin, schema: { params: IdParamsSchema, querystring: PartnerStatementQuerySchema } },
    async (request, reply) => {
      const partner = partners.find(request.params.id);
      if (!partner) throw notFound('Partner not found');
      const { month, lang } = request.query;
      const { first, last } = monthBounds(month);
      const rows = partners.bookingsStartingBetween(partner.id, first, last);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="partner-${partner.id}-${month}.csv"`)
        .send(partnerStatementCsv(rows, lang));
    },
  );
}
