import { windowOf, type BookingCalendar } from '@mt/contracts/booking-dates';
import {
  AvailabilitySchema,
  BookingCompletionSchema,
  BookingIdParamsSchema,
  BookingPriceSchema,
  BookingRequestHeadersSchema,
  BookingSchema,
  BookingStatusUpdateSchema,
  createBookingSchemas,
  IDEMPOTENCY_KEY_HEADER,
  TourMonthQuerySchema,
  TourMonthSchema,
} from '@mt/contracts/bookings';
import {
  AdminBookingSchema,
  AllBookingsQuerySchema,
  BOOKING_SEARCH_PATH,
  BookingExportQuerySchema,
  type BookingFilters,
  BookingPageSchema,
  BookingSearchQuerySchema,
} from '@mt/contracts/booking-record';
import { inLanguage } from '@mt/domain/in-language';
import { monthAvailability, monthBounds } from '@mt/domain/departure-availability';
import { seatsFit } from '@mt/domain/departure-seats';
import { departureOverrides } from '../departures/departure-settings';
import { countTripDays, todayIn } from '@mt/domain/trip-dates';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound } from '@mt/service-kit/errors';
import { formRateLimit, registerFormRateLimit, type FormLimit } from '@mt/service-kit/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TourFacts } from '../tours-client/tour-facts';
import type { HolderKeys } from '../holds/holder-keys';
import { BOOKING_NOT_FOUND, type BookingRepository } from './booking-repository';
import { bookingRequestKey } from './booking-requests';
import { toBooking } from './booking-view';
import type { RecordRepository } from '../booking-record/record-repository';
import { adminOf } from '../booking-record/routes';
import { toAdminBooking } from '../booking-record/record-view';
import { bookingsCsv } from './bookings-csv';
import { jsonArrayStream } from './bookings-json';
import type { BookingSearch } from './booking-search';
import type { SeatCheck } from './capacity';
import type { createStatusChange } from './change-status';
import type { createCompletion } from './complete-booking';
import type { CreateBooking } from './create-booking';
import { datesOffSale } from '@mt/domain/sales-cutoff';
import type { PromoCodeRepository } from '../promo-codes/promo-code-repository';
import { promoFor } from '../promo-codes/promo-discount';
import { quoteBooking, toBookingPrice } from './quote-booking';

/** No filter and the search's default sort: every booking, newest booked first. */
const EVERY_BOOKING: BookingFilters = { q: undefined };

interface BookingRoutesDeps {
  bookings: BookingRepository;
  seats: SeatCheck;
  search: BookingSearch;
  tourFacts: TourFacts;
  createBooking: CreateBooking;
  completeBooking: ReturnType<typeof createCompletion>;
  changeBookingStatus: ReturnType<typeof createStatusChange>;
  record: RecordRepository;
  rateLimit: FormLimit;
  /** Today in Marrakech, and how far ahead a booking may start (BOOKING_HORIZON_MONTHS). */
  calendar: BookingCalendar;
  now: () => Date;
  /** Who a new booking's pending seats are counted against (docs/decisions/059). */
  holderOf: HolderKeys;
  promoCodes: PromoCodeRepository;
}

/**
 * The bookings API (docs/architecture.md, The API): the public form's three calls, and the admin's
 * list and actions.
 */
