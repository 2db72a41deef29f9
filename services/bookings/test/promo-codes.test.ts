import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

/**
 * Promo codes (docs/decisions/074): kept by the bookings service, checked on the price and the
 * booking, their last use taken in the booking's transaction, given back by a cancellation. The
 * harness's clock is 22 November 2026.
 */
let t: BookingsHarness;
let tourId: number;
beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour({ price: 100, max_participants: 40 });
});
afterEach(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/bookings/promo-codes${path}`,
    cookies: t.admin,
    ...(payload ? { payload } : {}),
  });
const addCode = async (payload: Record<string, unknown>) => {
  const response = await admin('POST', '', { kind: 'percent', percent: 10, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; code: string; uses: number };
};
const post = (path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/bookings${path}`, payload });
const refusal = (response: { json(): { errors?: Array<{ path: string; reason?: string }> } }) =>
  response.json().errors?.map((error) => [error.path, error.reason]);

describe('promo codes', () => {
  it('are the operator’s: stored upper case, one of a name, checked by the contract', async () => {
    const code = await addCode({ code: ' sahara10 ' });
    expect(code).toMatchObject({ code: 'SAHARA10', uses: 0 });
    expect(
      (await admin('POST', '', { code: 'SAHARA10', kind: 'percent', percent: 5 })).json(),
    ).toMatchObject({ reason: 'PROMO_CODE_TAKEN' });
    expect((await admin('POST', '', { code: 'X', kind: 'percent', percent: 5 })).statusCode).toBe(
      400,
    );
    expect((await admin('POST', '', { code: 'NOPERCENT', kind: 'percent' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/bookings/promo-codes' });
    expect(anonymous.statusCode).toBe(401);
    expect((await admin('GET')).json().map((entry: { code: string }) => entry.code)).toEqual([
      'SAHARA10',
    ]);
  });

  it('take their discount off the price as its last line, named by the code', async () => {
    await addCode({ code: 'SAHARA10' });
    await addCode({ code: 'FIFTY', kind: 'fixed', percent: null, amount: 50, min_spend: 250 });
    const price = await post('/calculate-price', {
      tour_id: tourId,
      number_of_participants: 3,
      promo_code: ' sahara10',
    });
    expect(price.json()).toMatchObject({
      total_price: 270,
      lines: [
        expect.objectContaining({ kind: 'category', total: 300 }),
        expect.objectContaining({ kind: 'discount', name: 'SAHARA10', total: -30 }),
      ],
    });
    // A fixed amount from a minimum spend: €300 gets it, €200 does not.
    const fixed = { tour_id: tourId, promo_code: 'FIFTY' };
    expect(
      (await post('/calculate-price', { ...fixed, number_of_participants: 3 })).json(),
    ).toMatchObject({ total_price: 250 });
    const small = await post('/calculate-price', { ...fixed, number_of_participants: 2 });
    expect(refusal(small)).toEqual([['promo_code', 'BELOW_MIN_SPEND']]);
  });

  it('refuse, on the code, one unknown, for another tour, past, or for another travel date', async () => {
    const other = await t.createTour({ title: 'Ourika Valley' });
    await addCode({ code: 'ATLAS', tour_ids: [other] });
    await addCode({ code: 'OLD', valid_until: '2026-11-01' });
    await addCode({ code: 'SPRING', travel_from: '2027-03-01', travel_until: '2027-05-31' });
    await addCode({ code: 'OFF', active: false });
    const tried = async (code: string) =>
      refusal(
        await post('/calculate-price', {
          tour_id: tourId,
          number_of_participants: 1,
          start_date: '2026-12-10',
          promo_code: code,
        }),
      );
    expect(await tried('NOPE')).toEqual([['promo_code', 'PROMO_UNKNOWN']]);
    expect(await tried('ATLAS')).toEqual([['promo_code', 'PROMO_OTHER_TOUR']]);
    expect(await tried('OLD')).toEqual([['promo_code', 'PROMO_EXPIRED']]);
    expect(await tried('SPRING')).toEqual([['promo_code', 'PROMO_TRAVEL_DATE']]);
    expect(await tried('OFF')).toEqual([['promo_code', 'PROMO_INACTIVE']]);
  });

  it('spend their last use once in a rush, and a cancelled booking gives it back', async () => {
    const code = await addCode({ code: 'ONCE', max_uses: 1 });
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post('', aBooking(tourId, { email: `guest${index}@example.com`, promo_code: 'ONCE' })),
      ),
    );
    const booked = attempts.filter((response) => response.statusCode === 201);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.json()).toMatchObject({ total_price: 180 });
    for (const response of attempts.filter((entry) => entry.statusCode !== 201)) {
      expect(refusal(response)).toEqual([['promo_code', 'PROMO_USED_UP']]);
    }
    const uses = async () =>
      (await admin('GET')).json().find((entry: { id: number }) => entry.id === code.id).uses;
    expect(await uses()).toBe(1);

    expect((await t.setStatus(booked[0]!.json().id, 'cancelled')).statusCode).toBe(200);
    expect(await uses()).toBe(0);
    const again = await post(
      '',
      aBooking(tourId, { email: 'late@example.com', promo_code: 'ONCE' }),
    );
    expect(again.statusCode).toBe(201);
    expect(await uses()).toBe(1);
    // Used by bookings: switched off rather than deleted; an unused one goes.
    expect((await admin('DELETE', `/${code.id}`)).json()).toMatchObject({
      reason: 'PROMO_CODE_USED',
    });
    const unused = await addCode({ code: 'SPARE' });
    expect((await admin('DELETE', `/${unused.id}`)).statusCode).toBe(204);
  });
});
