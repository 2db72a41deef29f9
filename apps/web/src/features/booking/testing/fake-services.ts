import type { Availability, BookingPrice, BookingPriceInput } from '@mt/contracts/bookings';
import type { Tour } from '@mt/contracts/tours';
import { calculateEndDate, countTripDays } from '@mt/domain/trip-dates';

import { stubFetch } from '../../../testing/fake-fetch';

export { json } from '../../../testing/fake-fetch';

/** A handler gets the request's JSON body (undefined for a GET). */
type Handler = (body: unknown) => Response | Promise<Response>;

/** Fake services answering by `METHOD path`, handing each handler the JSON body sent. */
export function serve(routes: Record<string, Handler>) {
  return stubFetch(routes, (handler, init) =>
    handler(init?.body ? JSON.parse(String(init.body)) : undefined),
  ).fetchMock;
}

/** The JSON bodies sent to `METHOD path`, in order. */
export function bodiesSent(fetchMock: ReturnType<typeof serve>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** What the bookings service would answer for a tour without group tiers (docs/product.md, Rules, Prices). */
export function priceFor(
  tour: Pick<Tour, 'id' | 'price' | 'duration'>,
  input: BookingPriceInput,
): BookingPrice {
  return {
    tour_id: tour.id,
    participants: input.number_of_participants,
    price_per_person: tour.price,
    pricing_tier: null,
    total_price: tour.price * input.number_of_participants,
    days: countTripDays(tour.duration),
    end_date: input.start_date ? calculateEndDate(input.start_date, tour.duration) : null,
  };
}

export function availability(available: boolean, remaining: number): Availability {
  return { available, remaining };
}
