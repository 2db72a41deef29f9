import { TEST_ADMIN } from '@mt/identity/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBookingsDatabase } from '../src/db/database';
import { bookingNotes } from '../src/db/schema';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
let tourId: number;

beforeEach(async () => {
  t = await startBookings();
  // 249 € a person: two people owe 498 €.
  tourId = await t.createTour();
});
afterEach(() => t.close());

async function createBooking(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: t.admin, ...(payload ? { payload } : {}) });

const record = async (id: number) => {
  const response = await asAdmin('GET', `/api/bookings/bookings/${id}/record`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const pay = (id: number, payment: Record<string, unknown>) =>
  asAdmin('POST', `/api/bookings/bookings/${id}/payments`, {
    method: 'cash',
    received_on: '2026-11-20',
    ...payment,
  });

describe("a booking's record", () => {
  it('answers 401 to every call without a session', async () => {
    const id = await createBooking();
    const calls = [
      { method: 'GET', url: `/api/bookings/bookings/${id}/record` },
      { method: 'POST', url: `/api/bookings/bookings/${id}/notes`, payload: { text: 'Hi' } },
      { method: 'DELETE', url: `/api/bookings/bookings/${id}/notes/1` },
      {
        method: 'POST',
        url: `/api/bookings/bookings/${id}/payments`,
        payload: { amount: 10, method: 'cash', received_on: '2026-11-20' },
      },
      { method: 'POST', url: `/api/bookings/bookings/${id}/payments/1/void` },
      { method: 'GET', url: '/api/bookings/bookings/search?payment=unpaid' },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().detail).toBeTruthy();
    }
    expect((await record(id)).notes).toEqual([]);
  });

  it('writes the history of every status change, its creation included, and by whom', async () => {
    const id = await createBooking();
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    expect((await t.setStatus(id, 'cancelled')).statusCode).toBe(200);
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    expect((await t.complete(id)).statusCode).toBe(200);
    // A refused change leaves no trace.
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(409);

    const { history, booking } = await record(id);
    expect(booking).toMatchObject({ id, reference: `MT-${String(id).padStart(6, '0')}` });
    expect(
      history.map((change: Record<string, unknown>) => [change.from, change.to, change.by]),
    ).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'confirmed', TEST_ADMIN.email],
      ['confirmed', 'cancelled', TEST_ADMIN.email],
      ['cancelled', 'confirmed', TEST_ADMIN.email],
      ['confirmed', 'completed', TEST_ADMIN.email],
    ]);
    for (const change of history) expect(Date.parse(change.at)).not.toBeNaN();
  });

  it('404s for a booking that does not exist', async () => {
    expect((await asAdmin('GET', '/api/bookings/bookings/999/record')).statusCode).toBe(404);
    const note = await asAdmin('POST', '/api/bookings/bookings/999/notes', { text: 'Lost' });
    expect(note.statusCode).toBe(404);
    expect((await pay(999, { amount: 10 })).statusCode).toBe(404);
  });
});