export async function registerBookingRoutes(app: ServiceApp, deps: BookingRoutesDeps) {
  const { bookings, tourFacts } = deps;
  const { calendar } = deps;
  const bookable = () => windowOf(calendar);
  const { BookingInputSchema, BookingPriceInputSchema, AvailabilityInputSchema } =
    createBookingSchemas(calendar);

  app.post(
    '/api/bookings/bookings/calculate-price',
    { schema: { body: BookingPriceInputSchema, response: { 200: BookingPriceSchema } } },
    async (request) => {
      const { tour_id, number_of_participants, start_date, promo_code, ...selection } =
        request.body;
      const facts = await tourFacts.get(tour_id);
      const window = bookable();
      const promo = promoFor(deps.promoCodes, promo_code, {
        today: window.today,
        travelDate: start_date ?? null,
        tourId: facts.id,
      });
      const quote = quoteBooking(
        facts,
        { participants: number_of_participants, ...selection },
        start_date ?? null,
        window,
        deps.now(),
        promo,
      );
      return toBookingPrice(facts, quote);
    },
  );

  app.post(
    '/api/bookings/bookings/check-availability',
    { schema: { body: AvailabilityInputSchema, response: { 200: AvailabilitySchema } } },
    async (request) => {
      const { tour_id, number_of_participants, start_date, ...selection } = request.body;
      const facts = await tourFacts.get(tour_id);
      // The seats the group takes (an infant on a lap takes none), by the rules of the booking.
      const { seats } = quoteBooking(
        facts,
        { participants: number_of_participants, ...selection },
        start_date,
        bookable(),
        deps.now(),
      );
      const remaining = deps.seats.forSale({
        tourId: facts.id,
        startDate: start_date,
        tourMaximum: facts.max_participants,
      });
      return { available: seatsFit(remaining, seats), remaining };
    },
  );

  // The booking form's calendar (docs/decisions/040-booking-calendar.md): one month of one tour,
  // its seats read in one grouped query. A read like the price and availability checks, which the
  // form also asks on every change: not rate limited (docs/decisions/011).
  app.get(
    '/api/bookings/bookings/calendar',
    { schema: { querystring: TourMonthQuerySchema, response: { 200: TourMonthSchema } } },
    async (request) => {
      const { tour_id, month } = request.query;
      const facts = await tourFacts.get(tour_id);
      const window = bookable();
      const { first, last } = monthBounds(month);
      const settings = bookings.departureSettingsBetween(facts.id, first, last);
      const { closedDates, capacityByDate } = departureOverrides(settings);
      // A departure whose sales closed is closed too (docs/decisions/076).
      const offSale = datesOffSale(
        deps.now(),
        window.today,
        facts.start_times ?? [],
        facts.sales_cutoff ?? null,
      );
      const days = monthAvailability({
        month,
        capacity: facts.max_participants,
        closedDates: new Set([...closedDates, ...offSale]),
        capacityByDate,
        availableDates: facts.available_dates,
        tripDays: countTripDays(facts.duration),
        bookable: window,
        seatsTaken: bookings.seatsTakenBetween(facts.id, first, last),
      });
      return { tour_id: facts.id, month, today: window.today, days };
    },
  );

  // Creating a booking is the one public write here: limited per address (docs/security.md).
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    await registerFormRateLimit(scope, 'Too many booking requests. Please try again later.');
    scope.post(
      '/api/bookings/bookings',
      {
        config: formRateLimit(deps.rateLimit),
        schema: {
          headers: BookingRequestHeadersSchema,
          body: BookingInputSchema,
          response: { 201: BookingSchema },
        },
      },
      async (request, reply) => {
        const input = request.body;
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        const requestKey = key ? bookingRequestKey(key, input, deps.now()) : undefined;
        const holder = deps.holderOf(request.ip, input.email);
        const { row, replayed } = await deps.createBooking(input, holder, requestKey);
        if (replayed) void reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(toBooking(row));
      },
    );
  });

  // The specification's list (docs/product.md, The specification's API; docs/decisions/061):
  // every booking, newest first, as one JSON array, read and written 1,000 bookings at a time
  // with their payments.
  app.get(
    '/api/bookings/bookings',
    { onRequest: app.requireAdmin, schema: { querystring: AllBookingsQuerySchema } },
    async (_request, reply) => {
      const record = deps.record;
      function* chunks() {
        for (const rows of deps.search.all(EVERY_BOOKING)) {
          const payments = record.paymentsFor(rows.map((row) => row.id));
          yield rows.map((row) => toAdminBooking(row, payments.get(row.id) ?? []));
        }
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(jsonArrayStream(chunks()));
    },
  );

  // The admin's search (docs/decisions/051-booking-search.md): one page of the bookings that
  // match, filtered, sorted and paged in SQL; paid and balance from the page's payments only.
  // A path of its own, so that the specification's list keeps its answer (docs/decisions/061).
  app.get(
    BOOKING_SEARCH_PATH,
    {
      onRequest: app.requireAdmin,
      schema: { querystring: BookingSearchQuerySchema, response: { 200: BookingPageSchema } },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      const { rows, total } = deps.search.page(filters, page, page_size);
      const payments = deps.record.paymentsFor(rows.map((row) => row.id));
      return {
        items: rows.map((row) => toAdminBooking(row, payments.get(row.id) ?? [])),
        total,
        page,
        page_size,
      };
    },
  );

  // The same search as a CSV file: every matching booking, streamed in chunks.
  app.get(
    '/api/bookings/bookings/export.csv',
    { onRequest: app.requireAdmin, schema: { querystring: BookingExportQuerySchema } },
    async (request, reply) => {
      const { lang, ...filters } = request.query;
      const record = deps.record;
      function* chunks() {
        for (const rows of deps.search.all(filters)) {
          const payments = record.paymentsFor(rows.map((row) => row.id));
          yield rows.map((row) => ({
            ...toAdminBooking(row, payments.get(row.id) ?? []),
            tour_title_in_language: inLanguage(lang, row.tourTitle, row.tourTitleFr),
          }));
        }
      }
      const day = todayIn(undefined, deps.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(bookingsCsv(chunks(), lang));
    },
  );

  app.get(
    '/api/bookings/bookings/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: BookingIdParamsSchema, response: { 200: AdminBookingSchema } },
    },
    async (request) => {
      const row = bookings.findRow(request.params.id);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      return toAdminBooking(row, deps.record.payments(row.id));
    },
  );

  app.put(
    '/api/bookings/bookings/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: BookingIdParamsSchema,
        body: BookingStatusUpdateSchema,
        response: { 200: BookingSchema },
      },
    },
    async (request) =>
      toBooking(
        await deps.changeBookingStatus(request.params.id, request.body.status, adminOf(request)),
      ),
  );

  app.patch(
    '/api/bookings/bookings/:id/mark-viewed',
    {
      onRequest: app.requireAdmin,
      schema: { params: BookingIdParamsSchema, response: { 200: BookingSchema } },
    },
    async (request) => {
      const row = bookings.markViewed(request.params.id);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      return toBooking(row);
    },
  );

  app.post(
    '/api/bookings/:id/complete',
    {
      onRequest: app.requireAdmin,
      schema: { params: BookingIdParamsSchema, response: { 200: BookingCompletionSchema } },
    },
    async (request) => {
      const result = await deps.completeBooking(request.params.id, adminOf(request));
      return { ...result, booking: toBooking(result.booking) };
    },
  );
}
