import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

const HOUR = 60 * 60 * 1000;

let t: ToursHarness;
let tourId: number;
let bookingId = 0;

beforeEach(async () => {
  t = await startToursService();
  const tour = await t.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: aTour({ title: 'Ourika Valley' }),
  });
  tourId = tour.json().id;
});
afterEach(() => t.close());

async function invite(overrides: Record<string, unknown> = {}): Promise<string> {
  bookingId += 1;
  const response = await t.inviteReview({ booking_id: bookingId, tour_id: tourId, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().token;
}

const form = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/tours/reviews/form/${token}` });
const submit = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/tours/reviews/submit/${token}`, payload });

async function review(rating: number, name: string): Promise<number> {
  const response = await submit(await invite(), { rating, customer_name: name });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const publicReviews = async () =>
  (await t.app.inject({ url: `/api/tours/tours/${tourId}/reviews` })).json() as {
    id: number;
    answer: string | null;
  }[];
const stats = async () =>
  (await t.app.inject({ url: `/api/tours/tours/${tourId}/rating-stats` })).json();
const adminList = (query = '') =>
  t.app.inject({ url: `/api/tours/reviews${query}`, cookies: t.admin });
const setHidden = (id: number, hidden: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tours/reviews/${id}/visibility`,
    cookies: t.admin,
    payload: { hidden },
  });
const answer = (id: number, text: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tours/reviews/${id}/answer`,
    cookies: t.admin,
    payload: { answer: text },
  });

describe('a review link opens on the trip’s last day (docs/decisions/053)', () => {
  it('says when it opens, refuses a review before with 409, and takes it that day in Marrakech', async () => {
    // The clock: 22 November 2026, 10:00 UTC. The trip ends on the 24th.
    const token = await invite({ opens_on: '2026-11-24' });
    expect((await form(token)).json()).toMatchObject({ open: false, opens_on: '2026-11-24' });
    const early = await submit(token, { rating: 5, customer_name: 'Sophie' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      reason: 'REVIEW_LINK_NOT_OPEN',
      params: { opens_on: '2026-11-24' },
      detail: 'This review link opens on 2026-11-24, once the trip has ended',
    });
    expect((await form(token)).json().already_submitted).toBe(false);

    // 23 November, 23:30 UTC: already the 24th in Marrakech (UTC+1).
    t.advanceClock(37.5 * HOUR);
    expect((await form(token)).json().open).toBe(true);
    expect((await submit(token, { rating: 5, customer_name: 'Sophie' })).statusCode).toBe(201);
  });

  it('refuses an invitation whose opening day is not a date', async () => {
    const response = await t.inviteReview({
      booking_id: 99,
      tour_id: tourId,
      opens_on: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the Reviews tab’s endpoints', () => {
  it('answer 401 without a session', async () => {
    const id = await review(5, 'Sophie');
    const calls = [
      { method: 'GET', url: '/api/tours/reviews' },
      { method: 'PUT', url: `/api/tours/reviews/${id}/visibility`, payload: { hidden: true } },
      { method: 'PUT', url: `/api/tours/reviews/${id}/answer`, payload: { answer: 'Thanks' } },
      { method: 'DELETE', url: `/api/tours/reviews/${id}/answer` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect((await publicReviews())[0]!.answer).toBeNull();
  });

  it('hides a review from the public list, the average and the count, and shows it again', async () => {
    const five = await review(5, 'Sophie');
    await review(3, 'Marc');
    expect(await stats()).toEqual({ average_rating: 4, total_reviews: 2 });

    const hidden = await setHidden(five, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: five, hidden: true, tour_title: 'Ourika Valley' });
    expect((await publicReviews()).map((r) => r.id)).not.toContain(five);
    expect(await stats()).toEqual({ average_rating: 3, total_reviews: 1 });
    // The dashboard still lists it, and filters on it.
    expect((await adminList()).json()).toHaveLength(2);
    const hiddenOnly = (await adminList('?visibility=hidden')).json() as { id: number }[];
    expect(hiddenOnly.map((r) => r.id)).toEqual([five]);

    await setHidden(five, false);
    expect(await stats()).toEqual({ average_rating: 4, total_reviews: 2 });
  });

  it('answers a review publicly, trimmed, and takes the answer back', async () => {
    const id = await review(4, 'Sophie');
    await review(5, 'Marc');
    const saved = await answer(id, '  Thank you, Sophie! See you next spring.  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      answer: 'Thank you, Sophie! See you next spring.',
      answered_at: '2026-11-22T10:00:00.000Z',
    });
    const shown = (await publicReviews()).find((r) => r.id === id)!;
    expect(shown.answer).toBe('Thank you, Sophie! See you next spring.');

    const answered = (await adminList('?answered=yes')).json() as { id: number }[];
    expect(answered.map((r) => r.id)).toEqual([id]);
    expect(((await adminList('?answered=no')).json() as unknown[]).length).toBe(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/reviews/${id}/answer`,
      cookies: t.admin,
    });
    expect(removed.json()).toMatchObject({ answer: null, answered_at: null });
    expect((await publicReviews()).find((r) => r.id === id)!.answer).toBeNull();
  });

  it('refuses a blank, too long or unsafe answer with 400, an unknown review with 404', async () => {
    const id = await review(4, 'Sophie');
    for (const text of ['   ', 'x'.repeat(1001), 'Thanks\u202e']) {
      const refused = await answer(id, text);
      expect(refused.statusCode, JSON.stringify(text)).toBe(400);
      expect(refused.json().errors[0].path).toBe('answer');
    }
    expect((await answer(id, 'x'.repeat(1000))).statusCode).toBe(200);
    const unknown = await answer(999, 'Thanks');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Review not found');
    expect((await setHidden(999, true)).statusCode).toBe(404);
    expect((await adminList('?visibility=maybe')).statusCode).toBe(400);
  });

  it('filters by tour', async () => {
    await review(5, 'Sophie');
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour({ title: 'Essaouira' }),
    });
    expect(((await adminList(`?tour_id=${other.json().id}`)).json() as unknown[]).length).toBe(0);
    expect(((await adminList(`?tour_id=${tourId}`)).json() as unknown[]).length).toBe(1);
  });
});
