import type { Availability, BookingPrice, BookingPriceInput } from '@mt/contracts/bookings';
import { calculateEndDate, countTripDays } from '@mt/domain/trip-dates';
import { vi } from 'vitest';

import type { BookableTour } from '../api/get-booking-tours';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A handler gets the request's JSON body (undefined for a GET). */
type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Fake services answering `METHOD path` (query string included). An unexpected request fails the
 * test loudly.
 */
export function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request: ${key}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `METHOD path`, in order. */
export function bodiesSent(fetchMock: ReturnType<typeof serve>, key: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** What the bookings service would answer for a tour without group tiers (DESIGN.md §4). */
export function priceFor(tour: BookableTour, input: BookingPriceInput): BookingPrice {
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
