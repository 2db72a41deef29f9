import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeGalleryItem } from '../../features/gallery/testing/gallery-fixtures';
import { json, renderAt, serve } from '../../features/tours/testing/render';
import GalleryRoute from './gallery';

const GALLERY = 'GET /api/media/gallery?lang=en';
const GALLERY_FR = 'GET /api/media/gallery?lang=fr';

const items = [
  makeGalleryItem(3, { caption: 'Sunset over the Erg Chebbi dunes' }),
  makeGalleryItem(2, { caption: null, filename: 'IMG_2041.jpg', width: 1200, height: 800 }),
  makeGalleryItem(1, { caption: 'Jemaa el-Fna at night' }),
];

function renderGallery(list = items) {
  const fetchMock = serve({ [GALLERY]: () => json(list) });
  return { fetchMock, ...renderAt(<GalleryRoute />, { path: '/gallery' }) };
}

const photos = () => screen.getByRole('list', { name: 'Photos' });
const thumbnail = (name: string) => within(photos()).getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/gallery', () => {
  it('shows eight placeholders while loading, then the photos with their captions', async () => {
    let answer: (response: Response) => void = () => {};
    serve({ [GALLERY]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAt(<GalleryRoute />, { path: '/gallery' });

    expect(screen.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    expect(document.title).toBe('Photo Gallery – Discover the Magic of Morocco');
    expect(screen.getByRole('status')).toHaveTextContent('Loading photos…');
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getAllByTestId('gallery-skeleton')).toHaveLength(8);

    answer(json(items));

    const list = await screen.findByRole('list', { name: 'Photos' });
    expect(screen.queryByTestId('gallery-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const cells = within(list).getAllByRole('listitem');
    expect(cells).toHaveLength(3);

    const [first, second, third] = within(list).getAllByRole('img');
    expect(first).toHaveAccessibleName('Sunset over the Erg Chebbi dunes');
    expect(first).toHaveAttribute('src', '/media/gallery/3.jpg');
    expect(first).toHaveAttribute(
      'srcset',
      '/media/gallery/3-400.webp 400w, /media/gallery/3-800.webp 800w, /media/gallery/3-1600.webp 1600w',
    );
    expect(first).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
    );
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '1067');
    expect(first).toHaveAttribute('decoding', 'async');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'eager');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('width', '1200');
    expect(second).toHaveAttribute('height', '800');
    expect(third).toHaveAttribute('loading', 'lazy');

    // The caption under each photo; nothing under one without, and never the file name.
    expect(within(cells[0]!).getByText('Sunset over the Erg Chebbi dunes')).toBeVisible();
    expect(within(cells[2]!).getByText('Jemaa el-Fna at night')).toBeVisible();
    expect(second).toHaveAccessibleName('Photo from one of our tours in Morocco');
    expect(cells[1]!.textContent).toBe('');
    expect(cells[1]!.querySelector('figcaption')).toBeNull();
    expect(screen.queryByText(/IMG_2041|photo-\d\.jpg/)).not.toBeInTheDocument();
  });

  it('hides the whole cell of a photo that fails to load', async () => {
    renderGallery();
    const list = await screen.findByRole('list', { name: 'Photos' });

    fireEvent.error(within(list).getByRole('img', { name: 'Jemaa el-Fna at night' }));

    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Jemaa el-Fna at night')).not.toBeInTheDocument();
    expect(screen.getByText('Sunset over the Erg Chebbi dunes')).toBeVisible();
  });

  it('says there are no images once every photo has failed', async () => {
    renderGallery([makeGalleryItem(1)]);
    const list = await screen.findByRole('list', { name: 'Photos' });

    fireEvent.error(within(list).getByRole('img'));

    expect(screen.getByText('No images available at the moment.')).toBeVisible();
  });

  it('says so when there are no images', async () => {
    renderGallery([]);

    expect(await screen.findByText('No images available at the moment.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with Try again, which asks the server again', async () => {
    const answers = [
      () => json({ detail: 'Not found' }, 404),
      () => json([makeGalleryItem(1, { caption: 'Toubkal summit' })]),
    ];
    const fetchMock = serve({ [GALLERY]: () => (answers.shift() ?? answers[0]!)() });
    const { user } = renderAt(<GalleryRoute />, { path: '/gallery' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load gallery images.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Toubkal summit')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('opens a photo full screen on click, at its largest width; Escape closes it and focus returns', async () => {
    const { user } = renderGallery();
    await screen.findByRole('list', { name: 'Photos' });

    await user.click(thumbnail('Sunset over the Erg Chebbi dunes'));

    // The shared viewer (components/photo-viewer), loaded on this first press.
    const dialog = await screen.findByRole('dialog', { name: 'Gallery photos, full screen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const large = within(dialog).getByRole('img', { name: 'Sunset over the Erg Chebbi dunes' });
    expect(large).toHaveAttribute('src', '/media/gallery/3-1600.webp');
    expect(large).toHaveAttribute('sizes', '100vw');
    expect(large).toHaveAttribute('srcset', expect.stringContaining('1600w'));
    expect(within(dialog).getByText('Sunset over the Erg Chebbi dunes')).toBeVisible();
    expect(within(dialog).getByText('Photo 1 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog).getByRole('button', { name: 'Close the photos' })).toBeVisible();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail('Sunset over the Erg Chebbi dunes')).toHaveFocus();
  });

  it('moves between photos with the arrow keys and buttons; focus returns to the last one', async () => {
    const { user } = renderGallery();
    await screen.findByRole('list', { name: 'Photos' });
    await user.click(thumbnail('Sunset over the Erg Chebbi dunes'));
    const dialog = await screen.findByRole('dialog', { name: 'Gallery photos, full screen' });
    const position = within(dialog).getByText('Photo 1 of 3');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(position).toHaveTextContent('Photo 2 of 3'));
    // The photo without a caption is named for what it is, never by its file name.
    expect(
      within(dialog).getAllByRole('img', { name: 'Photo from one of our tours in Morocco' }),
    ).not.toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(position).toHaveTextContent('Photo 3 of 3'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail('Jemaa el-Fna at night')).toHaveFocus();
  });

  it('shows no previous/next for a single photo', async () => {
    const { user } = renderGallery([makeGalleryItem(1, { caption: 'Ait Benhaddou' })]);
    await screen.findByRole('list', { name: 'Photos' });
    await user.click(thumbnail('Ait Benhaddou'));

    const dialog = await screen.findByRole('dialog', { name: 'Gallery photos, full screen' });
    expect(within(dialog).getByText('Photo 1 of 1')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close the photos' })).toBeVisible();
  });

  describe('in French', () => {
    it('shows the captions the service answers in the page language (docs/decisions/041)', async () => {
      const english = makeGalleryItem(1, {
        caption: 'Camels at dusk',
        caption_en: 'Camels at dusk',
        caption_fr: 'Dromadaires au crépuscule',
      });
      serve({
        [GALLERY]: () => json([english]),
        [GALLERY_FR]: () => json([{ ...english, caption: 'Dromadaires au crépuscule' }]),
      });
      renderAt(<GalleryRoute />, { path: '/gallery' });
      expect(await screen.findByRole('img', { name: 'Camels at dusk' })).toBeVisible();

      await act(() => i18n.changeLanguage('fr'));
      expect(await screen.findByRole('img', { name: 'Dromadaires au crépuscule' })).toBeVisible();
      expect(screen.getByText('Dromadaires au crépuscule')).toBeVisible();
      expect(screen.queryByText('Camels at dusk')).not.toBeInTheDocument();
    });

    it('says loading, the photos and the overlay in French', async () => {
      await act(() => i18n.changeLanguage('fr'));
      let answer: (response: Response) => void = () => {};
      serve({ [GALLERY_FR]: () => new Promise<Response>((resolve) => (answer = resolve)) });
      const { user } = renderAt(<GalleryRoute />, { path: '/gallery' });

      expect(screen.getByRole('heading', { level: 1, name: 'Galerie photos' })).toBeVisible();
      expect(document.title).toBe('Galerie photos – Découvrez la magie du Maroc');
      expect(screen.getByRole('status')).toHaveTextContent('Chargement des photos…');

      answer(json([makeGalleryItem(1, { caption: null }), makeGalleryItem(2)]));
      const list = await screen.findByRole('list', { name: 'Photos' });
      const [first] = within(list).getAllByRole('img');
      expect(first).toHaveAccessibleName('Photo de l’un de nos circuits au Maroc');

      await user.click(within(list).getAllByRole('button')[0]!);
      const dialog = await screen.findByRole('dialog', {
        name: 'Photos de la galerie en plein écran',
      });
      expect(within(dialog).getByRole('button', { name: 'Fermer les photos' })).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Photo suivante' })).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Photo précédente' })).toBeVisible();
      expect(within(dialog).getByText('Photo 1 sur 2')).toBeInTheDocument();
    });

    it('says the error, Try again and the empty gallery in French', async () => {
      await act(() => i18n.changeLanguage('fr'));
      const answers = [() => json({ detail: 'Gone' }, 404), () => json([])];
      serve({ [GALLERY_FR]: () => (answers.shift() ?? answers[0]!)() });
      const { user } = renderAt(<GalleryRoute />, { path: '/gallery' });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Impossible de charger les images de la galerie.');
      await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));

      expect(await screen.findByText('Aucune image disponible pour le moment.')).toBeVisible();
    });
  });
});
