import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderAt, serve } from '../../features/tours/testing/render';
import { makeTour } from '../../features/tours/testing/tour-fixtures';
import HomeRoute from './home';

const FEATURED = 'GET /api/tours/tours?limit=3&lang=en';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/', () => {
  it('shows the hero, three placeholders, then the featured tours', async () => {
    let answer: (response: Response) => void = () => {};
    serve({ [FEATURED]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt(<HomeRoute />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover the Magic of Morocco' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Our Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
    expect(screen.getAllByTestId('tour-card-skeleton')).toHaveLength(3);
    expect(document.title).toBe('Morocco Tourism - Discover the Magic of Morocco');

    answer(json([1, 2, 3].map((id) => makeTour({ id, title: `Tour ${id}` }))));

    const list = await screen.findByRole('list', { name: 'Featured Tours' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: /View All Tours/ })).toHaveAttribute('href', '/tours');
  });

  it('keeps the rest of the page when the featured tours fail', async () => {
    serve({ [FEATURED]: () => json({ detail: 'Gone' }, 404) });
    renderAt(<HomeRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t load the featured tours right now.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeVisible();
    for (const name of [
      'Authentic experiences',
      'Comfort and safety',
      'Support around the clock',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Browse Tours' })).toHaveAttribute('href', '/tours');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // No promotion is set: the advertisement area is hidden (docs/decisions/039).
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  });
});
