import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, renderAt, serve } from '../../features/tours/testing/render';
import {
  makeImage,
  makeReview,
  makeStats,
  makeTour,
} from '../../features/tours/testing/tour-fixtures';
import TourDetailRoute from './tour-detail';
import { EMPTY_SETTINGS } from '@mt/contracts/settings';

const tour = makeTour({
  id: 1,
  title: 'Sahara Desert Tour',
  description: '<p>Three days to the <strong>dunes</strong>.</p><h2>Itinerary</h2><p>Day 1</p>',
  images: [
    makeImage(1, { is_main: true, alt_text: 'Dunes', image_url: '/img/1.jpg' }),
    makeImage(2, { image_url: '/img/2.jpg' }),
  ],
  tags: [{ id: 1, tag_id: 3, tag: { id: 3, name: 'Desert', icon: '🏜️', name_fr: null } }],
  // As the service computes it from the tiers below (decision 038).
  price: 249,
  from_price: 219,
});

const tiers = [
  { id: 1, tour_id: 1, min_participants: 1, max_participants: 1, price_per_person: 249 },
  { id: 2, tour_id: 1, min_participants: 2, max_participants: 3, price_per_person: 219 },
];

function serveTour(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return serve({
    'GET /api/tours/tours/1?lang=en': () => json(tour),
    'GET /api/tours/tours/1/group-pricing': () => json(tiers),
    'GET /api/tours/tours/1/reviews': () => json([makeReview(1, { is_verified: true })]),
    'GET /api/tours/tours/1/rating-stats': () => json(makeStats(4.7, 1)),
    'GET /api/tours/settings': () => json(EMPTY_SETTINGS),
    ...overrides,
  });
}

const renderTour = (id = '1') =>
  renderAt(<TourDetailRoute />, { path: `/tours/${id}`, route: '/tours/:id' });

