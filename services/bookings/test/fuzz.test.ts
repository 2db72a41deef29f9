import { fuzzService } from '@mt/service-kit/testing/fuzz/fuzz-service';
import { recordRoutes } from '@mt/service-kit/testing/fuzz/route-recorder';
import { afterAll } from 'vitest';
import { aBooking, startBookings } from './harness';

// The production limit (10 per address per 15 minutes): the fuzz varies its address, so most
// requests reach the handler and some meet the limit.
const { built: t, recorded } = await recordRoutes(() => startBookings({ rateLimit: 10 }));
afterAll(() => t.close());

// Real tours, so requests reach the price, date and capacity rules: one with tiers, one with
// fixed departures, one large enough that the 50-per-booking cap is what refuses.
const tiered = await t.createTour();
await t.addTier(tiered, 2, 4, 219.5);
const fixed = await t.createTour({
  duration: 'Half day',
  available_dates: ['2026-12-10', '2027-01-15'],
});
const large = await t.createTour({ max_participants: 500 });

const bookings = [tiered, fixed, large].map((tourId) => ({ body: aBooking(tourId) }));
const quotes = [tiered, fixed, large].map((tourId) => ({
  body: { tour_id: tourId, number_of_participants: 3, start_date: '2026-12-10' },
}));

fuzzService('bookings', {
  app: t.app,
  recorded: recorded(t.app),
  examples: {
    'POST /api/bookings/bookings': bookings,
    'POST /api/bookings/bookings/calculate-price': quotes,
    'POST /api/bookings/bookings/check-availability': quotes,
    'GET /api/bookings/bookings/calendar': [tiered, fixed, large].map((tourId) => ({
      query: `tour_id=${tourId}&month=2026-12`,
    })),
  },
});
