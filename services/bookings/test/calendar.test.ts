import { createTempDataDir } from '@mt/service-kit/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seatsByDateQuery } from '../src/bookings/capacity';
import { openBookingsDatabase } from '../src/db/database';
import { aBooking, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
beforeEach(async () => {
  t = await startBookings();
});
afterEach(() => t.close());

const month = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/bookings/calendar?${query}` });

async function book(tourId: number, startDate: string, participants: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, { start_date: startDate, number_of_participants: participants }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe('GET /api/bookings/bookings/calendar (docs/decisions/040-booking-calendar.md)', () => {
  it('answers each day of the month with its state and seats, from the bookings held', async () => {
    const tourId = await t.createTour({ max_participants: 16, duration: '1 day' });
    await book(tourId, '2026-12-10', 16);
    await book(tourId, '2026-12-11', 6);
    await book(tourId, '2026-12-11', 6);
    const cancelled = await book(tourId, '2026-12-12', 15);
    expect((await t.setStatus(cancelled.id, 'cancelled')).statusCode).toBe(200);

    const response = await month(`tour_id=${tourId}&month=2026-12`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ tour_id: tourId, month: '2026-12', today: '2026-11-22' });
    expect(body.days).toHaveLength(31);
    const day = (date: string) => body.days.find((each: { date: string }) => each.date === date);
    expect(day('2026-12-10')).toEqual({
      date: '2026-12-10',
      state: 'sold_out',
      seats_left: 0,
      capacity: 16,
      few_left: false,
    });
    expect(day('2026-12-11')).toEqual({
      date: '2026-12-11',
      state: 'open',
      seats_left: 4,
      capacity: 16,
      few_left: true,
    });
    // A cancelled booking holds no seat, and an empty departure is no "only 16 left".
    expect(day('2026-12-12')).toEqual({
      date: '2026-12-12',
      state: 'open',
      seats_left: 16,
      capacity: 16,
      few_left: false,
    });
  });

  it('opens only the fixed departures, from today in Marrakech to the horizon', async () => {
    const tourId = await t.createTour({
      duration: 'Half day',
      available_dates: ['2026-11-20', '2026-11-28', '2026-11-29'],
    });
    const body = (await month(`tour_id=${tourId}&month=2026-11`)).json();
    const states = Object.fromEntries(
      body.days.map((day: { date: string; state: string }) => [day.date, day.state]),
    );
    expect(states['2026-11-20']).toBe('past');
    expect(states['2026-11-21']).toBe('past');
    expect(states['2026-11-22']).toBe('not_running');
    expect(states['2026-11-28']).toBe('open');
    expect(states['2026-11-29']).toBe('open');
    expect(states['2026-11-30']).toBe('not_running');

    // 18 months from 22 November 2026: a one-day trip may start on 22 May 2028, not after.
    const last = (await month(`tour_id=${tourId}&month=2028-05`)).json();
    expect(last.days.every((day: { state: string }) => day.state !== 'open')).toBe(true);
    const open = await t.createTour({ duration: '1 day' });
    const horizon = (await month(`tour_id=${open}&month=2028-05`)).json();
    const state = (date: string) =>
      horizon.days.find((day: { date: string }) => day.date === date).state;
    expect(state('2028-05-22')).toBe('open');
    expect(state('2028-05-23')).toBe('beyond_horizon');
  });

  it('refuses a malformed month or tour with 400 and {detail}, an unknown tour too', async () => {
    const tourId = await t.createTour();
    for (const query of [
      `tour_id=${tourId}&month=2026-13`,
      `tour_id=${tourId}&month=0000-01`,
      `tour_id=${tourId}&month=0001-01`,
      `tour_id=${tourId}&month=1999-12`,
      `tour_id=${tourId}&month=2101-01`,
      `tour_id=${tourId}&month=9999-12`,
      `tour_id=${tourId}&month=2026-1`,
      `tour_id=${tourId}`,
      'month=2026-12',
      'tour_id=abc&month=2026-12',
      'tour_id=0&month=2026-12',
      'tour_id=999999&month=2026-12',
    ]) {
      const response = await month(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toEqual(expect.any(String));
    }
  });
});

describe('seats per date of a month', () => {
  it('reads the departure index, and sorts nothing in a temporary tree', () => {
    const data = createTempDataDir('mt-bookings-plan-');
    const database = openBookingsDatabase(data.dir);
    try {
      const { sql, params } = seatsByDateQuery(database.db).toSQL();
      const plan = database.sqlite
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...params.map((param) => (typeof param === 'object' ? 1 : param))) as Array<{
        detail: string;
      }>;
      const details = plan.map((step) => step.detail).join('\n');
      expect(details).toContain('bookings_departure_idx');
      expect(details).not.toContain('TEMP B-TREE');
    } finally {
      database.close();
      data.remove();
    }
  });
});
