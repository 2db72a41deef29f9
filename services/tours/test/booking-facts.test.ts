import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

const INTERNAL = { 'x-internal-token': 'test-internal-token-0123456789abcdef' };

let t: ToursHarness;
beforeEach(async () => {
  t = await startToursService();
});
afterEach(() => t.close());

describe('booking facts (internal, for bookings)', () => {
  it('gives price, tiers, length, capacity and departures in cents, in one answer', async () => {
    const tour = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tours/tours',
        cookies: t.admin,
        payload: aTour({
          price: 249.5,
          title_fr: 'Désert de Merzouga',
          available_dates: ['2026-12-05', '2026-12-19'],
          deposit_percent: 25,
        }),
      })
    ).json();
    const tier = (
      await t.app.inject({
        method: 'POST',
        url: `/api/tours/tours/${tour.id}/group-pricing`,
        cookies: t.admin,
        payload: { min_participants: 4, max_participants: 8, price_per_person: 199.99 },
      })
    ).json();

    const facts = await t.app.inject({
      method: 'GET',
      url: `/internal/tours/${tour.id}/booking-facts`,
      headers: INTERNAL,
    });
    expect(facts.statusCode).toBe(200);
    expect(facts.json()).toEqual({
      id: tour.id,
      title: 'Merzouga Desert Tour',
      title_fr: 'Désert de Merzouga',
      duration: '3 days / 2 nights',
      price_cents: 24950,
      max_participants: 12,
      available_dates: ['2026-12-05', '2026-12-19'],
      deposit_percent: 25,
      start_times: [],
      sales_cutoff: null,
      tiers: [
        { id: tier.id, min_participants: 4, max_participants: 8, price_per_person_cents: 19999 },
      ],
      categories: [
        {
          id: expect.any(Number),
          name: 'Adult',
          name_fr: 'Adulte',
          min_age: null,
          max_age: null,
          price_cents: 24950,
          takes_seat: true,
          counts_for_tiers: true,
          priced_by_tiers: true,
          is_default: true,
        },
      ],
      options: [
        {
          id: expect.any(Number),
          kind: 'shared',
          name: 'Shared group',
          name_fr: 'Groupe partagé',
          pricing: 'per_person',
          group_price_cents: null,
          max_people: null,
          minimum_people: 1,
          category_prices: [],
        },
      ],
      extras: [],
    });
  });

  it('gives the categories (the default first), options and extras on sale in cents (docs/decisions/074)', async () => {
    const tour = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tours/tours',
        cookies: t.admin,
        payload: aTour({ price: 179 }),
      })
    ).json();
    const add = async (path: string, payload: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/tours/tours/${tour.id}/${path}`,
          cookies: t.admin,
          payload,
        })
      ).json();
    // Placed before Adult on the page: the facts still give the default first.
    const child = await add('categories', {
      name: 'Child',
      min_age: 4,
      max_age: 11,
      price: 90.5,
      priced_by_tiers: false,
      display_order: 0,
    });
    const jeep = await add('options', {
      kind: 'private',
      name: 'Private 4x4',
      pricing: 'per_group',
      group_price: 650,
      max_people: 4,
    });
    const guide = await add('options', {
      kind: 'private',
      name: 'Private guide',
      minimum_people: 2,
      category_prices: [{ category_id: child.id, price: 120 }],
    });
    const ride = await add('extras', { name: 'Camel ride', price: 25, per: 'person' });
    await add('extras', { name: 'Quad', price: 40, per: 'person', active: false });

    const facts = (
      await t.app.inject({
        method: 'GET',
        url: `/internal/tours/${tour.id}/booking-facts`,
        headers: INTERNAL,
      })
    ).json();
    expect(
      facts.categories.map((c: { name: string; price_cents: number }) => [c.name, c.price_cents]),
    ).toEqual([
      ['Adult', 17900],
      ['Child', 9050],
    ]);
    expect(facts.categories[1]).toMatchObject({
      id: child.id,
      priced_by_tiers: false,
      is_default: false,
    });
    expect(facts.options.slice(1)).toEqual([
      {
        id: jeep.id,
        kind: 'private',
        name: 'Private 4x4',
        name_fr: null,
        pricing: 'per_group',
        group_price_cents: 65000,
        max_people: 4,
        minimum_people: 1,
        category_prices: [],
      },
      expect.objectContaining({
        id: guide.id,
        pricing: 'per_person',
        minimum_people: 2,
        category_prices: [{ category_id: child.id, price_cents: 12000 }],
      }),
    ]);
    expect(facts.extras).toEqual([
      {
        id: ride.id,
        name: 'Camel ride',
        name_fr: null,
        price_cents: 2500,
        per: 'person',
        max_quantity: null,
      },
    ]);
  });

  it('is refused without the internal token, and 404s for a missing tour', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/internal/tours/1/booking-facts' });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/internal/tours/999/booking-facts',
      headers: INTERNAL,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Tour not found');
  });
});

describe('a tour’s meeting point and inclusions (internal, for the confirmation and reminder e-mails: docs/decisions/043, 052)', () => {
  it('answers both languages as stored, only to holders of the token, and 404 for no tour', async () => {
    const tour = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tours/tours',
        cookies: t.admin,
        payload: aTour({
          meeting_point: 'Café de France, Jemaa el-Fna',
          includes: ['Transport', 'Lunch'],
        }),
      })
    ).json();
    const url = `/internal/tours/${tour.id}/meeting-point`;

    const answer = await t.app.inject({ method: 'GET', url, headers: INTERNAL });
    expect(answer.json()).toEqual({
      meeting_point: 'Café de France, Jemaa el-Fna',
      meeting_point_fr: null,
      includes: ['Transport', 'Lunch'],
      includes_fr: null,
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/internal/tours/999/meeting-point',
      headers: INTERNAL,
    });
    expect(missing.statusCode).toBe(404);
  });
});
