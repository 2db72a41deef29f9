import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderAt, serve } from '../../features/tours/testing/render';
import { makeImage, makeTour } from '../../features/tours/testing/tour-fixtures';
import ToursRoute from './tours';

const LIST_EN = 'GET /api/tours/tours?lang=en';

function jsonLd(): unknown {
  const script = document.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent ?? '') : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('/tours', () => {
  it('shows six placeholders while loading, then a card per tour', async () => {
    let answer: (response: Response) => void = () => {};
    serve({ [LIST_EN]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt(<ToursRoute />, { path: '/tours' });

    expect(screen.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tours…');
    expect(screen.getAllByTestId('tour-card-skeleton')).toHaveLength(6);

    answer(
      json([
        makeTour({ id: 1, title: 'Sahara', images: [makeImage(1), makeImage(2)] }),
        makeTour({ id: 2, title: 'Toubkal', images: [makeImage(3)] }),
      ]),
    );

    const list = await screen.findByRole('list', { name: 'Tours' });
    expect(screen.queryByTestId('tour-card-skeleton')).not.toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sahara', '/tours/1'],
      ['Toubkal', '/tours/2'],
    ]);
    // Only the first card's image is the page's priority image.
    const [first, second] = within(list).getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('describes the first 10 tours as an ItemList for search engines', async () => {
    // JSON-LD is written by the server renderer only (components/seo/seo.tsx).
    vi.stubEnv('SSR', true);
    const tours = Array.from({ length: 12 }, (_, index) =>
      makeTour({ id: index + 1, title: `Tour ${index + 1}` }),
    );
    tours[0] = { ...tours[0]!, average_rating: 4.8, total_reviews: 23 };
    serve({ [LIST_EN]: () => json(tours) });
    renderAt(<ToursRoute />, { path: '/tours' });
    await screen.findByRole('list', { name: 'Tours' });

    expect(document.title).toBe('Tours – Discover the Magic of Morocco');
    const data = jsonLd() as { '@type': string; itemListElement: unknown[] };
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toHaveLength(10);
    expect(data.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      url: `${window.location.origin}/tours/1`,
      name: 'Tour 1',
      // Each tour's rating, from the list's own answer (docs/decisions/067).
      item: {
        '@type': 'Product',
        aggregateRating: { ratingValue: 4.8, reviewCount: 23 },
      },
    });
    expect(data.itemListElement[1]).not.toHaveProperty('item.aggregateRating');
    // The card says the same.
    expect(screen.getByRole('img', { name: '4.8 out of 5, 23 reviews' })).toBeVisible();
  });

  it('says so when there are no tours', async () => {
    serve({ [LIST_EN]: () => json([]) });
    renderAt(<ToursRoute />, { path: '/tours' });

    expect(await screen.findByText('No tours available at the moment.')).toBeVisible();
    expect(jsonLd()).toBeUndefined();
  });

  it('shows the error with Try again when the tours cannot be loaded', async () => {
    serve({ [LIST_EN]: () => json({ detail: 'Unavailable' }, 503) });
    renderAt(<ToursRoute />, { path: '/tours' });

    // After the one retry of a server failure.
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Failed to load tours. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('fetches the tours again in French when the language changes', async () => {
    const fetchMock = serve({
      [LIST_EN]: () => json([makeTour({ title: 'Sahara Desert Tour' })]),
      'GET /api/tours/tours?lang=fr': () =>
        json([makeTour({ title: 'Circuit dans le Sahara', lang: 'fr' })]),
    });
    renderAt(<ToursRoute />, { path: '/tours' });
    expect(await screen.findByRole('link', { name: 'Sahara Desert Tour' })).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));

    expect(await screen.findByRole('link', { name: 'Circuit dans le Sahara' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Nos circuits' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says the error in French too', async () => {
    await i18n.changeLanguage('fr');
    serve({ 'GET /api/tours/tours?lang=fr': () => json({ detail: 'Gone' }, 404) });
    renderAt(<ToursRoute />, { path: '/tours' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les circuits. Veuillez réessayer.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
