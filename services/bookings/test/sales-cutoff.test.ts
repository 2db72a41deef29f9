import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

/**
 * A departure's sales close at the tour's cut-off (docs/decisions/076), on the booking, the price,
 * the availability check and the calendar alike. The harness's clock is 11:00 in Marrakech on
 * 22 November 2026.
 */
let t: BookingsHarness;
beforeEach(async () => {
  t = await startBookings();
});
afterEach(() => t.close());

const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/bookings${path}`, payload });

describe('the sales cut-off', () => {
  it('closes a 07:00 departure the day before at 10:00: refused everywhere, the day after sells', async () => {
    const tourId = await t.createTour({
      duration: '1 day',
      start_times: ['07:00'],
      sales_cutoff: { kind: 'day_before_at', time: '10:00' },
    });
    const closed = { tour_id: tourId, number_of_participants: 2, start_date: '2026-11-23' };
    for (const path of ['', '/calculate-price', '/check-availability']) {
      const response = await post(path, path === '' ? aBooking(tourId, closed) : closed);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors, path).toEqual([
        expect.objectContaining({ path: 'start_date', reason: 'START_DATE_SALES_CLOSED' }),
      ]);
    }
    const open = await post('', aBooking(tourId, { ...closed, start_date: '2026-11-24' }));
    expect(open.statusCode).toBe(201);

    const month = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/bookings/calendar?tour_id=${tourId}&month=2026-11`,
    });
    const state = (date: string) =>
      month.json().days.find((day: { date: string }) => day.date === date).state;
    expect([state('2026-11-22'), state('2026-11-23'), state('2026-11-24')]).toEqual([
      'closed',
      'closed',
      'open',
    ]);
  });

  it('leaves a tour without a cut-off or a time on sale through today, as before', async () => {
    const tourId = await t.createTour({ duration: '1 day' });
    const today = await post('', aBooking(tourId, { start_date: '2026-11-22' }));
    expect(today.statusCode).toBe(201);
  });
});
