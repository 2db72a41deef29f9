import {
  DepartureListSchema,
  DepartureParamsSchema,
  DepartureSchema,
  DepartureSettingsSchema,
  DeparturesQuerySchema,
} from '@mt/contracts/departures';
import { monthBounds } from '@mt/domain/departure-availability';
import type { ServiceApp } from '@mt/service-kit/create-service';
import type { BookingRepository } from '../bookings/booking-repository';
import type { RecordRepository } from '../record/record-repository';
import type { TourFacts } from '../tours/tour-facts';
import { departureBoard } from './departure-board';

/**
 * The operator's departures (docs/product.md, Departures): a tour's month, and one date's
 * capacity and sales. Admin only; the rules hold in the service whatever the client sends.
 */
export function registerDepartureRoutes(
  app: ServiceApp,
  deps: { bookings: BookingRepository; record: RecordRepository; tourFacts: TourFacts },
): void {
  const { bookings, record, tourFacts } = deps;

  const board = async (tourId: number, from: string, to: string) => {
    const facts = await tourFacts.get(tourId);
    return departureBoard({
      facts,
      from,
      to,
      rows: bookings.findStartingBetween(tourId, from, to),
      settings: bookings.departureSettingsBetween(tourId, from, to),
      payments: record.paymentsByBooking(),
    });
  };

  app.get(
    '/api/bookings/departures',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: DeparturesQuerySchema, response: { 200: DepartureListSchema } },
    },
    async (request) => {
      const { first, last } = monthBounds(request.query.month);
      return board(request.query.tour_id, first, last);
    },
  );

  app.put(
    '/api/bookings/departures/:tour_id/:date',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: DepartureParamsSchema,
        body: DepartureSettingsSchema,
        response: { 200: DepartureSchema },
      },
    },
    async (request) => {
      const { tour_id, date } = request.params;
      const facts = await tourFacts.get(tour_id); // An unknown tour is refused first.
      bookings.setDeparture(facts, date, {
        capacity: request.body.capacity,
        salesStopped: request.body.sales_stopped,
      });
      const [departure] = await board(tour_id, date, date);
      return departure!;
    },
  );
}
