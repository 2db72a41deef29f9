import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

/**
 * The deposit a tour asks, kept with each booking, and the operator's payment link
 * (docs/decisions/054), with the real tours and messaging services.
 */
let t: BookingsHarness;

beforeEach(async () => {
  t = await startBookings();
});
afterEach(() => t.close());

const LINK = 'https://pay.atlas-tours.ma/checkout/abc?ref=1';

async function book(tourId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const setLink = (id: number, payment_link: unknown, cookies = t.admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/bookings/bookings/${id}/payment-link`,
    cookies,
    payload: { payment_link },
  });

const adminBooking = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/bookings/bookings/${id}`, cookies: t.admin })
  ).json();

/** The text of the mails messaging logged about this booking, of one template. */
async function mailsOf(id: number, type: string): Promise<string[]> {
  return (await t.messages())
    .filter((message) => message.booking_id === id && message.type === type)
    .map((message) => String(message.message));
}

describe('the deposit', () => {
  it('is kept with the booking as the tour asked it, whatever the tour asks later', async () => {
    // 249 € a person, 2 people: 498 €; 30 % is 149.40 €.
    const tourId = await t.createTour({ deposit_percent: 30 });
    const first = await book(tourId);
    expect(await adminBooking(first)).toMatchObject({
      total_price: 498,
      deposit_percent: 30,
      deposit: 149.4,
      deposit_due: 149.4,
      payment_link: null,
    });

    const changed = await t.tours.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${tourId}`,
      cookies: t.admin,
      payload: {
        title: 'Merzouga Desert Tour',
        price: 249,
        duration: '3 days / 2 nights',
        location: 'Merzouga',
        max_participants: 12,
        deposit_percent: 50,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await adminBooking(first)).toMatchObject({ deposit_percent: 30, deposit: 149.4 });
    const second = await book(tourId, { email: 'omar@example.com' });
    expect(await adminBooking(second)).toMatchObject({ deposit_percent: 50, deposit: 249 });
  });

  it('counts the payments received against the deposit due', async () => {
    const tourId = await t.createTour({ deposit_percent: 30 });
    const id = await book(tourId);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/bookings/${id}/payments`,
      cookies: t.admin,
      payload: { amount: 100, method: 'cash', received_on: '2026-11-20' },
    });
    expect(paid.statusCode).toBe(201);
    expect(await adminBooking(id)).toMatchObject({ paid: 100, deposit_due: 49.4, balance: 398 });
  });

  it('is none on a tour that asks none, and the confirmation asks for none', async () => {
    const tourId = await t.createTour();
    const id = await book(tourId, { language: 'en' });
    expect(await adminBooking(id)).toMatchObject({
      deposit_percent: 0,
      deposit: 0,
      deposit_due: 0,
    });
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    await eventually(async () => (await mailsOf(id, 'booking_confirmed')).length === 1);
    const [text] = await mailsOf(id, 'booking_confirmed');
    expect(text).not.toMatch(/deposit/i);
    // What is still owed is stated all the same (docs/decisions/069).
    expect(text).toContain('Balance still owed: €498');
  });
});

describe('the payment link', () => {
  it('answers 401 without a session and 404 for no such booking', async () => {
    const id = await book(await t.createTour());
    const refused = await setLink(id, LINK, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBeTruthy();
    expect((await setLink(999, LINK)).statusCode).toBe(404);
    expect(await adminBooking(id)).toMatchObject({ payment_link: null });
  });

  it('takes only an https address (400 with the field otherwise)', async () => {
    const id = await book(await t.createTour());
    for (const bad of [
      'http://pay.example/1',
      'javascript:alert(1)',
      'pay.example/1',
      'https://',
      'https://user:secret@pay.example/1',
      `https://pay.example/${'x'.repeat(2000)}`,
      'https://pay.example/1\nBcc: x@y.z',
      42,
    ]) {
      const response = await setLink(id, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().errors[0].path).toBe('payment_link');
    }
    expect(await adminBooking(id)).toMatchObject({ payment_link: null });
  });

  it('set before confirming, goes in the confirmation with the deposit and the balance, in French', async () => {
    const tourId = await t.createTour({ deposit_percent: 30 });
    const id = await book(tourId);
    const set = await setLink(id, `  ${LINK}  `);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ payment_link: LINK });
    // Nothing goes before the confirmation.
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    await eventually(async () => (await mailsOf(id, 'booking_confirmed')).length === 1);
    const [text] = await mailsOf(id, 'booking_confirmed');
    expect(text).toMatch(/Acompte à régler maintenant \(30\s%\)\s:\s149,40\s€/);
    expect(text).toMatch(/Solde, après l’acompte\s:\s348,60\s€/);
    expect(text).toContain(LINK);
    expect(await mailsOf(id, 'payment_link')).toEqual([]);
  });

  it('set after confirming, is mailed on its own; the same link again, or none, sends nothing', async () => {
    const id = await book(await t.createTour({ deposit_percent: 20 }), { language: 'en' });
    expect((await t.setStatus(id, 'confirmed')).statusCode).toBe(200);
    expect((await setLink(id, LINK)).statusCode).toBe(200);
    await eventually(async () => (await mailsOf(id, 'payment_link')).length === 1);
    const [text] = await mailsOf(id, 'payment_link');
    expect(text).toContain(LINK);
    expect(text).toContain('Deposit to pay now (20%): €99.60');

    expect((await setLink(id, LINK)).statusCode).toBe(200);
    const cleared = await setLink(id, '');
    expect(cleared.json()).toMatchObject({ payment_link: null });
    const other = 'https://pay.atlas-tours.ma/checkout/def';
    expect((await setLink(id, other)).statusCode).toBe(200);
    await eventually(async () => (await mailsOf(id, 'payment_link')).length === 2);
    expect((await mailsOf(id, 'payment_link'))[1]).toContain(other);
  });

  it('is refused on a cancelled booking (409)', async () => {
    const id = await book(await t.createTour());
    expect((await t.setStatus(id, 'cancelled')).statusCode).toBe(200);
    const refused = await setLink(id, LINK);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'PAYMENT_LINK_CLOSED' });
  });
});
