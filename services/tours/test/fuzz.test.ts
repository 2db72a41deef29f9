import { fuzzService } from '@mt/service-kit/testing/fuzz/fuzz-service';
import { recordRoutes } from '@mt/service-kit/testing/fuzz/route-recorder';
import { afterAll } from 'vitest';
import { startToursService } from './harness';

const INTERNAL = { 'x-internal-token': 'test-internal-token-0123456789abcdef' };
const DAY = 24 * 60 * 60 * 1000;

// A catalogue, so ids, tiers, tags and reviews are real and the fuzz reaches the queries.
const { built: t, recorded } = await recordRoutes(() => startToursService({ catalogue: true }));
afterAll(() => t.close());

const tours = (await t.app.inject({ method: 'GET', url: '/api/tours/tours' })).json() as {
  id: number;
}[];
const tourId = String(tours[0]!.id);

async function reviewToken(bookingId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/internal/review-invitations',
    headers: INTERNAL,
    payload: {
      booking_id: bookingId,
      tour_id: tours[0]!.id,
      customer_name: 'Sophie Martin',
      email: 'sophie@example.fr',
    },
  });
  if (response.statusCode !== 201) throw new Error(`no review link: ${response.body}`);
  return response.json().token;
}

// One link past its 90 days (410), then live ones: the first valid submit uses one up (409 after).
const expired = await reviewToken(1);
t.advanceClock(91 * DAY);
const live = [await reviewToken(2), await reviewToken(3)];
const tokens = [expired, ...live].map((token) => ({ params: { token }, query: 'lang=fr' }));

const withTour = { params: { id: tourId }, query: 'lang=fr' };
fuzzService('tours', {
  app: t.app,
  recorded: recorded(t.app),
  examples: {
    'GET /api/tours/tours': { query: 'lang=fr&limit=3' },
    'GET /api/tours/tours/:id': withTour,
    'GET /api/tours/tours/:id/group-pricing': withTour,
    'GET /api/tours/tours/:id/selling': withTour,
    'GET /api/tours/tours/:id/calculate-price': { params: { id: tourId }, query: 'participants=4' },
    'GET /api/tours/tours/:id/tags': withTour,
    'GET /api/tours/tours/:id/reviews': withTour,
    'GET /api/tours/tours/:id/rating-stats': withTour,
    'GET /api/tours/reviews/form/:token': tokens,
    'POST /api/tours/reviews/submit/:token': tokens.map((example) => ({
      ...example,
      body: { rating: 5, customer_name: 'Sophie Martin', review_text: 'A night under the stars.' },
    })),
  },
});
