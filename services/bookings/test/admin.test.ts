import { reviewRequestSendsAt } from '@mt/domain/review-request';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aBooking, eventually, startBookings, type BookingsHarness } from './harness';

let t: BookingsHarness;
let tourId: number;

beforeEach(async () => {
  t = await startBookings();
  tourId = await t.createTour();
});
afterEach(() => t.close());

async function createBooking(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/bookings',
    payload: aBooking(tourId, overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; status: string; end_date: string };
}

const setStatus = (id: number, status: string) => t.setStatus(id, status);
const complete = (id: number) => t.complete(id);

describe('admin endpoints', () => {
  it('answer 401 without a session', async () => {
    const booking = await createBooking();
    const calls = [
      { method: 'GET', url: '/api/bookings/bookings' },
      { method: 'GET', url: '/api/bookings/bookings/search' },
      { method: 'GET', url: `/api/bookings/bookings/${booking.id}` },
      {
        method: 'PUT',
        url: `/api/bookings/bookings/${booking.id}`,
        payload: { status: 'confirmed' },
      },
      { method: 'PATCH', url: `/api/bookings/bookings/${booking.id}/mark-viewed` },
      { method: 'POST', url: `/api/bookings/${booking.id}/complete` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('list newest first, and get one by id (404 when missing)', async () => {
    const older = await createBooking({ customer_name: 'Older' });
    const newer = await createBooking({ customer_name: 'Newer' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings',
      cookies: t.admin,
    });
    expect(list.json().map((b: { id: number }) => b.id)).toEqual([newer.id, older.id]);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/bookings/${older.id}`,
      cookies: t.admin,
    });
    expect(one.json()).toMatchObject({ id: older.id, customer_name: 'Older' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings/999',
      cookies: t.admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Booking not found');
  });

  it('refuse a status that is not confirm or cancel, and a missing booking', async () => {
    const booking = await createBooking();
    const bad = await setStatus(booking.id, 'shipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('status');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/bookings/bookings/999/mark-viewed',
      cookies: t.admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('list nothing before the first booking', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/bookings',
      cookies: t.admin,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
  });

  it('mark a booking viewed', async () => {
    const booking = await createBooking();
    const viewed = await t.app.inject({
      method: 'PATCH',
      url: `/api/bookings/bookings/${booking.id}/mark-viewed`,
      cookies: t.admin,
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().admin_viewed).toBe(true);
  });
});

describe('status transitions', () => {
  it('follow the booking states exactly, and anything else is a 409', async () => {
    const booking = await createBooking();
    expect((await setStatus(booking.id, 'completed')).statusCode).toBe(400); // only via /complete
    expect((await complete(booking.id)).statusCode).toBe(409); // pending cannot complete
    expect((await setStatus(booking.id, 'confirmed')).json().status).toBe('confirmed');
    const again = await setStatus(booking.id, 'confirmed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      detail: 'A confirmed booking cannot become confirmed',
      reason: 'STATUS_CHANGE_REFUSED',
      params: { from: 'confirmed', to: 'confirmed' },
    });
    expect((await setStatus(booking.id, 'cancelled')).json().status).toBe('cancelled');
    expect((await setStatus(booking.id, 'cancelled')).statusCode).toBe(409);
    expect((await setStatus(booking.id, 'confirmed')).json().status).toBe('confirmed'); // Reconfirm
    expect((await setStatus(999, 'confirmed')).statusCode).toBe(404);
  });

  it('tell the customer of each confirmation and cancellation', async () => {
    const booking = await createBooking({ language: 'en' });
    await setStatus(booking.id, 'confirmed');
    await setStatus(booking.id, 'cancelled');
    await setStatus(booking.id, 'confirmed');
    await eventually(async () => (await t.messages()).length === 5);
    expect((await t.messages()).map((message) => message.type)).toEqual([
      'booking_received',
      'booking_new',
      'booking_confirmed',
      'booking_cancelled',
      'booking_confirmed',
    ]);
  });
});

describe('POST /api/bookings/{id}/complete', () => {
  it('completes a confirmed booking, issues a review link and mails it once the trip is over', async () => {
    const booking = await createBooking({ language: 'en' });
    await setStatus(booking.id, 'confirmed');
    const response = await complete(booking.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.booking.status).toBe('completed');
    expect(body.review_token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(body.review_url).toBe(`https://tours.example.ma/review/${body.review_token}`);

    // The link works on the tours service, and a completed booking has no further action.
    const form = await t.tours.app.inject({
      method: 'GET',
      url: `/api/tours/reviews/form/${body.review_token}`,
    });
    // It opens on the trip's last day (docs/decisions/053).
    expect(form.json()).toMatchObject({
      tour_title: 'Merzouga Desert Tour',
      already_submitted: false,
      open: false,
      opens_on: body.booking.end_date,
    });
    expect((await setStatus(booking.id, 'cancelled')).statusCode).toBe(409);
    expect((await complete(booking.id)).statusCode).toBe(409);

    // Completed before the trip: its mail waits for the evening of the last day
    // (docs/decisions/064), when the timed jobs hand it over.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await t.messages()).filter((m) => m.type === 'review_request')).toEqual([]);
    t.setClock(new Date(reviewRequestSendsAt(body.booking.end_date)));
    await t.app.jobs.runNow();
    await eventually(async () => (await t.messages()).some((m) => m.type === 'review_request'));
    const mail = (await t.messages()).find((m) => m.type === 'review_request')!;
    expect(mail.recipient).toBe('sophie@example.fr');
    expect(mail.message).toContain(body.review_url);
    expect(mail.message).not.toContain('Your link opens on');
  });

  it('gives tours the booking’s language, the review’s when its form does not say (docs/decisions/041)', async () => {
    const booking = await createBooking({ language: 'fr' });
    await setStatus(booking.id, 'confirmed');
    const { review_token, booking: completed } = (await complete(booking.id)).json();
    // The trip's last day in Marrakech: the link takes the review.
    t.setClock(new Date(`${completed.end_date}T08:00:00Z`));
    const submitted = await t.tours.app.inject({
      method: 'POST',
      url: `/api/tours/reviews/submit/${review_token}`,
      payload: { rating: 5, customer_name: 'Sophie', review_text: 'Superbe !' },
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().lang).toBe('fr');
  });

  it('issues one link when the admin clicks twice', async () => {
    const booking = await createBooking();
    await setStatus(booking.id, 'confirmed');
    // After the trip, so that the mail goes at once.
    t.setClock(new Date('2026-12-13T10:00:00Z'));
    const [first, second] = await Promise.all([complete(booking.id), complete(booking.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    await eventually(async () => (await t.messages()).some((m) => m.type === 'review_request'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.messages()).filter((m) => m.type === 'review_request')).toHaveLength(1);
  });

  it('refuses to reconfirm or complete a booking whose tour was deleted since', async () => {
    const booking = await createBooking();
    await setStatus(booking.id, 'confirmed');
    const other = await createBooking();
    await setStatus(other.id, 'cancelled');
    const deleted = await t.tours.app.inject({
      method: 'DELETE',
      url: `/api/tours/tours/${tourId}`,
      cookies: t.admin,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const completion = await complete(booking.id);
    expect(completion.statusCode).toBe(409);
    expect(completion.json().detail).toBe('The tour of this booking no longer exists');
    const reconfirm = await setStatus(other.id, 'confirmed');
    expect(reconfirm.statusCode).toBe(409);
    expect(reconfirm.json().detail).toBe('The tour of this booking no longer exists');
    // Cancelling needs no tour.
    expect((await setStatus(booking.id, 'cancelled')).statusCode).toBe(200);
  });

  it('answers 404 for a missing booking', async () => {
    expect((await complete(999)).statusCode).toBe(404);
  });
});
