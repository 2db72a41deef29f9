import { IdParamsSchema } from '@mt/contracts/common';
import { TourBookingFactsSchema, TourMeetingPointSchema } from '@mt/contracts/tours';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { toPriceTier, type PricingRepository } from '../pricing/pricing-repository';
import type { SellingRepository } from '../selling/selling-repository';
import type { TourRepository } from './tour-repository';
import { requireTourRow } from './routes';
import { salesCutoffOf } from './tour-view';

/**
 * Internal (docs/architecture.md, How a request flows: bookings → tours): a tour's price, tiers, length and capacity in one
 * answer, so the bookings service prices and checks a booking with the shared rule and one call;
 * with its categories, options and extras on sale, in cents, for `priceBooking`
 * (docs/decisions/074).
 */
export function registerBookingFactsRoute(
  app: ServiceApp,
  deps: { tours: TourRepository; pricing: PricingRepository; selling: SellingRepository },
): void {
  app.get(
    '/internal/tours/:id/booking-facts',
    { schema: { params: IdParamsSchema, response: { 200: TourBookingFactsSchema } } },
    async (request) => {
      const tour = requireTourRow(deps.tours, request.params.id);
      return {
        id: tour.id,
        title: tour.title,
        title_fr: tour.titleFr,
        duration: tour.duration,
        price_cents: tour.priceCents,
        max_participants: tour.maxParticipants,
        available_dates: tour.availableDates,
        deposit_percent: tour.depositPercent,
        start_times: tour.startTimes,
        sales_cutoff: salesCutoffOf(tour),
        tiers: deps.pricing.findTiers(tour.id).map(toPriceTier),
        ...deps.selling.findSellingFacts(tour.id, tour.priceCents),
      };
    },
  );

  // Internal (messaging → tours): the confirmation and reminder e-mails print where the trip
  // starts, as the tour says it when the mail is written (docs/decisions/043), and the reminder
  // what it includes (docs/decisions/052).
  app.get(
    '/internal/tours/:id/meeting-point',
    { schema: { params: IdParamsSchema, response: { 200: TourMeetingPointSchema } } },
    async (request) => {
      const tour = requireTourRow(deps.tours, request.params.id);
      return {
        meeting_point: tour.meetingPoint,
        meeting_point_fr: tour.meetingPointFr,
        includes: tour.includes,
        includes_fr: tour.includesFr,
      };
    },
  );
}
