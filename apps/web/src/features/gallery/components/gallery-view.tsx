import type { GalleryItem } from '@mt/contracts/media';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GalleryGrid } from './gallery-grid';
import { GalleryPhoto } from './gallery-photo';

// Loaded when a visitor opens a photo: the gallery's first paint never waits for it.
const PhotoViewer = lazy(() => import('../../../components/photo-viewer/photo-viewer'));

type GalleryViewProps = {
  /** Newest first, as the media service sends them. */
  items: readonly GalleryItem[];
};

/**
 * The gallery once loaded: the grid, the full-screen view of the photo chosen, and the empty
 * message. A photo that fails to load leaves the grid (and the overlay's sequence).
 */
export function GalleryView({ items }: GalleryViewProps) {
  const { t } = useTranslation('gallery');
  const [failedIds, setFailedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const thumbnails = useRef(new Map<number, HTMLButtonElement>());

  const shown = useMemo(
    () => (failedIds.size === 0 ? items : items.filter((item) => !failedIds.has(item.id))),
    [items, failedIds],
  );
  const openIndex = openId === null ? -1 : shown.findIndex((item) => item.id === openId);

  const registerThumbnail = useCallback((id: number, button: HTMLButtonElement | null) => {
    if (button) thumbnails.current.set(id, button);
    else thumbnails.current.delete(id);
  }, []);

  const hideFailed = useCallback((id: number) => {
    setFailedIds((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  // Focus goes back to the thumbnail of the photo last shown, which the grid still holds.
  const close = useCallback(
    (last: number) => {
      const item = shown[last];
      if (item) thumbnails.current.get(item.id)?.focus();
      setOpenId(null);
    },
    [shown],
  );

  if (shown.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-16 text-center text-lg text-stone-700 ring-1 ring-stone-200">
        {t('gallery.noImages')}
      </p>
    );
  }

  return (
    <>
      <GalleryGrid
        items={shown}
        label={t('gallery.listLabel')}
        onOpen={setOpenId}
        onImageError={hideFailed}
        registerThumbnail={registerThumbnail}
      />
      {openIndex >= 0 ? (
        <Suspense>
          <PhotoViewer
            photos={shown.map((item) => ({
              src: item.url,
              alt: item.caption ?? t('gallery.imageAlt'),
            }))}
            label={t('lightbox.label')}
            index={openIndex}
            renderPhoto={(index) => <GalleryPhoto item={shown[index]} />}
            onClosed={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
