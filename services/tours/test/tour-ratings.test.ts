import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

/**
 * Every tour answer carries its rating, the shown reviews' average and count, so a card and a
 * tour's title show it without one more call per tour (docs/decisions/067).
 */
let t: ToursHarness;
let bookingId = 0;
beforeEach(async () => {
  t = await startToursService();
});
afterEach(() => t.close());

async function createTour(title: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: aTour({ title }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A review through the single-use link, as a customer leaves one; its id. */
async function review(tourId: number, rating: number): Promise<number> {
  bookingId += 1;
  const invitation = await t.inviteReview({ booking_id: bookingId, tour_id: tourId });
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/tours/reviews/submit/${invitation.json().token}`,
    payload: { rating, customer_name: 'Guest' },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  return submitted.json().id;
}

const hide = (id: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/tours/reviews/${id}/visibility`,
    cookies: t.admin,
    payload: { hidden: true },
  });

type Rated = { title: string; average_rating: number; total_reviews: number };
const read = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
const ratings = (tours: Rated[]) =>
  tours.map(({ title, average_rating, total_reviews }) => ({
    title,
    average_rating,
    total_reviews,
  }));

describe('the rating in every tour answer', () => {
  it('gives each tour of the list its average to one decimal and its count, 0 and 0 without reviews', async () => {
    const dunes = await createTour('Dunes');
    await createTour('Ourika');
    await review(dunes, 5);
    await review(dunes, 4);
    await review(dunes, 4);

    expect(ratings(await read('/api/tours/tours'))).toEqual([
      { title: 'Dunes', average_rating: 4.3, total_reviews: 3 },
      { title: 'Ourika', average_rating: 0, total_reviews: 0 },
    ]);
    // The same figures as the specification's rating-stats call, in every answer of a tour.
    const stats = await read(`/api/tours/tours/${dunes}/rating-stats`);
    expect(await read(`/api/tours/tours/${dunes}?lang=fr`)).toMatchObject(stats);
    expect(ratings(await read('/api/tours/tours?limit=3&lang=fr'))[0]).toEqual({
      title: 'Dunes',
      ...stats,
    });
  });

  it('counts no hidden review, and shows a new review on the next read', async () => {
    const dunes = await createTour('Dunes');
    const five = await review(dunes, 5);
    await review(dunes, 2);
    expect(ratings(await read('/api/tours/tours'))[0]).toMatchObject({ average_rating: 3.5 });

    await hide(five);
    expect(ratings(await read('/api/tours/tours'))[0]).toMatchObject({
      average_rating: 2,
      total_reviews: 1,
    });
    await review(dunes, 5);
    expect(await read(`/api/tours/tours/${dunes}`)).toMatchObject({
      average_rating: 3.5,
      total_reviews: 2,
    });
  });

  it('ranks the featured tours by what the visitor sees: a hidden review does not lift a tour', async () => {
    const hiddenPraise = await createTour('A');
    const shownPraise = await createTour('B');
    await hide(await review(hiddenPraise, 5));
    await review(hiddenPraise, 3);
    await review(shownPraise, 4);

    const featured = (await read('/api/tours/tours?limit=3')) as Rated[];
    expect(featured.map((tour) => tour.title)).toEqual(['B', 'A']);
  });
});
