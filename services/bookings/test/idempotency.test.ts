import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

/** docs/decisions/030: a booking request repeated with its Idempotency-Key never books twice. */
let t: BookingsHarness;
let tourId: number;

beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour({ max_participants: 4 });
});
afterEach(() => t.close());

const KEY = '6f1c2b0e-5d7a-4c1e-9a3b-2f8d7e6c5b4a';
const book = (payload: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

async function bookingCount(): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/bookings/bookings',
    cookies: t.admin,
  });
  return (response.json() as { total: number }).total;
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

  it('refuses the key with another body, and books nothing', async () => {
    await book(aBooking(tourId), KEY);
    const other = await book(aBooking(tourId, { number_of_participants: 3 }), KEY);
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe('This Idempotency-Key was already used for another booking');
    expect(await bookingCount()).toBe(1);
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
