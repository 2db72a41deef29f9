import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeImage } from '../testing/tour-fixtures';
import { ImageCarousel } from './image-carousel';
import { TOUR_FALLBACK_IMAGE } from './tour-image';

const images = [
  makeImage(1, { is_main: true, alt_text: 'Dunes', image_url: '/img/1.jpg' }),
  makeImage(2, { alt_text: 'Kasbah', image_url: '/img/2.jpg' }),
  makeImage(3, { image_url: '/img/3.jpg' }),
];

function renderCarousel(list = images) {
  const user = userEvent.setup();
  render(<ImageCarousel images={list} title="Sahara Desert Tour" />);
  const carousel = screen.getByRole('region', { name: 'Tour photos' });
  // The large photo is the first image; thumbnails have no names of their own.
  const photo = () => {
    const [large] = within(carousel).getAllByRole('img');
    if (!large) throw new Error('the carousel shows no photo');
    return large;
  };
  return { user, carousel, photo };
}

describe('ImageCarousel', () => {
  it('starts on the main photo, eager and first in line', () => {
    const { photo } = renderCarousel();

    expect(photo()).toHaveAccessibleName('Dunes');
    expect(photo()).toHaveAttribute('loading', 'eager');
    expect(photo()).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('1 / 3')).toBeVisible();
    expect(screen.getByText('Photo 1 of 3')).toBeInTheDocument();
  });

  it('moves with next and previous, wrapping around at both ends', async () => {
    const { user, photo } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Next photo' });
    const previous = screen.getByRole('button', { name: 'Previous photo' });

    await user.click(next);
    expect(photo()).toHaveAccessibleName('Kasbah');
    expect(photo()).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('2 / 3')).toBeVisible();

    await user.click(next);
    // No alt text of its own: named after the tour.
    expect(photo()).toHaveAccessibleName('Sahara Desert Tour');
    await user.click(next);
    expect(screen.getByText('1 / 3')).toBeVisible();

    await user.click(previous);
    expect(screen.getByText('3 / 3')).toBeVisible();
    expect(photo()).toHaveAttribute('src', '/img/3.jpg');
  });

  it('selects a photo from its thumbnail, marking it current', async () => {
    const { user, photo } = renderCarousel();
    const thumbnails = screen.getByRole('list', { name: 'Choose a photo' });
    const first = within(thumbnails).getByRole('button', { name: 'Show photo 1 of 3' });
    const second = within(thumbnails).getByRole('button', { name: 'Show photo 2 of 3' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-current', 'true');

    await user.click(second);

    expect(photo()).toHaveAccessibleName('Kasbah');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('follows the arrow keys while it has focus', async () => {
    const { user, carousel } = renderCarousel();

    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 3')).toBeVisible();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('3 / 3')).toBeVisible();
  });

  it('shows the stock photo, without controls, when there is no image', () => {
    const { photo } = renderCarousel([]);

    expect(photo()).toHaveAttribute('src', TOUR_FALLBACK_IMAGE);
    expect(photo()).toHaveAccessibleName('Sahara Desert Tour');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/\d \/ \d/)).not.toBeInTheDocument();
  });

  it('shows the stock photo when a photo fails to load', () => {
    const { photo } = renderCarousel();

    fireEvent.error(photo());

    expect(photo()).toHaveAttribute('src', TOUR_FALLBACK_IMAGE);
    expect(photo()).toHaveAccessibleName('Sahara Desert Tour');
  });

  it('opens the photo full screen as a modal dialog, moves with the arrow keys, and Escape gives the focus back', async () => {
    const { user } = renderCarousel();
    const opener = screen.getByRole('button', { name: 'Dunes View photo 1 of 3 full screen' });

    await user.click(opener);
    // Loaded on this first press (docs/decisions/067).
    const viewer = await screen.findByRole('dialog', { name: 'Tour photos, full screen' });
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    const position = within(viewer).getByText('Photo 1 of 3');
    expect(position).toHaveAttribute('aria-live', 'polite');
    expect(within(viewer).getByRole('button', { name: 'Close the photos' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(position).toHaveTextContent('Photo 2 of 3'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back on the page, on the photo last seen.
    expect(
      screen.getByRole('button', { name: 'Kasbah View photo 2 of 3 full screen' }),
    ).toHaveFocus();
  });

  it('names the viewer and its buttons in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const user = userEvent.setup();
    render(<ImageCarousel images={images} title="Circuit dans le Sahara" />);

    await user.click(screen.getByRole('button', { name: /Voir la photo 1 sur 3 en plein écran/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos du circuit en plein écran' });
    expect(within(viewer).getByText('Photo 1 sur 3')).toBeVisible();
    expect(within(viewer).getByRole('button', { name: 'Fermer les photos' })).toBeVisible();
    expect(within(viewer).getByRole('button', { name: 'Photo suivante' })).toBeVisible();
  });

  it('has nothing to open while the stock photo stands in', () => {
    renderCarousel([]);

    expect(screen.queryByRole('button', { name: /full screen/ })).not.toBeInTheDocument();
  });
});
