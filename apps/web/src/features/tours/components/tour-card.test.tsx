import { act, fireEvent, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';

import { makeImage, makeTour } from '../testing/tour-fixtures';
import { renderWithRouter } from '../testing/render';
import { toTourSummary } from '../api/tour-summary';
import { TourCard } from './tour-card';
import { TOUR_FALLBACK_IMAGE } from './tour-image';

const imageOf = () => screen.getByRole('img', { name: /./ });

describe('TourCard', () => {
  it('shows the main image, whatever its position', () => {
    const tour = makeTour({
      images: [
        makeImage(1),
        makeImage(2, { is_main: true, alt_text: 'Dunes at sunset', image_url: '/img/main.jpg' }),
      ],
    });
    renderWithRouter(<TourCard tour={toTourSummary(tour)} />);

    const image = screen.getByRole('img', { name: 'Dunes at sunset' });
    expect(image).toHaveAttribute('src', '/img/main.jpg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('falls back to the first image, named after the tour when it has no alt text', () => {
    const tour = makeTour({
      images: [
        makeImage(2, { display_order: 1, image_url: '/img/second.jpg' }),
        makeImage(1, { display_order: 0, image_url: '/img/first.jpg' }),
      ],
    });
    renderWithRouter(<TourCard tour={toTourSummary(tour)} />);

    expect(screen.getByRole('img', { name: 'Sahara Desert Tour' })).toHaveAttribute(
      'src',
      '/img/first.jpg',
    );
  });

  it('shows the stock photo when the tour has no image', () => {
    renderWithRouter(<TourCard tour={toTourSummary(makeTour({ images: [] }))} />);

    expect(imageOf()).toHaveAttribute('src', TOUR_FALLBACK_IMAGE);
  });

  it('swaps in the stock photo when the image fails to load, and only once', () => {
    const tour = makeTour({ images: [makeImage(1, { is_main: true, alt_text: 'Camels' })] });
    renderWithRouter(<TourCard tour={toTourSummary(tour)} />);

    fireEvent.error(screen.getByRole('img', { name: 'Camels' }));

    const image = screen.getByRole('img', { name: 'Sahara Desert Tour' });
    expect(image).toHaveAttribute('src', TOUR_FALLBACK_IMAGE);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', TOUR_FALLBACK_IMAGE);
  });

  it('loads lazily, except the priority card which loads first', () => {
    const tour = makeTour({ images: [makeImage(1)] });
    const { unmount } = renderWithRouter(<TourCard tour={toTourSummary(tour)} />);
    expect(imageOf()).toHaveAttribute('loading', 'lazy');
    unmount();

    renderWithRouter(<TourCard tour={toTourSummary(tour)} priority />);
    expect(imageOf()).toHaveAttribute('loading', 'eager');
    expect(imageOf()).toHaveAttribute('fetchpriority', 'high');
  });

  it('links the whole card to the tour, named after the tour', () => {
    renderWithRouter(<TourCard tour={toTourSummary(makeTour({ id: 7 }))} />);

    expect(screen.getByRole('link', { name: 'Sahara Desert Tour' })).toHaveAttribute(
      'href',
      '/tours/7',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sahara Desert Tour' })).toBeVisible();
  });

  it('shows the description without markup, cut to 150 characters', () => {
    const long = `<p>${'Dunes and stars. '.repeat(12)}</p>`;
    renderWithRouter(<TourCard tour={toTourSummary(makeTour({ description: long }))} />);

    const text = 'Dunes and stars. '.repeat(12).slice(0, 150).trimEnd();
    expect(screen.getByText(`${text}…`)).toBeVisible();
  });

  it('shows the duration and the "from" price per person in the language’s format', async () => {
    // The lowest a group pays, not the tour's own price (decision 038).
    renderWithRouter(
      <TourCard tour={toTourSummary(makeTour({ price: 1490, from_price: 1249 }))} />,
    );

    expect(screen.getByText('3 days / 2 nights')).toBeVisible();
    expect(screen.getByText('From')).toBeVisible();
    expect(screen.getByText('€1,249')).toBeVisible();
    expect(screen.queryByText('€1,490')).not.toBeInTheDocument();
    expect(screen.getByText('per person')).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    // Testing Library reads the no-break spaces Intl writes as plain spaces.
    expect(screen.getByText('À partir de')).toBeVisible();
    expect(screen.getByText('1 249 €')).toBeVisible();
    expect(screen.getByText('par personne')).toBeVisible();
  });

  it('counts the photos only when there are several', async () => {
    const { unmount } = renderWithRouter(
      <TourCard tour={toTourSummary(makeTour({ images: [makeImage(1)] }))} />,
    );
    expect(screen.queryByText(/photo/)).not.toBeInTheDocument();
    unmount();

    renderWithRouter(
      <TourCard tour={toTourSummary(makeTour({ images: [1, 2, 3].map((id) => makeImage(id)) }))} />,
    );
    expect(screen.getByText('3 photos')).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('3 photos')).toBeVisible();
  });

  it('shows the rating under the title once the tour has reviews, and nothing before', () => {
    const { unmount } = renderWithRouter(
      <TourCard tour={toTourSummary(makeTour({ average_rating: 4.8, total_reviews: 23 }))} />,
    );
    expect(screen.getByRole('img', { name: '4.8 out of 5, 23 reviews' })).toBeVisible();
    // The card's link stays named after the tour alone.
    expect(screen.getByRole('link')).toHaveAccessibleName('Sahara Desert Tour');
    unmount();

    renderWithRouter(<TourCard tour={toTourSummary(makeTour({ total_reviews: 0 }))} />);
    expect(screen.queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/review/)).not.toBeInTheDocument();
  });
});
