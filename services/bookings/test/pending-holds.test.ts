import Database from 'better-sqlite3';
import { databaseFile } from '@mt/service-kit/db';
import { afterEach, describe, expect, it } from 'vitest';
import {
  aBooking,
  eventually,
  NOW,
  OPERATOR,
  startBookings,
  type BookingsHarness,
} from './harness';

/**
 * Pending holds are bounded (docs/decisions/059): a pending booking holds its seats for the hours
 * the operator sets, then expires by the service's clock (moved here), its seats returning and the
 * customer and the operator told; and the pending seats of one client address or one e-mail are
 * limited per departure and per day.
 */
let t: BookingsHarness;
afterEach(() => t.close());

const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

const book = (overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, overrides),
    headers,
  });
/** A booking sent by the gateway for a client at `address` (TRUST_PROXY believes loopback). */
const bookFrom = (address: string, overrides: Record<string, unknown> = {}) =>
  book(overrides, { 'x-forwarded-for': address });

let tourId: number;

async function bookingOf(id: number) {
  const record = await t.app.inject({
    method: 'GET',
    url: `/api/bookings/bookings/${id}/record`,
    cookies: t.admin,
  });
  expect(record.statusCode, record.body).toBe(200);
  return record.json();
}

const seatsLeft = async (startDate = '2026-12-10') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/bookings/bookings/check-availability',
      payload: { tour_id: tourId, start_date: startDate, number_of_participants: 1 },
    })
  ).json().remaining;

async function runJobsAt(date: Date) {
  t.setClock(date);
  await t.app.jobs.runNow();
}

async function saveSettings(settings: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/bookings/settings',
    cookies: t.admin,
    payload: settings,
  });
}

const expiryMails = async (bookingId: number) =>
  (await t.messages()).filter(
    (message) =>
      message.booking_id === bookingId &&
      (message.type === 'booking_expired' || message.type === 'booking_expired_operator'),
  );

describe('a pending booking’s hold', () => {
  it('ends after 48 hours: cancelled by the system, its seats back, customer and operator told once', async () => {
    t = await startBookings();
    tourId = await t.createTour({ max_participants: 4 });
    const created = await book({ number_of_participants: 4 });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(await seatsLeft()).toBe(0);
    // The booking's page says when its hold ends.
    expect((await bookingOf(id)).hold_expires_at).toBe(later(48).toISOString());

    // A minute before the end, nothing changes.
    await runJobsAt(new Date(later(48).getTime() - 60_000));
    expect((await bookingOf(id)).booking.status).toBe('pending');

    await runJobsAt(later(48));
    const record = await bookingOf(id);
    expect(record.booking.status).toBe('cancelled');
    expect(record.hold_expires_at).toBeNull();
    expect(record.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'cancelled',
      by: 'system',
      reason: 'hold_expired',
    });
    expect(await seatsLeft()).toBe(4);

    // A second pass, as after a restart, sends nothing more.
    await runJobsAt(later(49));
    await eventually(async () => {
      const mails = await expiryMails(id);
      return mails.length === 2 && mails.every((mail) => mail.status === 'sent');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await expiryMails(id);
    expect(mails.map((mail) => [mail.type, mail.recipient, mail.language])).toEqual([
      ['booking_expired', 'sophie@example.fr', 'fr'],
      ['booking_expired_operator', OPERATOR, 'en'],
    ]);
    expect(mails[0]!.subject).toBe(
      `Votre demande de réservation MT-${String(id).padStart(6, '0')} a expiré – Circuit désert de Merzouga`,
    );
    // No ordinary cancellation mail besides.
    expect((await t.messages()).some((message) => message.type === 'booking_cancelled')).toBe(
      false,
    );
  });

  it('never ends a booking the operator confirmed or cancelled', async () => {
    t = await startBookings();
    tourId = await t.createTour();
    const confirmed = (await book({ customer_name: 'Confirmed Guest' })).json().id;
    const cancelled = (await book({ customer_name: 'Cancelled Guest' })).json().id;
    expect((await t.setStatus(confirmed, 'confirmed')).statusCode).toBe(200);
    expect((await t.setStatus(cancelled, 'cancelled')).statusCode).toBe(200);
    expect((await bookingOf(confirmed)).hold_expires_at).toBeNull();

    await runJobsAt(later(72));
    expect((await bookingOf(confirmed)).booking.status).toBe('confirmed');
    const history = (await bookingOf(cancelled)).history;
    expect(history.at(-1)).toMatchObject({ by: expect.stringContaining('@'), reason: null });
    expect(await expiryMails(confirmed)).toEqual([]);
    expect(await expiryMails(cancelled)).toEqual([]);
  });

  it('lasts the hours the operator sets, 1 to 168, and a change moves every pending end', async () => {
    t = await startBookings();
    tourId = await t.createTour();
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/settings',
      cookies: t.admin,
    });
    expect(settings.json().pending_hold_hours).toBe(48);
    for (const hours of [0, 169, 2.5, '24', null]) {
      const refused = await saveSettings({ pending_hold_hours: hours });
      expect(refused.statusCode, String(hours)).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        path: 'pending_hold_hours',
        message: 'Between 1 and 168 hours',
      });
    }

    const id = (await book({})).json().id;
    expect((await saveSettings({ pending_hold_hours: 72 })).json().pending_hold_hours).toBe(72);
    expect((await bookingOf(id)).hold_expires_at).toBe(later(72).toISOString());
    await runJobsAt(later(50));
    expect((await bookingOf(id)).booking.status).toBe('pending');

    // Lowered to 24 hours, 30 hours after the booking: the save's own pass expires it.
    t.setClock(later(30));
    expect((await saveSettings({ pending_hold_hours: 24 })).statusCode).toBe(200);
    await eventually(async () => (await bookingOf(id)).booking.status === 'cancelled');
    await eventually(async () => (await expiryMails(id)).length === 2);
  });

  it('can be revived by the operator’s Reconfirm while its seats are free, and not once taken', async () => {
    t = await startBookings();
    tourId = await t.createTour({ max_participants: 4 });
    const first = (await book({ number_of_participants: 3 })).json().id;
    const second = (await book({ number_of_participants: 1, start_date: '2026-12-11' })).json().id;
    await runJobsAt(later(48));
    expect((await bookingOf(first)).booking.status).toBe('cancelled');

    expect((await t.setStatus(first, 'confirmed')).statusCode).toBe(200);
    expect((await bookingOf(first)).history.at(-1)).toMatchObject({
      from: 'cancelled',
      to: 'confirmed',
      reason: null,
    });

    // The other one's seats were taken meanwhile: reconfirming it is refused.
    expect(
      (await bookFrom('203.0.113.7', { number_of_participants: 4, start_date: '2026-12-11' }))
        .statusCode,
    ).toBe(201);
    const refused = await t.setStatus(second, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('DEPARTURE_FULL');
  });
});

