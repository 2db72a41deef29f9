import { dayStartIn } from '@mt/domain/day-bounds';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

const DAY = 24 * 60 * 60 * 1000;

let t: ToursHarness;
let tourId: number;

beforeEach(async () => {
  t = await startToursService();
  const tour = await t.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: aTour({ title: 'Ourika Valley', title_fr: 'Vallée de l’Ourika' }),
  });
  tourId = tour.json().id;
});
afterEach(() => t.close());

const invite = (bookingId = 1, overrides: Record<string, unknown> = {}) =>
  t.inviteReview({ booking_id: bookingId, tour_id: tourId, ...overrides });

const form = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/tours/reviews/form/${token}${query}` });
const submit = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/tours/reviews/submit/${token}`, payload });

async function tokenFor(bookingId = 1): Promise<string> {
  const response = await invite(bookingId);
  expect(response.statusCode).toBe(201);
  return response.json().token;
}

describe('review invitations (internal, for bookings)', () => {
  it('issues a URL-safe token of at least 128 bits that expires in 90 days', async () => {
    const response = await invite();
    const { token, expires_at } = response.json();
    expect(token).toMatch(/^[\w-]{32,}$/);
    expect(new Date(expires_at).getTime()).toBe(
      new Date('2026-11-22T10:00:00Z').getTime() + 90 * DAY,
    );
  });

  it('lasts 90 days from the day it opens when it opens later, however early it was issued', async () => {
    // A booking completed months before its trip (docs/decisions/064): its mail goes on the
    // trip's last day, with a link that still has its 90 days.
    const response = await invite(1, { opens_on: '2027-04-10' });
    expect(new Date(response.json().expires_at).getTime()).toBe(
      new Date(dayStartIn('2027-04-10')).getTime() + 90 * DAY,
    );
    t.advanceClock(100 * DAY);
    expect((await form(response.json().token)).json()).toMatchObject({
      open: false,
      opens_on: '2027-04-10',
    });
  });

  it('answers only callers holding the internal token, and validates its input', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/internal/review-invitations',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await invite(1, { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await invite(1, { tour_id: 999 })).statusCode).toBe(404);
  });

  it('replaces an unused link when asked again for the same booking, and refuses once it is used', async () => {
    const first = await tokenFor(7);
    const second = await tokenFor(7);
    expect(second).not.toBe(first);
    expect((await form(first)).statusCode).toBe(404);
    expect((await submit(second, { rating: 5, customer_name: 'Sophie' })).statusCode).toBe(201);
    const third = await invite(7);
    expect(third.statusCode).toBe(409);
  });
});

