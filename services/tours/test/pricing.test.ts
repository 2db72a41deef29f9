import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

let t: ToursHarness;
let tourId: number;

beforeEach(async () => {
  t = await startToursService();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: aTour({ price: 249, max_participants: 12 }),
  });
  tourId = response.json().id;
});
afterEach(() => t.close());

const addTier = (min: number, max: number, price: number, id = tourId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tours/tours/${id}/group-pricing`,
    cookies: t.admin,
    payload: { min_participants: min, max_participants: max, price_per_person: price },
  });

const price = (participants: string | number, id = tourId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/tours/tours/${id}/calculate-price?participants=${participants}`,
  });

describe('group pricing tiers', () => {
  it('creates, lists (ascending by minimum), updates and deletes tiers', async () => {
    const large = (await addTier(4, 6, 189)).json();
    const small = (await addTier(2, 3, 219)).json();
    expect(small).toEqual({
      id: small.id,
      tour_id: tourId,
      min_participants: 2,
      max_participants: 3,
      price_per_person: 219,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/tours/tours/${tourId}/group-pricing`,
    });
    expect(list.json().map((tier: { id: number }) => tier.id)).toEqual([small.id, large.id]);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/group-pricing/${large.id}`,
      cookies: t.admin,
      payload: { min_participants: 4, max_participants: 8, price_per_person: 179.99 },
    });
    expect(updated.json()).toMatchObject({ max_participants: 8, price_per_person: 179.99 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/group-pricing/${small.id}`,
      cookies: t.admin,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/tours/tours/${tourId}/group-pricing`,
    });
    expect(after.json()).toHaveLength(1);
  });

  it.each([
    ['a minimum below 1', 0, 2, 10, 'min_participants'],
    ['a maximum below the minimum', 5, 3, 10, 'max_participants'],
    ['a negative price', 1, 2, -5, 'price_per_person'],
  ])('refuses %s with 400', async (_name, min, max, amount, path) => {
    const response = await addTier(min, max, amount);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([path]);
  });

  it('refuses a tier that overlaps another with 409 and a clear detail', async () => {
    await addTier(2, 4, 219);
    const response = await addTier(4, 6, 189);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This range overlaps the 2–4 people tier');
    // Its reason and range, for the dashboard to say it in the operator's language.
    expect(response.json()).toMatchObject({ reason: 'TIER_OVERLAP', params: { min: 2, max: 4 } });
  });

  it('lets a tier be edited within its own range, but not onto a neighbour', async () => {
    const first = (await addTier(2, 3, 219)).json();
    await addTier(4, 6, 189);
    const widen = (max: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/tours/group-pricing/${first.id}`,
        cookies: t.admin,
        payload: { min_participants: 2, max_participants: max, price_per_person: 210 },
      });
    expect((await widen(3)).statusCode).toBe(200);
    expect((await widen(5)).statusCode).toBe(409);
  });

  it('answers 404 for a missing tour or tier', async () => {
    expect((await addTier(1, 2, 10, 999)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tours/tours/999/group-pricing' })).statusCode,
    ).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/tours/group-pricing/999',
      cookies: t.admin,
      payload: { min_participants: 1, max_participants: 2, price_per_person: 1 },
    });
    expect(put.json()).toEqual({ detail: 'Pricing tier not found', code: 'NOT_FOUND' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/tours/group-pricing/999',
          cookies: t.admin,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('calculate-price: the group price rule', () => {
  beforeEach(async () => {
    await addTier(2, 3, 219);
    await addTier(4, 6, 189.5);
  });

  it("charges the tour's price when no tier holds the count", async () => {
    expect((await price(1)).json()).toEqual({
      tour_id: tourId,
      pricing_tier: null,
      price_per_person: 249,
      participants: 1,
      total_price: 249,
    });
    expect((await price(7)).json()).toMatchObject({
      pricing_tier: null,
      price_per_person: 249,
      total_price: 1743,
    });
  });

  it('charges the tier holding the count, bounds included', async () => {
    const three = (await price(3)).json();
    expect(three).toMatchObject({ price_per_person: 219, total_price: 657 });
    expect(three.pricing_tier).toMatchObject({ min_participants: 2, max_participants: 3 });
    expect((await price(6)).json()).toMatchObject({ price_per_person: 189.5, total_price: 1137 });
  });

  it.each([['0'], ['-1'], ['13'], ['2.5'], ['two'], ['']])(
    'refuses participants=%j with 400',
    async (value) => {
      const response = await price(value);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('participants');
    },
  );

  it('refuses a group over the booking limit as the bookings service does (decision 033)', async () => {
    expect((await price(13)).json().errors).toEqual([
      {
        path: 'participants',
        message: 'Maximum 12 participants',
        reason: 'TOO_MANY_PARTICIPANTS',
        params: { max: 12 },
      },
    ]);
    // A tour that takes more than 50 still prices at most 50 in one booking.
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour({ price: 20, max_participants: 80 }),
    });
    const largeId = large.json().id;
    expect((await price(50, largeId)).statusCode).toBe(200);
    const over = await price(51, largeId);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toMatchObject({
      reason: 'TOO_MANY_PARTICIPANTS',
      params: { max: 50 },
    });
  });

  it('refuses a missing participants parameter and answers 404 for a missing tour', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tourId}/calculate-price` }))
        .statusCode,
    ).toBe(400);
    expect((await price(2, 999)).statusCode).toBe(404);
  });
});

describe('from_price: the lowest price per person a bookable group pays (decision 038)', () => {
  const fromPrices = async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/tours/tours' });
    const one = await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tourId}?lang=fr` });
    const listed = (list.json() as { id: number; from_price: number }[]).find(
      (tour) => tour.id === tourId,
    );
    return { list: listed?.from_price, one: one.json().from_price };
  };

  it("is the tour's price until a tier is cheaper, in the list and on the tour alike", async () => {
    expect(await fromPrices()).toEqual({ list: 249, one: 249 });
    await addTier(2, 3, 219);
    await addTier(4, 6, 179);
    // The list was cached before the tiers changed: a tier's change empties it.
    expect(await fromPrices()).toEqual({ list: 179, one: 179 });
  });

  it('ignores a tier beyond what the tour takes, and drops back when the tier goes', async () => {
    // The tour takes 12: a 13-to-20 rate is never paid.
    await addTier(13, 20, 99);
    expect(await fromPrices()).toEqual({ list: 249, one: 249 });
    const tier = (await addTier(10, 12, 149)).json();
    expect(await fromPrices()).toEqual({ list: 149, one: 149 });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/group-pricing/${tier.id}`,
      cookies: t.admin,
    });
    expect(await fromPrices()).toEqual({ list: 249, one: 249 });
  });
});
