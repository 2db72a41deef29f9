import type { Departure } from '@mt/contracts/departures';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
beforeEach(async () => {
  t = await startBookings();
});
afterEach(() => t.close());

const DATE = '2026-12-10';

const book = (
  tourId: number,
  participants: number,
  startDate = DATE,
  email = 'guest@example.com',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, {
      start_date: startDate,
      number_of_participants: participants,
      email,
    }),
  });

const setDeparture = (
  tourId: number,
  body: Record<string, unknown>,
  options: { date?: string; cookies?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookings/departures/${tourId}/${options.date ?? DATE}`,
    payload: body,
    cookies: options.cookies ?? t.admin,
  });

const departures = async (tourId: number, month = '2026-12') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/departures?tour_id=${tourId}&month=${month}`,
    cookies: t.admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Departure[]>();
};

const availability = (tourId: number, participants = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings/check-availability',
    payload: { tour_id: tourId, start_date: DATE, number_of_participants: participants },
  });

const calendarDay = async (tourId: number, date = DATE) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/bookings/calendar?tour_id=${tourId}&month=2026-12`,
  });
  return (response.json().days as { date: string }[]).find((day) => day.date === date);
};

describe('departures (docs/product.md, Departures)', () => {
  it('lists a month’s departures with capacity, seats booked and left, and their bookings', async () => {
    const tourId = await t.createTour({ max_participants: 10, duration: '1 day' });
    expect((await book(tourId, 3)).statusCode).toBe(201);
    expect((await book(tourId, 2, DATE, 'second@example.com')).statusCode).toBe(201);
    const cancelled = (await book(tourId, 4, '2026-12-12')).json<{ id: number }>();
    expect((await t.setStatus(cancelled.id, 'cancelled')).statusCode).toBe(200);

    const list = await departures(tourId);
    expect(list.map((departure) => departure.date)).toEqual([DATE, '2026-12-12']);
    expect(list[0]).toMatchObject({
      tour_id: tourId,
      capacity: 10,
      capacity_set: false,
      booked: 5,
      seats_left: 5,
      sales_stopped: false,
      pending: 2,
    });
    expect(list[0]!.bookings.map((booking) => booking.email)).toEqual([
      'guest@example.com',
      'second@example.com',
    ]);
    // A cancelled booking is listed, and holds no seat.
    expect(list[1]).toMatchObject({ booked: 0, seats_left: 10, pending: 0 });
    expect(await departures(tourId, '2027-01')).toEqual([]);
  });

  it('stops a date’s sales: the form, the calendar and a booking follow at once', async () => {
    const tourId = await t.createTour({ max_participants: 10, duration: '1 day' });
    const stopped = await setDeparture(tourId, { capacity: null, sales_stopped: true });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ date: DATE, sales_stopped: true, capacity: 10 });

    expect((await availability(tourId)).json()).toEqual({ available: false, remaining: 0 });
    expect(await calendarDay(tourId)).toMatchObject({ state: 'closed', seats_left: null });
    const refused = await book(tourId, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'SALES_STOPPED',
      detail: 'This date is no longer on sale. Please choose another date.',
    });
    // Another date of the same tour is still on sale.
    expect((await book(tourId, 1, '2026-12-11')).statusCode).toBe(201);

    await setDeparture(tourId, { capacity: null, sales_stopped: false });
    expect((await book(tourId, 1)).statusCode).toBe(201);
  });

  it('changes one date’s capacity, never below the seats already booked', async () => {
    const tourId = await t.createTour({ max_participants: 6, duration: '1 day' });
    expect((await book(tourId, 4)).statusCode).toBe(201);

    const below = await setDeparture(tourId, { capacity: 3, sales_stopped: false });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      reason: 'CAPACITY_BELOW_BOOKED',
      params: { booked: 4 },
      detail: 'The capacity cannot be below the 4 seats already booked',
    });
    expect((await departures(tourId))[0]).toMatchObject({ capacity: 6, capacity_set: false });

    // Down to exactly the seats booked: the date is full.
    expect((await setDeparture(tourId, { capacity: 4, sales_stopped: false })).statusCode).toBe(
      200,
    );
    expect((await book(tourId, 1)).json()).toMatchObject({ reason: 'DEPARTURE_FULL' });
    expect(await calendarDay(tourId)).toMatchObject({ state: 'sold_out', seats_left: 0 });

    // Up beyond the tour's maximum: more seats on this date only.
    const raised = await setDeparture(tourId, { capacity: 12, sales_stopped: false });
    expect(raised.json()).toMatchObject({ capacity: 12, capacity_set: true, seats_left: 8 });
    expect((await availability(tourId, 6)).json()).toEqual({ available: true, remaining: 8 });
    expect((await book(tourId, 6, DATE, 'big@example.com')).statusCode).toBe(201);
    expect(await calendarDay(tourId, '2026-12-11')).toMatchObject({ seats_left: 6 });

    // Back to the tour's maximum, which the 10 seats booked now exceed: refused too.
    const reset = await setDeparture(tourId, { capacity: null, sales_stopped: false });
    expect(reset.statusCode).toBe(409);
    expect(reset.json()).toMatchObject({ reason: 'CAPACITY_BELOW_BOOKED', params: { booked: 10 } });
    // Stopping its sales leaves the capacity as it is: allowed.
    const stop = await setDeparture(tourId, { capacity: 12, sales_stopped: true });
    expect(stop.json()).toMatchObject({ capacity: 12, booked: 10, sales_stopped: true });
  });

  it('asks for an admin session, and refuses what the rules do not allow with a detail', async () => {
    const tourId = await t.createTour({ max_participants: 6, duration: '1 day' });
    const anonymous = await setDeparture(
      tourId,
      { capacity: 3, sales_stopped: false },
      {
        cookies: {},
      },
    );
    expect(anonymous.statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/departures?tour_id=${tourId}&month=2026-12`,
    });
    expect(list.statusCode).toBe(401);

    for (const body of [
      { capacity: 0, sales_stopped: false },
      { capacity: 2.5, sales_stopped: false },
      { capacity: 3 },
      { capacity: 3, sales_stopped: false, extra: true },
    ]) {
      const response = await setDeparture(tourId, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('detail');
    }
    expect(
      (
        await setDeparture(
          tourId,
          { capacity: 3, sales_stopped: false },
          {
            date: '2026-02-30',
          },
        )
      ).statusCode,
    ).toBe(400);
    // Years a day's arithmetic cannot leave four digits from, and any outside 2000–2100.
    for (const date of ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31']) {
      const response = await setDeparture(tourId, { capacity: 3, sales_stopped: false }, { date });
      expect(response.statusCode, date).toBe(400);
      expect(response.json().errors, date).toEqual([
        { path: 'date', message: 'Use a date from 2000 to 2100' },
      ]);
    }
    for (const month of ['0001-01', '9999-12']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/departures?tour_id=${tourId}&month=${month}`,
        cookies: t.admin,
      });
      expect(response.statusCode, month).toBe(400);
    }
    const unknownTour = await setDeparture(999_999, { capacity: 3, sales_stopped: false });
    expect(unknownTour.statusCode).toBe(400);
    expect(await departures(tourId)).toEqual([]);
  });

  it('sets only a date from a year back to the booking horizon, by the app’s clock', async () => {
    const tourId = await t.createTour({ max_participants: 6, duration: '1 day' });
    const put = (date: string) =>
      setDeparture(tourId, { capacity: 3, sales_stopped: true }, { date });
    // Today is 2026-11-22 in Marrakech and the horizon 18 months.
    // (Years outside 2000–2100 get that bound's one message: the test above.)
    for (const date of ['2025-11-21', '2028-05-23']) {
      const response = await put(date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Invalid input',
        errors: [{ path: 'date', message: 'Use a date from 2025-11-22 to 2028-05-22' }],
      });
    }
    for (const date of ['2025-11-22', '2028-05-22']) {
      expect((await put(date)).statusCode, date).toBe(200);
    }
    t.setClock(new Date('2027-11-23T10:00:00Z'));
    expect((await put('2026-11-22')).statusCode).toBe(400);
    expect((await put('2029-05-23')).statusCode).toBe(200);
  });

  it('gives the overview every tour’s departures with bookings, today and the next 7 days', async () => {
    // The harness's today is 2026-11-22 in Marrakech: the span is the 22nd to the 29th.
    const desert = await t.createTour({ max_participants: 10, duration: '1 day' });
    const valley = await t.createTour({ max_participants: 6, duration: '1 day' });
    expect((await book(desert, 2, '2026-11-29')).statusCode).toBe(201);
    expect((await book(valley, 3, '2026-11-22')).statusCode).toBe(201);
    expect((await book(valley, 1, '2026-11-30')).statusCode).toBe(201);
    await setDeparture(desert, { capacity: 12, sales_stopped: false }, { date: '2026-11-25' });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/departures/upcoming',
      cookies: t.admin,
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.json<Departure[]>().map(({ tour_id, date, booked, capacity, pending }) => ({
        tour_id,
        date,
        booked,
        capacity,
        pending,
      })),
    ).toEqual([
      { tour_id: valley, date: '2026-11-22', booked: 3, capacity: 6, pending: 1 },
      { tour_id: desert, date: '2026-11-29', booked: 2, capacity: 10, pending: 1 },
    ]);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/departures/upcoming',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never lets a rush push a date over a capacity the operator lowers during it, nor a completion free seats', async () => {
    const tourId = await t.createTour({ max_participants: 20, duration: '1 day' });
    const family = (await book(tourId, 3)).json() as { id: number };
    expect((await t.setStatus(family.id, 'confirmed')).statusCode).toBe(200);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const attempt = (index: number) =>
      fetch(`${url}/api/bookings/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          aBooking(tourId, { number_of_participants: 1, email: `rush${index}@example.com` }),
        ),
      }).then((response) => response.status);
    const lowerings = [12, 9, 7].map((capacity) =>
      setDeparture(tourId, { capacity, sales_stopped: false }).then((response) => ({
        capacity,
        status: response.statusCode,
      })),
    );
    const [statuses, changes, completion] = await Promise.all([
      Promise.all(Array.from({ length: 60 }, (_, index) => attempt(index))),
      Promise.all(lowerings),
      // Completed weeks before its trip, the family keeps its 3 seats (docs/decisions/064).
      t.complete(family.id),
    ]);
    expect(completion.statusCode).toBe(200);

    const [departure] = await departures(tourId);
    const booked = statuses.filter((status) => status === 201).length + 3;
    expect(departure!.booked).toBe(booked);
    expect(booked).toBeLessThanOrEqual(departure!.capacity);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    // Each lowering either held (and bounds the seats from then on) or found more seats booked.
    for (const change of changes) expect([200, 409]).toContain(change.status);
  });
});
