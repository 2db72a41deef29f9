import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { databaseFile } from '@mt/service-kit/db';
import { aBooking, eventually, NOW, startBookings, type BookingsHarness } from './harness';

/** docs/decisions/030: a booking request repeated with its Idempotency-Key never books twice. */
let t: BookingsHarness;
let tourId: number;

beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour({ max_participants: 4 });
});
afterEach(() => t.close());

const KEY = '6f1c2b0e-5d7a-4c1e-9a3b-2f8d7e6c5b4a';
const HOUR = 60 * 60 * 1000;
const book = (payload: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

/** The request keys the service still keeps, read from its SQLite file. */
function keptKeys(): number {
  const db = new Database(databaseFile(t.dataDir, 'bookings'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM booking_requests').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

async function bookingCount(): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/bookings/bookings',
    cookies: t.admin,
  });
  return (response.json() as unknown[]).length;
}

describe('Idempotency-Key on POST /api/bookings/bookings', () => {
  it('answers a repeat with the first booking, and sends its mails once', async () => {
    const first = await book(aBooking(tourId), KEY);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await book(aBooking(tourId), KEY);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await bookingCount()).toBe(1);

    await eventually(async () => (await t.messages()).length === 2);
    // Give a second hand-over the time to happen, were one queued: still the first two mails.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.messages()).toHaveLength(2);
  });

  it('books once for the same key sent twice at the same time', async () => {
    const answers = await Promise.all([book(aBooking(tourId), KEY), book(aBooking(tourId), KEY)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await bookingCount()).toBe(1);
  });

  it('answers the booking even when that booking took the last seats', async () => {
    const first = await book(aBooking(tourId, { number_of_participants: 4 }), KEY);
    expect(first.statusCode).toBe(201);
    const again = await book(aBooking(tourId, { number_of_participants: 4 }), KEY);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    // Without the key, the same request is a new booking, and the departure is full.
    expect((await book(aBooking(tourId, { number_of_participants: 4 }))).statusCode).toBe(409);
  });

  it('refuses the key with another body with 422, as the IETF draft says, and books nothing', async () => {
    await book(aBooking(tourId), KEY);
    const other = await book(aBooking(tourId, { number_of_participants: 3 }), KEY);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      detail: 'This Idempotency-Key was already used for another booking',
      code: 'UNPROCESSABLE',
      reason: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await bookingCount()).toBe(1);
  });

  it('scopes a key to the customer’s e-mail: another customer’s request with it books on its own', async () => {
    const first = await book(aBooking(tourId), KEY);
    const other = await book(aBooking(tourId, { email: 'omar@example.com' }), KEY);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().id).not.toBe(first.json().id);
    // Each customer's retry still finds their own booking.
    const retried = await book(aBooking(tourId, { email: 'omar@example.com' }), KEY);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().id).toBe(other.json().id);
    expect(await bookingCount()).toBe(2);
  });

  it('lets a key age out 24 hours after its booking, by the app’s clock', async () => {
    const first = await book(aBooking(tourId, { number_of_participants: 1 }), KEY);
    t.setClock(new Date(NOW.getTime() + 24 * HOUR - 1000));
    const within = await book(aBooking(tourId, { number_of_participants: 1 }), KEY);
    expect(within.headers['idempotent-replayed']).toBe('true');
    expect(within.json().id).toBe(first.json().id);
    // A day on, the key means nothing: the same request is a new booking, and no longer refused
    // with another body either.
    t.setClock(new Date(NOW.getTime() + 24 * HOUR + 1000));
    const later = await book(aBooking(tourId, { number_of_participants: 1 }), KEY);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
    const otherBody = await book(aBooking(tourId, { number_of_participants: 2 }), `${KEY}-old`);
    expect(otherBody.statusCode).toBe(201);
    expect(await bookingCount()).toBe(3);
  });

  it('keeps only the keys still answering', async () => {
    await book(aBooking(tourId, { number_of_participants: 1 }), `${KEY}-a`);
    await book(aBooking(tourId, { number_of_participants: 1 }), `${KEY}-b`);
    t.setClock(new Date(NOW.getTime() + 25 * HOUR));
    await book(aBooking(tourId, { number_of_participants: 1 }), `${KEY}-c`);
    expect(keptKeys()).toBe(1);
  });

  it('books separately with different keys, or without one', async () => {
    await book(aBooking(tourId, { number_of_participants: 1 }), KEY);
    await book(aBooking(tourId, { number_of_participants: 1 }), `${KEY}-2`);
    await book(aBooking(tourId, { number_of_participants: 1 }));
    expect(await bookingCount()).toBe(3);
  });

  it('refuses a malformed key with 400, before booking', async () => {
    for (const key of ['short', 'with space in it', 'x'.repeat(256)]) {
      const response = await book(aBooking(tourId), key);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBeTypeOf('string');
    }
    expect(await bookingCount()).toBe(0);
  });
});