describe('the review link', () => {
  it('shows the form data, with the tour title in the visitor’s language', async () => {
    const token = await tokenFor();
    expect((await form(token)).json()).toEqual({
      tour_title: 'Ourika Valley',
      customer_name: 'Sophie Martin',
      already_submitted: false,
      open: true,
      opens_on: null,
    });
    expect((await form(token, '?lang=fr')).json().tour_title).toBe('Vallée de l’Ourika');
  });

  it('takes one verified review, trimmed, and then reports it as submitted', async () => {
    const token = await tokenFor();
    const response = await submit(token, {
      rating: 5,
      customer_name: '  Sophie M. ',
      review_text: '  Youssef was a wonderful guide. ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      tour_id: tourId,
      customer_name: 'Sophie M.',
      rating: 5,
      review_text: 'Youssef was a wonderful guide.',
      is_verified: true,
    });
    expect((await form(token)).json().already_submitted).toBe(true);

    const again = await submit(token, { rating: 1, customer_name: 'Someone else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This review has already been submitted');
    const reviews = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tourId}/reviews` })
    ).json();
    expect(reviews).toHaveLength(1);
  });

  it('keeps the language the review was written in, as written (docs/decisions/041)', async () => {
    const text = 'Une journée magnifique, merci Youssef !';
    const french = await submit(await tokenFor(1), {
      rating: 5,
      customer_name: 'Lucas',
      review_text: text,
      lang: 'fr',
    });
    expect(french.json()).toMatchObject({ lang: 'fr', review_text: text });

    // Without the page's language, the booking's: bookings sends it with the invitation.
    const fromBooking = await invite(2, { language: 'fr' });
    const noLang = await submit(fromBooking.json().token, { rating: 4, customer_name: 'Léa' });
    expect(noLang.json().lang).toBe('fr');
    // Neither: English.
    const neither = await submit(await tokenFor(3), { rating: 4, customer_name: 'Ann' });
    expect(neither.json().lang).toBe('en');

    // The public list answers each review's language and its text untranslated, whatever the page.
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tourId}/reviews?lang=en` })
    ).json() as { customer_name: string; lang: string; review_text: string | null }[];
    expect(listed.find((review) => review.customer_name === 'Lucas')).toMatchObject({
      lang: 'fr',
      review_text: text,
    });
    expect(listed.map((review) => review.lang).sort()).toEqual(['en', 'fr', 'fr']);
  });

  it('refuses a review in an unknown language, and an invitation in one, with 400', async () => {
    const response = await submit(await tokenFor(), {
      rating: 5,
      customer_name: 'Sophie',
      lang: 'de',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(['lang']);
    expect((await invite(5, { language: 'es' })).statusCode).toBe(400);
  });

  it('stores empty review text as null', async () => {
    const response = await submit(await tokenFor(), {
      rating: 4,
      customer_name: 'Sophie',
      review_text: '   ',
    });
    expect(response.json().review_text).toBeNull();
  });

  it('accepts two submits racing for one link only once', async () => {
    const token = await tokenFor();
    const results = await Promise.all([
      submit(token, { rating: 5, customer_name: 'Tab one' }),
      submit(token, { rating: 4, customer_name: 'Tab two' }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no rating', { customer_name: 'Sophie' }, 'rating'],
    ['a rating of 0', { rating: 0, customer_name: 'Sophie' }, 'rating'],
    ['a rating of 6', { rating: 6, customer_name: 'Sophie' }, 'rating'],
    ['a rating of 3.5', { rating: 3.5, customer_name: 'Sophie' }, 'rating'],
    ['a blank name', { rating: 5, customer_name: '   ' }, 'customer_name'],
    [
      '1001 characters of text',
      { rating: 5, customer_name: 'Sophie', review_text: 'x'.repeat(1001) },
      'review_text',
    ],
  ])('refuses %s with 400 and keeps the link usable', async (_name, payload, path) => {
    const token = await tokenFor();
    const response = await submit(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([path]);
    expect((await form(token)).json().already_submitted).toBe(false);
  });

  it('accepts exactly 1000 characters of text', async () => {
    const response = await submit(await tokenFor(), {
      rating: 5,
      customer_name: 'Sophie',
      review_text: 'x'.repeat(1000),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    const unknown = await form('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Review link is invalid or expired');
    expect((await submit('not-a-real-token', { rating: 5, customer_name: 'X' })).statusCode).toBe(
      404,
    );

    const token = await tokenFor();
    t.advanceClock(90 * DAY + 1000);
    const expired = await form(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe('Review link is invalid or expired');
    expect((await submit(token, { rating: 5, customer_name: 'Sophie' })).statusCode).toBe(410);
  });

  it('still shows thanks for a link that was used, even after it expired', async () => {
    const token = await tokenFor();
    await submit(token, { rating: 5, customer_name: 'Sophie' });
    t.advanceClock(120 * DAY);
    expect((await form(token)).json().already_submitted).toBe(true);
  });
});

describe('reviews and rating stats', () => {
  it('lists reviews newest first, with stats averaged to one decimal', async () => {
    for (const [booking, rating] of [
      [1, 5],
      [2, 4],
      [3, 4],
    ] as const) {
      const token = await tokenFor(booking);
      t.advanceClock(DAY);
      await submit(token, { rating, customer_name: `Guest ${booking}` });
    }
    const reviews = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tourId}/reviews` })
    ).json();
    expect(reviews.map((review: { customer_name: string }) => review.customer_name)).toEqual([
      'Guest 3',
      'Guest 2',
      'Guest 1',
    ]);
    const stats = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tourId}/rating-stats` })
    ).json();
    expect(stats).toEqual({ average_rating: 4.3, total_reviews: 3 });
  });

  it('reports zero for a tour without reviews, and 404 for a missing tour', async () => {
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/tours/tours/${tourId}/rating-stats`,
    });
    expect(stats.json()).toEqual({ average_rating: 0, total_reviews: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tours/tours/999/reviews' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tours/tours/999/rating-stats' })).statusCode,
    ).toBe(404);
  });
});