function jsonLd(): Record<string, unknown> | undefined {
  const script = document.querySelector('script[type="application/ld+json"]');
  return script ? JSON.parse(script.textContent ?? '') : undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('/tours/:id', () => {
  it('shows a spinner, then the tour', async () => {
    serveTour();
    renderTour();

    expect(screen.getByRole('status')).toHaveTextContent('Loading tour…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahara Desert Tour' }),
    ).toBeVisible();
    // The lowest a group pays, not the tour's own price (decision 038).
    expect(screen.getByText('From €219/person')).toBeVisible();
    expect(screen.getByText('3 days / 2 nights')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Tour photos' })).toBeVisible();
    expect(screen.getByText('1 / 2')).toBeVisible();
  });

  it('books the tour from the box and from the slim bar, both with the tour chosen', async () => {
    serveTour();
    renderTour();

    const box = await screen.findByRole('region', { name: 'Ready to Book?' });
    expect(within(box).getByText('€219')).toBeVisible();
    expect(within(box).getByRole('link', { name: 'Book this tour' })).toHaveAttribute(
      'href',
      '/booking?tour=1',
    );
    const bar = screen.getByRole('link', { name: 'Book Sahara Desert Tour' });
    expect(bar).toHaveAttribute('href', '/booking?tour=1');
    expect(bar.closest('div.sticky')).toHaveTextContent('From€219 per person');
  });

  it("lists the tags and the inclusions under What's Included", async () => {
    serveTour();
    renderTour();

    const section = await screen.findByRole('region', { name: "What's Included" });
    expect(within(section).getByText('Desert')).toBeVisible();
    expect(within(section).getByText('🏜️')).toBeVisible();
    expect(within(section).getByText('Hotel pick-up')).toBeVisible();
  });

  it('renders the description as HTML', async () => {
    serveTour();
    renderTour();

    expect(await screen.findByRole('heading', { level: 2, name: 'Itinerary' })).toBeVisible();
    expect(screen.getByText('dunes').tagName).toBe('STRONG');
  });

  it('shows the group prices', async () => {
    serveTour();
    renderTour();

    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['1 person€249/person', '2-3 people€219/person']);
  });

  it('links to booking with the tour chosen, and to contact', async () => {
    serveTour();
    renderTour();

    expect(await screen.findByRole('link', { name: 'Book this tour' })).toHaveAttribute(
      'href',
      '/booking?tour=1',
    );
    expect(screen.getByRole('heading', { name: 'Ready to Book?' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Questions?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('shows the reviews and describes the tour for search engines', async () => {
    // JSON-LD is written by the server renderer only (components/seo/seo.tsx).
    vi.stubEnv('SSR', true);
    serveTour();
    renderTour();

    expect(await screen.findByRole('img', { name: '4.7 out of 5' })).toBeVisible();
    expect(screen.getByText('1 review')).toBeVisible();
    expect(screen.getByText('Verified Review')).toBeVisible();

    expect(document.title).toBe('Sahara Desert Tour – Discover the Magic of Morocco');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Three days to the dunes. Itinerary Day 1',
    );
    const origin = window.location.origin;
    expect(jsonLd()).toMatchObject({
      '@type': 'TouristTrip',
      name: 'Sahara Desert Tour',
      description: 'Three days to the dunes. Itinerary Day 1',
      image: [`${origin}/img/1.jpg`, `${origin}/img/2.jpg`],
      offers: {
        '@type': 'Offer',
        // The lowest a traveller pays, the page's "from" figure: the group tier's price.
        price: 219,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${origin}/tours/1`,
      },
      aggregateRating: { ratingValue: 4.7, reviewCount: 1, bestRating: 5 },
      review: [{ '@type': 'Review', reviewRating: { ratingValue: 5 } }],
    });
  });

  it('quietly leaves out group pricing, reviews and rating when they fail', async () => {
    // JSON-LD is written by the server renderer only (components/seo/seo.tsx).
    vi.stubEnv('SSR', true);
    serveTour({
      'GET /api/tours/tours/1/group-pricing': () => json({ detail: 'Not found' }, 404),
      'GET /api/tours/tours/1/reviews': () => json({ detail: 'Not found' }, 404),
      'GET /api/tours/tours/1/rating-stats': () => json({ detail: 'Not found' }, 404),
    });
    renderTour();

    expect(
      await screen.findByText('No reviews yet. Be the first to review this tour!'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Sahara Desert Tour' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(jsonLd()).not.toHaveProperty('aggregateRating');
  });

  it('shows the not-found page when the tour does not exist', async () => {
    serveTour({ 'GET /api/tours/tours/1?lang=en': () => json({ detail: 'Tour not found' }, 404) });
    renderTour();

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows tourDetails.error with both ways on when the tour fails to load', async () => {
    serveTour({ 'GET /api/tours/tours/1?lang=en': () => json({ detail: 'Unavailable' }, 503) });
    renderTour();

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Tour not found or failed to load.');
    expect(within(alert).getByRole('link', { name: 'Back to tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('tries again when asked', async () => {
    let available = false;
    serveTour({
      'GET /api/tours/tours/1?lang=en': () =>
        available ? json(tour) : json({ detail: 'Unavailable' }, 503),
    });
    const { user } = renderTour();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });

    available = true;
    await user.click(retry);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahara Desert Tour' }),
    ).toBeVisible();
  });

  it('shows the error without asking the server when the id is not a number', async () => {
    const fetchMock = serveTour();
    renderTour('sahara');

    expect(screen.getByRole('alert')).toHaveTextContent('Tour not found or failed to load.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the tour's meeting point and the operator's cancellation policy (decision 042)", async () => {
    serveTour({
      'GET /api/tours/tours/1?lang=en': () =>
        json({ ...tour, meeting_point: 'Café de France, Jemaa el-Fna, 7:00' }),
      'GET /api/tours/settings': () =>
        json({ ...EMPTY_SETTINGS, cancellation_policy: 'Free cancellation up to 48 hours.' }),
    });
    renderTour();

    expect(await screen.findByRole('region', { name: 'Meeting point' })).toHaveTextContent(
      'Café de France, Jemaa el-Fna, 7:00',
    );
    expect(await screen.findByRole('region', { name: 'Cancellation policy' })).toHaveTextContent(
      'Free cancellation up to 48 hours.',
    );
  });

  it('leaves the meeting point and the policy out while none is set', async () => {
    serveTour();
    renderTour();
    await screen.findByRole('heading', { level: 1, name: 'Sahara Desert Tour' });
    expect(screen.queryByRole('region', { name: 'Meeting point' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancellation policy' })).not.toBeInTheDocument();
  });

  it('fetches the tour in French after a switch, without going back to the spinner', async () => {
    serveTour({
      'GET /api/tours/tours/1?lang=fr': () =>
        json({ ...tour, title: 'Circuit dans le Sahara', lang: 'fr' }),
    });
    renderTour();
    await screen.findByRole('heading', { level: 1, name: 'Sahara Desert Tour' });

    await act(() => i18n.changeLanguage('fr'));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Circuit dans le Sahara' }),
    ).toBeVisible();
    expect(screen.getByText('À partir de 219 €/personne')).toBeVisible();
  });
});
