import { afterEach, describe, expect, it } from 'vitest';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness | undefined;
afterEach(() => t?.close());

describe('outages', () => {
  it('tours down: 503, and nothing is written', async () => {
    t = await startBookings({ toursDown: true });
    const tourId = await t.createTour();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings',
      payload: aBooking(tourId),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: 'A service this request needs is unavailable',
      code: 'DEPENDENCY_DOWN',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings',
      cookies: t.admin,
    });
    expect(list.json()).toEqual([]);
    expect(t.app.outbox.pendingCount()).toBe(0);
    // The form's own calls say the same, so it can clear its price rather than show a stale one.
    const price = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings/calculate-price',
      payload: { tour_id: tourId, number_of_participants: 2 },
    });
    expect(price.statusCode).toBe(503);
    const availability = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings/check-availability',
      payload: { tour_id: tourId, start_date: '2026-12-10', number_of_participants: 2 },
    });
    expect(availability.statusCode).toBe(503);
  });

  it('messaging down: the booking succeeds, and its mails arrive once messaging is back, once each', async () => {
    t = await startBookings({ messagingDown: true });
    const tourId = await t.createTour();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings',
      payload: aBooking(tourId),
    });
    expect(response.statusCode).toBe(201);
    // A few hand-over attempts fail while messaging is away; the mails wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.app.outbox.pendingCount()).toBe(2);

    await t.startMessaging();
    await eventually(() => t!.app.outbox.pendingCount() === 0, 10_000);
    // Still exactly two mails after further passes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = await t.messages();
    expect(messages.map((message) => message.type)).toEqual(['booking_received', 'booking_new']);
  });
});
