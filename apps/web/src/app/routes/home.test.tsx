import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderAt, serve } from '../../features/tours/testing/render';
import { makeTour } from '../../features/tours/testing/tour-fixtures';
import { CONFIRMATION_KEY, keepConfirmation } from '../../features/booking/confirmation/storage';
import HomeRoute from './home';

const FEATURED = 'GET /api/tours/tours?limit=3&lang=en';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const kept = {
  id: 123,
  tour_title: 'Agafay Sunset',
  duration: 'Half day',
  start_date: '2026-06-01',
  end_date: '2026-06-01',
  number_of_participants: 3,
  total_price: 537,
  email: 'amina@example.com',
};

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
  });

  it('shows no confirmation on an ordinary visit', async () => {
    serve({ [FEATURED]: () => json([]) });
    renderAt(<HomeRoute />);

    expect(await screen.findByText('No tours available at the moment.')).toBeVisible();
    expect(screen.queryByText(/booking reference/)).not.toBeInTheDocument();
  });

  it('keeps a booking confirmation, focused and in both languages, until dismissed', async () => {
    keepConfirmation(kept);
    serve({ [FEATURED]: () => json([]) });
    const user = userEvent.setup();
    renderAt(<HomeRoute />);

    // Its code loads on demand: the first load in a test run takes a moment.
    const box = await screen.findByRole(
      'region',
      { name: 'Booking received – thank you!' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription('Your booking reference: MT-000123');
    expect(box).toHaveTextContent('Agafay Sunset · Half day');
    expect(box).toHaveTextContent('1 June 2026');
    expect(box).toHaveTextContent('Participants3');
    expect(box).toHaveTextContent('Total€537');
    expect(box).toHaveTextContent('confirm it personally, by e-mail');
    expect(box).toHaveTextContent('A summary is on its way to amina@example.com.');

    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByRole('region', { name: 'Réservation reçue, merci !' }),
    ).toHaveAccessibleDescription('Votre référence de réservation : MT-000123');
    await act(() => i18n.changeLanguage('en'));

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: /Booking received/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CONFIRMATION_KEY)).toBeNull();
  });

  it('drops a stored confirmation it cannot read', async () => {
    sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify({ id: 'x' }));
    serve({ [FEATURED]: () => json([]) });
    renderAt(<HomeRoute />);

    await waitFor(() => expect(sessionStorage.getItem(CONFIRMATION_KEY)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
});
