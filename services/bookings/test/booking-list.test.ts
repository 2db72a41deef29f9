import Database from 'better-sqlite3';
import { databaseFile } from '@mt/service-kit/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

/**
 * GET /api/bookings/bookings as the specification writes it (docs/product.md, The
 * specification's API; docs/decisions/061): every booking, newest first, as one JSON array.
 * The dashboard's paged search has its own path (booking-search.test.ts).
 */
let t: BookingsHarness;
let tourId: number;

beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour({ title: 'Atlas Day Trip', price: 50, duration: '1 day' });
});
afterEach(() => t.close());

const list = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/bookings/bookings${query}`, cookies: t.admin });

/** `count` more bookings, written straight into the database (as after months of trade). */
function addBookings(count: number) {
  const db = new Database(databaseFile(t.dataDir, 'bookings'));
  // Booked a minute apart, every third at the same minute as the one before: equal times too.
  db.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO bookings (tour_id, tour_title, customer_name, email, start_date, end_date, days,
       participants, seats, lines, price_per_person_cents, total_cents, status, language,
       created_at)
     SELECT ?, 'Atlas Day Trip', 'Guest ' || i, 'guest' || i || '@example.com', '2026-12-01',
       '2026-12-01', 1, 2, 2, '[]', 5000, 10000, 'confirmed', 'en',
       strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i - i % 3) || ' minutes')
     FROM n`,
  ).run(count, tourId);
  db.close();
}

const SPEC_FIELDS = [
  'id',
  'tour_id',
  'customer_name',
  'email',
  'phone',
  'start_date',
  'end_date',
  'travel_date',
  'number_of_participants',
  'price_per_person',
  'total_price',
  'status',
  'admin_viewed',
  'created_at',
  'special_requests',
];

describe('GET /api/bookings/bookings, the specification’s list', () => {
  it('answers an empty array before the first booking', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([]);
  });

  it('answers every booking, newest first, each with the specification’s fields', async () => {
    addBookings(2_345);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings',
      payload: aBooking(tourId, { customer_name: 'Newest Customer' }),
    });
    expect(made.statusCode).toBe(201);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/bookings/${made.json().id}/payments`,
      cookies: t.admin,
      payload: { amount: 40, method: 'cash', received_on: '2026-11-21' },
    });
    expect(paid.statusCode).toBe(201);

    const response = await list();
    expect(response.statusCode).toBe(200);
    const bookings = response.json() as Array<Record<string, unknown>>;
    // More than a page of the search, and more than one chunk read from the database.
    expect(bookings).toHaveLength(2_346);
    expect(bookings[0]).toMatchObject({
      id: made.json().id,
      customer_name: 'Newest Customer',
      email: 'sophie@example.fr',
      phone: '+33 6 12 34 56 78',
      number_of_participants: 2,
      price_per_person: 50,
      total_price: 100,
      status: 'pending',
      admin_viewed: false,
      travel_date: null,
      special_requests: 'Vegetarian meals, please',
      paid: 40,
      balance: 60,
    });
    for (const booking of bookings)
      expect(Object.keys(booking)).toEqual(expect.arrayContaining(SPEC_FIELDS));
    // Newest booked first; equal times, the later booking first.
    for (let index = 1; index < bookings.length; index += 1) {
      const [before, after] = [bookings[index - 1]!, bookings[index]!];
      const order =
        String(before.created_at).localeCompare(String(after.created_at)) ||
        Number(before.id) - Number(after.id);
      expect(order, `${before.id} before ${after.id}`).toBeGreaterThan(0);
    }
    expect(new Set(bookings.map((booking) => booking.id)).size).toBe(2_346);
  });

  it('refuses the search’s parameters, which belong to GET /bookings/search', async () => {
    for (const query of ['?page=2', '?q=martin', '?status=pending&page_size=5']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toEqual(expect.any(String));
      expect(JSON.stringify(response.json().errors), query).toContain(
        '/api/bookings/bookings/search',
      );
    }
    // Anything else (a cache-buster, say) is ignored, as on every other read.
    expect((await list('?_=1700000000')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bookings/bookings' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toEqual(expect.any(String));
  });
});
