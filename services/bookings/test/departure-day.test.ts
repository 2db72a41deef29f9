import type { DayDeparture, DepartureDay } from '@mt/contracts/departure-day';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
beforeEach(async () => {
  t = await startBookings();
});
afterEach(() => t.close());

// The harness's today is 2026-11-22 in Marrakech: the morning check looks at tomorrow.
const TODAY = '2026-11-22';
const TOMORROW = '2026-11-23';

async function book(tourId: number, overrides: Record<string, unknown>): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, { start_date: TOMORROW, ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function confirm(id: number): Promise<void> {
  expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
}

const day = (date: string, { signedIn = true } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bookings/days/${date}`,
    ...(signedIn ? { cookies: t.admin } : {}),
  });

async function departuresOn(date: string): Promise<DayDeparture[]> {
  const response = await day(date);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<DepartureDay>();
  expect(body.date).toBe(date);
  return body.departures;
}

/** What the dashboard's "Balance paid" sends: the balance shown, in cash, received today. */
const payBalance = (id: number, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/bookings/${id}/payments`,
    cookies: t.admin,
    payload: { amount, method: 'cash', received_on: TODAY },
  });

describe('a day’s departures (GET /api/bookings/days/{date}, docs/decisions/066)', () => {
  it('answers 401 without a session, and nothing of the day', async () => {
    const tourId = await t.createTour({ duration: '1 day' });
    await book(tourId, {});
    const anonymous = await day(TOMORROW, { signedIn: false });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Sophie');
  });

  it('refuses a date that is none, or outside 2000–2100, naming the date', async () => {
    for (const [date, message] of [
      ['2026-02-30', 'Use a real date in the YYYY-MM-DD format'],
      ['tomorrow', 'Use a real date in the YYYY-MM-DD format'],
      ['0001-01-01', 'Use a date from 2000 to 2100'],
      ['9999-12-31', 'Use a date from 2000 to 2100'],
    ] as const) {
      const response = await day(date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json(), date).toMatchObject({
        detail: 'Invalid input',
        code: 'VALIDATION',
        errors: [{ path: 'date', message }],
      });
    }
  });

  it('lists every tour’s departures of the day, guests by name, pending ones apart', async () => {
    const desert = await t.createTour({ title: 'Merzouga Desert Tour', max_participants: 10 });
    const valley = await t.createTour({
      title: 'Ourika Valley',
      title_fr: 'Vallée de l’Ourika',
      duration: '1 day',
      max_participants: 6,
    });
    const quiet = await t.createTour({ title: 'Agafay Dinner', duration: '1 day' });

    const zoe = await book(desert, {
      customer_name: 'Zoé Laurent',
      email: 'zoe@example.fr',
      number_of_participants: 3,
      pickup_place: 'Riad Yasmine',
    });
    await confirm(zoe);
    const amina = await book(desert, {
      customer_name: 'Amina Benali',
      email: 'amina@example.ma',
      number_of_participants: 1,
    });
    await confirm(amina);
    await book(desert, { customer_name: 'Hannah Weber', email: 'hannah@example.de' });
    const gone = await book(desert, { customer_name: 'Cancelled Guest', email: 'c@example.com' });
    expect((await t.setStatus(gone, 'cancelled')).statusCode).toBe(200);
    await book(valley, { customer_name: 'Famille Dupont', number_of_participants: 4 });
    // Only cancelled: no one comes, the departure is left out.
    const off = await book(quiet, { email: 'off@example.com' });
    expect((await t.setStatus(off, 'cancelled')).statusCode).toBe(200);
    // Another day's booking is not on this one.
    await confirm(await book(valley, { start_date: '2026-11-24', email: 'later@example.com' }));

    const departures = await departuresOn(TOMORROW);
    expect(
      departures.map((departure) => ({
        tour: departure.tour_title,
        tour_fr: departure.tour_title_fr,
        guests: departure.guests.map((guest) => guest.customer_name),
        pending: departure.pending_guests.map((guest) => guest.customer_name),
        booked: departure.booked,
        capacity: departure.capacity,
        pending_count: departure.pending,
        participants: departure.totals.participants,
      })),
    ).toEqual([
      {
        tour: 'Merzouga Desert Tour',
        tour_fr: 'Circuit désert de Merzouga',
        guests: ['Amina Benali', 'Zoé Laurent'],
        pending: ['Hannah Weber'],
        // Seats held count the pending booking, as the Departures tab does; the guests do not.
        booked: 6,
        capacity: 10,
        pending_count: 1,
        participants: 4,
      },
      {
        tour: 'Ourika Valley',
        tour_fr: 'Vallée de l’Ourika',
        guests: [],
        pending: ['Famille Dupont'],
        booked: 4,
        capacity: 6,
        pending_count: 1,
        participants: 0,
      },
    ]);
    const [first] = departures;
    expect(first!.guests[1]).toMatchObject({
      reference: `MT-${String(zoe).padStart(6, '0')}`,
      phone: '+33 6 12 34 56 78',
      pickup_place: 'Riad Yasmine',
      number_of_participants: 3,
      status: 'confirmed',
    });
    expect(await departuresOn('2026-11-25')).toEqual([]);
  });

  it('shows what is still to pay, and the one-tap cash payment leaves 0 everywhere', async () => {
    // 249 € a person: two people owe 498 €.
    const tourId = await t.createTour();
    const id = await book(tourId, { customer_name: 'Sophie Martin' });
    await confirm(id);
    const deposit = await payBalance(id, 100.5);
    expect(deposit.statusCode).toBe(201);

    const [before] = await departuresOn(TOMORROW);
    expect(before!.guests[0]).toMatchObject({ total_price: 498, paid: 100.5, balance: 397.5 });
    expect(before!.totals).toEqual({
      bookings: 1,
      participants: 2,
      total: 498,
      paid: 100.5,
      balance: 397.5,
    });

    // The dashboard's "Balance paid" posts the balance it shows through the payments path.
    const paid = await payBalance(id, before!.guests[0]!.balance);
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: 397.5, method: 'cash', received_on: TODAY });

    const [after] = await departuresOn(TOMORROW);
    expect(after!.guests[0]).toMatchObject({ paid: 498, balance: 0 });
    expect(after!.totals.balance).toBe(0);

    // The booking's record lists it among its payments, by the admin who recorded it.
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/bookings/${id}/record`,
      cookies: t.admin,
    });
    expect(record.json().booking).toMatchObject({ paid: 498, balance: 0 });
    expect(
      record.json().payments.map((payment: Record<string, unknown>) => ({
        amount: payment.amount,
        method: payment.method,
        recorded_by: payment.recorded_by,
      })),
    ).toEqual([
      { amount: 100.5, method: 'cash', recorded_by: expect.stringContaining('@') },
      { amount: 397.5, method: 'cash', recorded_by: expect.stringContaining('@') },
    ]);

    // The search's "unpaid" no longer finds it, and the export says paid in full.
    const unpaid = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings/search?payment=unpaid',
      cookies: t.admin,
    });
    expect(unpaid.json().total).toBe(0);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings/export.csv',
      cookies: t.admin,
    });
    const [header, row] = parse(csv.body, { bom: true, record_delimiter: '\r\n' }) as string[][];
    const cell = (name: string) => row![header!.indexOf(name)];
    expect([cell('Total (EUR)'), cell('Paid (EUR)'), cell('Balance (EUR)')]).toEqual([
      '498.00',
      '498.00',
      '0.00',
    ]);

    // Undone (the payment voided), the balance is owed again.
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/bookings/${id}/payments/${paid.json().id}/void`,
      cookies: t.admin,
    });
    expect(undo.statusCode).toBe(200);
    const [undone] = await departuresOn(TOMORROW);
    expect(undone!.guests[0]).toMatchObject({ paid: 100.5, balance: 397.5 });
  });
});
