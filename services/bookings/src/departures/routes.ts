import {
  DepartureListSchema,
  departureParamsSchema,
  DepartureSchema,
  DepartureSettingsSchema,
  DeparturesQuerySchema,
} from '@mt/contracts/departures';
import type { BookingCalendar } from '@mt/contracts/booking-dates';
import { DepartureDayParamsSchema, DepartureDaySchema } from '@mt/contracts/departure-day';
import { monthBounds } from '@mt/domain/departure-availability';
import { addDays, todayIn } from '@mt/domain/trip-dates';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { AppError } from '@mt/service-kit/errors';
import type { BookingRepository } from '../bookings/booking-repository';
import type { RecordRepository } from '../booking-record/record-repository';
import type { TourFacts } from '../tours-client/tour-facts';
import type { SetDeparture } from './change-departure';
import { departureBoard } from './departure-board';
import { departuresOfDay } from './departure-day';

/** The overview's span: today and the next 7 days. */
const UPCOMING_DAYS = 8;

/**
 * The operator's departures (docs/product.md, Departures): a tour's month, and one date's
 * capacity and sales. Admin only; the rules hold in the service whatever the client sends.
 */
export function registerDepartureRoutes(
  app: ServiceApp,
  deps: {
    bookings: BookingRepository;
    record: RecordRepository;
    tourFacts: TourFacts;
    setDeparture: SetDeparture;
    now: () => Date;
    /** BOOKING_HORIZON_MONTHS: with today, it bounds the dates the operator may set. */
    horizonMonths: number;
  },
): void {
  const { bookings, record, tourFacts, now } = deps;
  const calendar: BookingCalendar = {
    today: () => todayIn(undefined, now()),
    horizonMonths: deps.horizonMonths,
  };

  /** A tour deleted since it was booked has no capacity to show: null, as the overview leaves it out. */
  const knownTourFacts = (tourId: number) =>
    tourFacts.get(tourId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'VALIDATION') return null;
      throw error;
    });

  const board = async (tourId: number, from: string, to: string) => {
    const facts = await tourFacts.get(tourId);
    const rows = bookings.findStartingBetween(tourId, from, to);
    return departureBoard({
      facts,
      from,
      to,
      rows,
      settings: bookings.departureSettingsBetween(tourId, from, to),
      // Only the payments of the bookings on the board, not every payment ever recorded.
      payments: record.paymentsFor(rows.map((row) => row.id)),
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

  // The dashboard's overview (docs/product.md, Admin dashboard): every tour's departures with
  // bookings, today and the next 7 days in Marrakech, by date.
  app.get(
    '/api/bookings/departures/upcoming',
    { onRequest: app.requireAdmin, schema: { response: { 200: DepartureListSchema } } },
    async () => {
      const from = todayIn(undefined, now());
      const to = addDays(from, UPCOMING_DAYS - 1);
      const tourIds = [
        ...new Set(bookings.findAllStartingBetween(from, to).map((row) => row.tourId)),
      ];
      const boards = await Promise.all(
        // A tour deleted since it was booked has no capacity to show: left out, not a failure.
        tourIds.map((tourId) =>
          board(tourId, from, to).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'VALIDATION') return [];
            throw error;
          }),
        ),
      );
      return boards
        .flat()
        .filter((departure) => departure.bookings.length > 0)
        .sort((a, b) => a.date.localeCompare(b.date) || a.tour_id - b.tour_id);
    },
  );

  // The operator's morning check (docs/decisions/066): every tour's departures starting on one
  // day, their guests and pending bookings, from one read of the day's bookings and payments.
  app.get(
    '/api/bookings/days/:date',
    {
      onRequest: app.requireAdmin,
      schema: { params: DepartureDayParamsSchema, response: { 200: DepartureDaySchema } },
    },
    async (request) => {
      const { date } = request.params;
      const rows = bookings.findAllStartingBetween(date, date);
      const payments = record.paymentsFor(rows.map((row) => row.id));
      const tourIds = [...new Set(rows.map((row) => row.tourId))];
      const boards = await Promise.all(
        tourIds.map(async (tourId) => {
          const facts = await knownTourFacts(tourId);
          if (!facts) return [];
          return departureBoard({
            facts,
            from: date,
            to: date,
            rows: rows.filter((row) => row.tourId === tourId),
            settings: bookings.departureSettingsBetween(tourId, date, date),
            payments,
          });
        }),
      );
      return { date, departures: departuresOfDay(boards.flat()) };
    },
  );

  app.put(
    '/api/bookings/departures/:tour_id/:date',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: departureParamsSchema(calendar),
        body: DepartureSettingsSchema,
        response: { 200: DepartureSchema },
      },
    },
    async (request) => {
      const { tour_id, date } = request.params;
      const facts = await tourFacts.get(tour_id); // An unknown tour is refused first.
      deps.setDeparture(facts, date, {
        capacity: request.body.capacity,
        salesStopped: request.body.sales_stopped,
      });
      const [departure] = await board(tour_id, date, date);
      return departure!;
    },
  );
}
