import type { AdminReview } from '@mt/contracts/reviews';
import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeTour } from '../../testing/admin-fixtures';
import { json, renderAdmin, serve } from '../../testing/render-admin';
import { ReviewsTab } from './reviews-tab';

afterEach(() => vi.unstubAllGlobals());

function review(overrides: Partial<AdminReview>): AdminReview {
  return {
    id: 1,
    tour_id: 1,
    tour_title: 'Ourika Valley',
    customer_name: 'Sophie Martin',
    rating: 4,
    review_text: 'A lovely day in the valley.',
    created_at: '2026-11-20T12:00:00.000Z',
    is_verified: true,
    lang: 'en',
    answer: null,
    answered_at: null,
    hidden: false,
    ...overrides,
  };
}

const TOURS = [
  makeTour({ id: 1, title: 'Ourika Valley', title_fr: 'Vallée de l’Ourika' }),
  makeTour({ id: 2, title: 'Essaouira' }),
];

/** The tours service's reviews, filtered as it would; PUT and DELETE change them. */
function reviewsService(reviews: AdminReview[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const routes: Record<string, (init: RequestInit | undefined) => Response> = {
    'GET /api/tours/tours?lang=en': () => json(TOURS),
    'GET /api/tours/reviews': () => json(reviews),
    'GET /api/tours/reviews?visibility=hidden': () => json(reviews.filter((r) => r.hidden)),
    'GET /api/tours/reviews?tour_id=2': () => json(reviews.filter((r) => r.tour_id === 2)),
  };
  for (const item of reviews) {
    const record = (method: string, path: string) => (init: RequestInit | undefined) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      sent.push({ method, path, body });
      if (path.endsWith('visibility')) item.hidden = Boolean(body?.hidden);
      if (method === 'PUT' && path.endsWith('answer')) {
        item.answer = String(body?.answer).trim();
        item.answered_at = '2026-11-22T10:00:00.000Z';
      }
      if (method === 'DELETE') item.answer = item.answered_at = null;
      return json(item);
    };
    for (const [method, suffix] of [
      ['PUT', 'visibility'],
      ['PUT', 'answer'],
      ['DELETE', 'answer'],
    ] as const) {
      const path = `/api/tours/reviews/${item.id}/${suffix}`;
      routes[`${method} ${path}`] = record(method, path);
    }
  }
  serve(routes);
  return sent;
}

describe('Reviews tab', () => {
  it('lists every review with its rating, author, tour, date, language and text', async () => {
    reviewsService([
      review({ id: 2, customer_name: 'Lucas', lang: 'fr', review_text: 'Superbe !', rating: 5 }),
      review({ id: 1, hidden: true, answer: 'Thank you, Sophie!' }),
    ]);
    renderAdmin(<ReviewsTab />);

    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    const [lucas, sophie] = within(list).getAllByRole('article');
    expect(lucas).toHaveAccessibleName('Lucas');
    expect(lucas).toHaveTextContent('5 out of 5');
    expect(lucas).toHaveTextContent('Ourika Valley');
    expect(lucas).toHaveTextContent('In French');
    expect(lucas).toHaveTextContent('20 November 2026');
    expect(within(lucas!).getByText('Superbe !')).toHaveAttribute('lang', 'fr');
    expect(within(lucas!).getByRole('button', { name: 'Hide from the site' })).toBeVisible();
    expect(sophie).toHaveTextContent('Hidden from the site');
    expect(within(sophie!).getByText('Thank you, Sophie!')).toBeVisible();
    expect(within(sophie!).getByRole('button', { name: 'Show on the site' })).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(sophie).toHaveTextContent('Masqué sur le site');
    expect(within(lucas!).getByRole('button', { name: 'Masquer sur le site' })).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
  });

  it('hides a review and shows it again', async () => {
    const sent = reviewsService([review({ id: 7 })]);
    const { user } = renderAdmin(<ReviewsTab />);

    await user.click(await screen.findByRole('button', { name: 'Hide from the site' }));
    expect(await screen.findByText('The review is hidden from the site')).toBeInTheDocument();
    expect(await screen.findByText('Hidden from the site')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show on the site' }));
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/api/tours/reviews/7/visibility', { hidden: true }],
      ['PUT', '/api/tours/reviews/7/visibility', { hidden: false }],
    ]);
  });

  it('answers a review, checked with the contract first, and removes the answer', async () => {
    const sent = reviewsService([review({ id: 3 })]);
    const { user } = renderAdmin(<ReviewsTab />);
    vi.spyOn(window, 'confirm').mockReturnValue(true);

    await user.click(await screen.findByRole('button', { name: 'Answer publicly' }));
    const form = screen.getByRole('form', { name: 'Public answer to this review' });
    await user.click(within(form).getByRole('button', { name: 'Publish the answer' }));
    expect(await within(form).findByText('Write an answer')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Your public answer'), 'Thank you, Sophie!');
    expect(within(form).getByText('18 / 1000')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Publish the answer' }));
    expect(await screen.findByText('Your answer is published')).toBeInTheDocument();
    expect(await screen.findByText('Thank you, Sophie!')).toBeVisible();
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/tours/reviews/3/answer',
      body: { answer: 'Thank you, Sophie!' },
    });

    await user.click(screen.getByRole('button', { name: 'Remove the answer' }));
    expect(await screen.findByText('Your answer is removed')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ method: 'DELETE', path: '/api/tours/reviews/3/answer' });
  });

  it('filters on the server by tour and visibility, and says when nothing matches', async () => {
    reviewsService([review({ id: 1 })]);
    const { user } = renderAdmin(<ReviewsTab />);
    await screen.findByRole('list', { name: 'Customer reviews' });

    await user.selectOptions(screen.getByLabelText('On the site'), 'hidden');
    expect(await screen.findByText('No reviews match these filters')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('On the site'), '');
    await user.selectOptions(screen.getByLabelText('Tour'), '2');
    expect(await screen.findByText('No reviews match these filters')).toBeVisible();
  });

  it('says when there are no reviews yet, and when they could not be loaded', async () => {
    serve({
      'GET /api/tours/tours?lang=en': () => json(TOURS),
      'GET /api/tours/reviews': () => json([]),
    });
    renderAdmin(<ReviewsTab />);
    expect(
      await screen.findByText(
        'No reviews yet. They arrive through the review links of completed bookings.',
      ),
    ).toBeVisible();
    vi.unstubAllGlobals();

    serve({
      'GET /api/tours/tours?lang=en': () => json(TOURS),
      'GET /api/tours/reviews': () => json({ detail: 'Down' }, 503),
    });
    renderAdmin(<ReviewsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
  });
});
