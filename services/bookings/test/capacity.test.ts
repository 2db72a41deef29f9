import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
beforeEach(async () => {
  t = await startBookings();
});
afterEach(() => t.close());

const availability = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/bookings/check-availability', payload });

describe('capacity of a departure', () => {
  it('lets exactly 5 of 50 simultaneous one-seat requests through at a 5-seat departure', async () => {
    const tourId = await t.createTour({ max_participants: 5 });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        fetch(`${url}/api/bookings/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            aBooking(tourId, { number_of_participants: 1, email: `guest${index}@example.com` }),
          ),
        }).then((response) => response.status),
      ),
    );
    expect(attempts.filter((status) => status === 201)).toHaveLength(5);
    expect(attempts.filter((status) => status === 409)).toHaveLength(45);

    const left = await availability({
      tour_id: tourId,
      start_date: '2026-12-10',
      number_of_participants: 1,
    });
    expect(left.json()).toEqual({ available: false, remaining: 0 });
  });

  it('books exactly the capacity in a rush during which a booking of the date is completed', async () => {
    const tourId = await t.createTour({ max_participants: 8 });
    const family = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings',
      payload: aBooking(tourId, { number_of_participants: 3 }),
    });
    expect((await t.setStatus(family.json().id, 'confirmed')).statusCode).toBe(200);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const attempt = (index: number) =>
      fetch(`${url}/api/bookings/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          aBooking(tourId, { number_of_participants: 1, email: `rush${index}@example.com` }),
        ),
      }).then((response) => response.status);
    // The operator completes the family's booking, weeks before its trip, in the middle of it.
    const [before, completion, after] = await Promise.all([
      Promise.all(Array.from({ length: 25 }, (_, index) => attempt(index))),
      t.complete(family.json().id),
      Promise.all(Array.from({ length: 25 }, (_, index) => attempt(25 + index))),
    ]);
    expect(completion.statusCode).toBe(200);
    const statuses = [...before, ...after];
    // The family keeps its 3 seats (docs/decisions/064): 5 more, never 8.
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    const left = await availability({
      tour_id: tourId,
      start_date: '2026-12-10',
      number_of_participants: 1,
    });
    expect(left.json()).toEqual({ available: false, remaining: 0 });
  });

  it('says how many places are left, and answers 409 with a clear detail when a group no longer fits', async () => {
    const tourId = await t.createTour({ max_participants: 6 });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings',
      payload: aBooking(tourId, { number_of_participants: 4 }),
    });
    expect(first.statusCode).toBe(201);

    expect(
      (
        await availability({ tour_id: tourId, start_date: '2026-12-10', number_of_participants: 2 })
      ).json(),
    ).toEqual({ available: true, remaining: 2 });
    expect(
      (
        await availability({ tour_id: tourId, start_date: '2026-12-10', number_of_participants: 3 })
      ).json(),
    ).toEqual({ available: false, remaining: 2 });
    // Another departure of the same tour is untouched.
    expect(
      (
        await availability({ tour_id: tourId, start_date: '2026-12-11', number_of_participants: 6 })
      ).json(),
    ).toEqual({ available: true, remaining: 6 });

    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings',
      payload: aBooking(tourId, { number_of_participants: 3 }),
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe('Only 2 places are left on this date.');
    // The reason and its count, for the site to say it in the reader's language.
    expect(tooMany.json()).toMatchObject({ reason: 'SEATS_LEFT', params: { remaining: 2 } });
  });

  it('frees the seats of a cancelled booking, and refuses to reconfirm it once they are taken', async () => {
    const tourId = await t.createTour({ max_participants: 4 });
    const book = (participants: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/bookings',
        payload: aBooking(tourId, { number_of_participants: participants }),
      });
    const setStatus = t.setStatus;
    const seatsLeft = async () =>
      (
        await availability({ tour_id: tourId, start_date: '2026-12-10', number_of_participants: 1 })
      ).json().remaining;
    const first = (await book(4)).json();
    expect((await book(1)).statusCode).toBe(409);
    expect(await seatsLeft()).toBe(0);
    // The count remembered for the early refusal and the availability answer is forgotten on the
    // cancellation: the freed seats show at once, not a second later.
    expect((await setStatus(first.id, 'cancelled')).statusCode).toBe(200);
    expect(await seatsLeft()).toBe(4);
    const second = await book(3);
    expect(second.statusCode).toBe(201);

    const reconfirm = await setStatus(first.id, 'confirmed');
    expect(reconfirm.statusCode).toBe(409);
    expect(reconfirm.json().detail).toBe('Only 1 place is left on this date.');

    expect((await setStatus(second.json().id, 'cancelled')).statusCode).toBe(200);
    expect((await setStatus(first.id, 'confirmed')).json().status).toBe('confirmed');
  });

  it('answers 400 for a tour that does not exist', async () => {
    const response = await availability({
      tour_id: 9999,
      start_date: '2026-12-10',
      number_of_participants: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'tour_id', reason: 'TOUR_NOT_FOUND', message: 'Tour not found' },
    ]);
  });

  it('validates its input like the booking form', async () => {
    const tourId = await t.createTour({ max_participants: 4 });
    expect((await availability({ tour_id: tourId, number_of_participants: 1 })).statusCode).toBe(
      400,
    );
    expect(
      (await availability({ tour_id: tourId, start_date: '2026-12-10', number_of_participants: 5 }))
        .statusCode,
    ).toBe(400);
  });
});
