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
      tiers: [
        { id: tier.id, min_participants: 4, max_participants: 8, price_per_person_cents: 19999 },
      ],
    });
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