describe('the pending holds that end soonest (the Overview)', () => {
  it('lists them soonest first, with their ends, for the admin only', async () => {
    t = await startBookings();
    tourId = await t.createTour({ title_fr: 'Circuit désert de Merzouga' });
    const oldest = (await book({ customer_name: 'Nadia Alaoui' })).json().id;
    t.setClock(later(5));
    const newer = (await book({ customer_name: 'Tom Evans', number_of_participants: 3 })).json().id;
    const decided = (await book({ customer_name: 'Decided Already' })).json().id;
    await t.setStatus(decided, 'confirmed');

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/pending-holds',
      cookies: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      hold_hours: 48,
      items: [
        {
          booking_id: oldest,
          reference: `MT-${String(oldest).padStart(6, '0')}`,
          customer_name: 'Nadia Alaoui',
          tour_id: tourId,
          tour_title: 'Merzouga Desert Tour',
          tour_title_fr: 'Circuit désert de Merzouga',
          start_date: '2026-12-10',
          number_of_participants: 2,
          held_since: NOW.toISOString(),
          expires_at: later(48).toISOString(),
        },
        expect.objectContaining({ booking_id: newer, expires_at: later(53).toISOString() }),
      ],
    });
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/pending-holds?limit=1',
      cookies: t.admin,
    });
    expect(one.json()).toMatchObject({ total: 2, items: [{ booking_id: oldest }] });

    for (const limit of ['0', '51', 'many']) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/pending-holds?limit=${limit}`,
        cookies: t.admin,
      });
      expect(bad.statusCode, limit).toBe(400);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/bookings/pending-holds' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('one holder’s pending seats', () => {
  it('are limited per departure for one e-mail, however it is written', async () => {
    t = await startBookings({ holdLimits: { BOOKING_HOLD_EMAIL_DEPARTURE: 6 } });
    tourId = await t.createTour({ max_participants: 20 });
    expect((await bookFrom('203.0.113.1', { number_of_participants: 4 })).statusCode).toBe(201);
    // Another address, the same inbox: refused, in words the form translates.
    const refused = await bookFrom('198.51.100.2', {
      number_of_participants: 3,
      email: 'Sophie+desert@EXAMPLE.fr',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'PENDING_HOLDS_ON_DEPARTURE',
      params: { max: 6 },
      detail:
        'At most 6 places on one date can wait for our confirmation for the same e-mail address or connection. Please contact us, or wait until we confirm your booking.',
    });
    // Up to the limit exactly; another date, another e-mail are free.
    expect((await bookFrom('198.51.100.2', { number_of_participants: 2 })).statusCode).toBe(201);
    expect(
      (await bookFrom('198.51.100.2', { number_of_participants: 5, start_date: '2026-12-11' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await bookFrom('198.51.100.2', { number_of_participants: 5, email: 'tom@example.com' }))
        .statusCode,
    ).toBe(201);
    // A single booking above the limit is refused too.
    expect(
      (await bookFrom('192.0.2.9', { number_of_participants: 7, email: 'big@example.com' })).json()
        .reason,
    ).toBe('PENDING_HOLDS_ON_DEPARTURE');
  });

  it('are limited per day for one client address, an IPv6 /64 as one', async () => {
    t = await startBookings({ holdLimits: { BOOKING_HOLD_ADDRESS_DAY: 5 } });
    tourId = await t.createTour();
    const fromNetwork = (host: string, date: string, email: string) =>
      bookFrom(`2001:db8:0:1::${host}`, { start_date: date, email, number_of_participants: 2 });
    expect((await fromNetwork('1', '2026-12-10', 'a@example.com')).statusCode).toBe(201);
    expect((await fromNetwork('2', '2026-12-11', 'b@example.com')).statusCode).toBe(201);
    const refused = await fromNetwork('3', '2026-12-12', 'c@example.com');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'PENDING_HOLDS_IN_DAY', params: { max: 5 } });
    // Another network is not held back.
    expect(
      (
        await bookFrom('2001:db8:0:2::1', {
          start_date: '2026-12-12',
          email: 'd@example.com',
          number_of_participants: 5,
        })
      ).statusCode,
    ).toBe(201);

    // 24 hours after the first two, they no longer count towards its day.
    t.setClock(later(24));
    expect((await fromNetwork('3', '2026-12-12', 'c@example.com')).statusCode).toBe(201);
  });

  it('count only what still waits: a confirmed or expired booking frees the holder’s allowance', async () => {
    t = await startBookings({ holdLimits: { BOOKING_HOLD_EMAIL_DAY: 4 } });
    tourId = await t.createTour();
    const first = (await book({ number_of_participants: 4 })).json().id;
    expect((await book({ number_of_participants: 1, start_date: '2026-12-11' })).statusCode).toBe(
      409,
    );
    await t.setStatus(first, 'confirmed');
    const second = await book({ number_of_participants: 4, start_date: '2026-12-11' });
    expect(second.statusCode).toBe(201);
    // Expired after 6 hours, its seats stop counting at once.
    expect((await saveSettings({ pending_hold_hours: 6 })).statusCode).toBe(200);
    await runJobsAt(later(6));
    expect((await bookingOf(second.json().id)).booking.status).toBe('cancelled');
    expect((await book({ number_of_participants: 4, start_date: '2026-12-12' })).statusCode).toBe(
      201,
    );
  });

  it('still answers a repeated request with its booking at the limit', async () => {
    t = await startBookings({ holdLimits: { BOOKING_HOLD_EMAIL_DEPARTURE: 2 } });
    tourId = await t.createTour();
    const headers = { 'idempotency-key': 'attempt-0001-holds' };
    const first = await book({}, headers);
    expect(first.statusCode).toBe(201);
    const again = await book({}, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
  });

  it('lets exactly the limit through when one address races 30 bookings at once', async () => {
    t = await startBookings({ holdLimits: { BOOKING_HOLD_ADDRESS_DAY: 10 } });
    tourId = await t.createTour({ max_participants: 50 });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        fetch(`${url}/api/bookings/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
          body: JSON.stringify(
            aBooking(tourId, {
              number_of_participants: 1,
              email: `guest${index}@example.com`,
              start_date: `2026-12-${String(10 + (index % 10)).padStart(2, '0')}`,
            }),
          ),
        }).then(async (response) => ({
          status: response.status,
          reason: ((await response.json()) as { reason?: string }).reason,
        })),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 201)).toHaveLength(10);
    const refused = attempts.filter((attempt) => attempt.status === 409);
    expect(refused).toHaveLength(20);
    expect(new Set(refused.map((attempt) => attempt.reason))).toEqual(
      new Set(['PENDING_HOLDS_IN_DAY']),
    );
  });

  it('are counted by keyed hashes, kept only while the booking waits', async () => {
    t = await startBookings({ holdLimits: { BOOKING_HOLD_ADDRESS_DAY: 50 } });
    tourId = await t.createTour();
    const id = (await bookFrom('203.0.113.77')).json().id;
    const sqlite = new Database(databaseFile(t.dataDir, 'bookings'), { readonly: true });
    const hold = () =>
      sqlite.prepare('SELECT * FROM pending_holds WHERE booking_id = ?').get(id) as
        Record<string, string> | undefined;
    const stored = JSON.stringify(hold());
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).not.toContain('sophie');
    expect(hold()!.address_key).toMatch(/^[\w-]{43}$/);

    await t.setStatus(id, 'confirmed');
    expect(hold()).toBeUndefined();
    sqlite.close();
  });
});
