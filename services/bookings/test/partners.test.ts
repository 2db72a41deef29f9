import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, startBookings, type BookingsHarness } from './harness';

/**
 * Partners (docs/decisions/074): the riad whose promo code a guest books with earns its rate of
 * what the guest pays, and the operator downloads each partner's month as a CSV statement.
 */
let t: BookingsHarness;
let tourId: number;
beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour({ price: 100, max_participants: 40 });
});
afterEach(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: t.admin, ...(payload ? { payload } : {}) });

describe('partners', () => {
  it('earn their rate on the bookings made with their code, listed in their month', async () => {
    const riad = await admin('POST', '/api/bookings/partners', {
      name: 'Riad Yasmine',
      email: 'contact@riad-yasmine.ma',
      commission_basis_points: 1250,
    });
    expect(riad.statusCode, riad.body).toBe(201);
    const partnerId = riad.json().id;
    expect(
      (
        await admin('POST', '/api/bookings/partners', {
          name: 'Riad Yasmine',
          commission_basis_points: 0,
        })
      ).json(),
    ).toMatchObject({ reason: 'PARTNER_NAME_TAKEN' });
    expect(
      (
        await admin('POST', '/api/bookings/partners', {
          name: 'Too much',
          commission_basis_points: 10_001,
        })
      ).statusCode,
    ).toBe(400);
    const code = await admin('POST', '/api/bookings/promo-codes', {
      code: 'YASMINE',
      kind: 'percent',
      percent: 5,
      partner_id: partnerId,
    });
    expect(code.statusCode, code.body).toBe(201);

    const book = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bookings/bookings',
        payload: aBooking(tourId, overrides),
      });
    // 3 × €100, 5 % off: €285, of which 12.5 % is €35.63 (a half cent up).
    const sent = await book({
      number_of_participants: 3,
      promo_code: 'yasmine',
      start_date: '2026-12-10',
    });
    expect(sent.json()).toMatchObject({ total_price: 285 });
    const cancelled = await book({
      email: 'x@example.com',
      promo_code: 'YASMINE',
      start_date: '2026-12-12',
    });
    expect((await t.setStatus(cancelled.json().id, 'cancelled')).statusCode).toBe(200);
    await book({ email: 'walk-in@example.com', start_date: '2026-12-11' });
    await book({ email: 'january@example.com', promo_code: 'YASMINE', start_date: '2027-01-05' });

    const statement = await admin(
      'GET',
      `/api/bookings/partners/${partnerId}/statement.csv?month=2026-12`,
    );
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = statement.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Reference,Customer,Tour,Start date,Participants,Total (EUR),Commission (EUR)',
      expect.stringMatching(
        /^MT-\d{6},Sophie Martin,Merzouga Desert Tour,2026-12-10,3,285\.00,35\.63$/,
      ),
      'Totals,,,,3,285.00,35.63',
    ]);
    const french = await admin(
      'GET',
      `/api/bookings/partners/${partnerId}/statement.csv?month=2026-12&lang=fr`,
    );
    expect(french.body).toContain('Totaux;;;;3;285,00;35,63');
    expect(
      (await admin('GET', `/api/bookings/partners/${partnerId}/statement.csv?month=2026-13`))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/api/bookings/partners' })).statusCode).toBe(401);
  });
});