describe('internal notes', () => {
  it('are added under the admin’s name and deleted by their author only', async () => {
    const id = await createBooking();
    const added = await asAdmin('POST', `/api/bookings/bookings/${id}/notes`, {
      text: '  Picks up at the Riad Yasmine.\nVegetarian.  ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      text: 'Picks up at the Riad Yasmine.\nVegetarian.',
      author: TEST_ADMIN.email,
    });

    // Another admin's note, written straight to the database.
    const database = openBookingsDatabase(t.dataDir);
    const theirs = database.db
      .insert(bookingNotes)
      .values({ bookingId: id, text: 'Called back', author: 'other@atlas-tours.ma' })
      .returning()
      .get();
    database.close();
    const refused = await asAdmin('DELETE', `/api/bookings/bookings/${id}/notes/${theirs.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'NOTE_NOT_YOURS' });

    const mine = added.json().id;
    expect((await asAdmin('DELETE', `/api/bookings/bookings/${id}/notes/${mine}`)).statusCode).toBe(
      204,
    );
    expect((await asAdmin('DELETE', `/api/bookings/bookings/${id}/notes/${mine}`)).statusCode).toBe(
      404,
    );
    expect((await record(id)).notes.map((note: { text: string }) => note.text)).toEqual([
      'Called back',
    ]);
  });

  it('refuse an empty or too long note with 400 and the field', async () => {
    const id = await createBooking();
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const response = await asAdmin('POST', `/api/bookings/bookings/${id}/notes`, { text });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('text');
    }
  });
});

describe('payments', () => {
  it('add up to paid and balance, and a voided one stops counting but stays listed', async () => {
    const id = await createBooking();
    const first = await pay(id, { amount: 100.1, method: 'bank_transfer', note: 'Deposit' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      amount: 100.1,
      method: 'bank_transfer',
      received_on: '2026-11-20',
      note: 'Deposit',
      recorded_by: TEST_ADMIN.email,
      voided_at: null,
    });
    expect((await pay(id, { amount: 200.2, method: 'card_terminal' })).statusCode).toBe(201);
    expect((await record(id)).booking).toMatchObject({
      total_price: 498,
      paid: 300.3,
      balance: 197.7,
    });

    const voided = await asAdmin(
      'POST',
      `/api/bookings/bookings/${id}/payments/${first.json().id}/void`,
    );
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ voided_by: TEST_ADMIN.email });
    const again = await asAdmin(
      'POST',
      `/api/bookings/bookings/${id}/payments/${first.json().id}/void`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('PAYMENT_ALREADY_VOIDED');

    const after = await record(id);
    expect(after.booking).toMatchObject({ paid: 200.2, balance: 297.8 });
    expect(after.payments).toHaveLength(2);
  });

  it('show an overpayment as a negative balance', async () => {
    const id = await createBooking();
    await pay(id, { amount: 500 });
    expect((await record(id)).booking).toMatchObject({ paid: 500, balance: -2 });
  });

  it.each([
    [{ amount: 0 }, 'amount'],
    [{ amount: -20 }, 'amount'],
    [{ amount: 10.005 }, 'amount'],
    [{ amount: '10' }, 'amount'],
    [{ amount: 100_001 }, 'amount'],
    [{ amount: 10, method: 'paypal' }, 'method'],
    [{ amount: 10, received_on: '2026-02-30' }, 'received_on'],
  ])('refuse %j with 400 and the field', async (payment, path) => {
    const id = await createBooking();
    const response = await pay(id, payment);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTruthy();
    expect(response.json().errors[0].path).toBe(path);
    expect((await record(id)).payments).toEqual([]);
  });

  it('refuse a payment dated after today in Marrakech', async () => {
    const id = await createBooking();
    // The harness's now is 22 November 2026.
    expect((await pay(id, { amount: 10, received_on: '2026-11-22' })).statusCode).toBe(201);
    const tomorrow = await pay(id, { amount: 10, received_on: '2026-11-23' });
    expect(tomorrow.statusCode).toBe(409);
    expect(tomorrow.json().reason).toBe('PAYMENT_DATE_FUTURE');
  });

  it('404 when voiding a payment of another booking', async () => {
    const one = await createBooking();
    const other = await createBooking({ customer_name: 'Other Person' });
    const payment = (await pay(one, { amount: 10 })).json();
    const response = await asAdmin(
      'POST',
      `/api/bookings/bookings/${other}/payments/${payment.id}/void`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('shows reference, paid and balance, and filters on the bookings still owed money', async () => {
    const unpaid = await createBooking({ customer_name: 'Unpaid Customer' });
    const partly = await createBooking({ customer_name: 'Partly Paid' });
    const settled = await createBooking({ customer_name: 'Settled Customer' });
    const cancelled = await createBooking({ customer_name: 'Cancelled Customer' });
    await pay(partly, { amount: 100 });
    await pay(settled, { amount: 498 });
    await t.setStatus(cancelled, 'cancelled');

    const all = await asAdmin('GET', '/api/bookings/bookings');
    expect(all.json().find((b: { id: number }) => b.id === partly)).toMatchObject({
      paid: 100,
      balance: 398,
      reference: `MT-${String(partly).padStart(6, '0')}`,
    });
    const filtered = await asAdmin('GET', '/api/bookings/bookings/search?payment=unpaid');
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().items.map((b: { id: number }) => b.id)).toEqual([partly, unpaid]);

    const bad = await asAdmin('GET', '/api/bookings/bookings/search?payment=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
  });
});

describe('the e-mails about a booking', () => {
  it('carry its reference, and messaging lists them by booking', async () => {
    const id = await createBooking({ language: 'en' });
    const other = await createBooking({ email: 'other@example.com' });
    await t.setStatus(id, 'confirmed');
    const reference = `MT-${String(id).padStart(6, '0')}`;
    let mine: Array<Record<string, unknown>> = [];
    await eventually(async () => {
      const response = await t.messagingApp().inject({
        method: 'GET',
        url: `/api/messaging/notifications?booking_id=${id}`,
        cookies: t.admin,
      });
      mine = response.json();
      return mine.length === 3;
    });
    expect(mine.map((message) => message.type).sort()).toEqual([
      'booking_confirmed',
      'booking_new',
      'booking_received',
    ]);
    for (const message of mine) {
      expect(message.booking_id).toBe(id);
      expect(String(message.subject)).toContain(reference);
    }
    expect((await t.messages()).some((message) => message.booking_id === other)).toBe(true);
  });
});
