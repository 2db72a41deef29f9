import type { GalleryItem } from '@mt/contracts/media';
import { useTranslation } from 'react-i18next';

import { THUMBNAIL_SIZES, toSrcSet } from './image-sources';
import { LoadingGrid } from '../../../components/ui/loading-grid';

// Two columns on phones, three on tablets, four on large screens: THUMBNAIL_SIZES says the same.
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4';

/** The first photos are above the fold on every layout: fetched at once, the very first first. */
const EAGER_IMAGES = 2;

type GalleryGridProps = {
  items: readonly GalleryItem[];
  /** Names the list for assistive technology. */
  label: string;
  onOpen: (id: number) => void;
  /** The photo could not be loaded: the caller drops its cell. */
  onImageError: (id: number) => void;
  /** Registers each thumbnail's button, so focus can return to it when the overlay closes. */
  registerThumbnail: (id: number, button: HTMLButtonElement | null) => void;
};

/**
 * The gallery grid: each photo is a button that opens the full-screen view (Enter and Space come
 * with the button), with its caption under it. Visitors never see file names.
 */
export function GalleryGrid({
  items,
  label,
  onOpen,
  onImageError,
  registerThumbnail,
}: GalleryGridProps) {
  const { t } = useTranslation('gallery');

  return (
    <ul aria-label={label} className={gridClass}>
      {items.map((item, index) => (
        <li key={item.id}>
          <figure className="group h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-lg has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-amber-700">
            <button
              ref={(button) => {
                registerThumbnail(item.id, button);
                return () => registerThumbnail(item.id, null);
              }}
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(item.id)}
              className="block w-full cursor-zoom-in overflow-hidden bg-stone-200 focus:outline-none"
            >
              <img
                src={item.url}
                srcSet={toSrcSet(item.variants)}
                sizes={THUMBNAIL_SIZES}
                width={item.width}
                height={item.height}
                alt={item.caption ?? t('gallery.imageAlt')}
                loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                onError={() => onImageError(item.id)}
                className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
              />
            </button>
            {item.caption ? (
              <figcaption className="px-3 py-2.5 text-sm leading-snug text-stone-700">
                {item.caption}
              </figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Loading placeholders for this grid (components/ui/loading-grid.tsx). */
export function GalleryGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <LoadingGrid
      count={count}
      label={label}
      className={gridClass}
      renderItem={(index) => (
        <div
          key={index}
          aria-hidden="true"
          data-testid="gallery-skeleton"
          className="animate-pulse overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 motion-reduce:animate-none"
        >
          <div className="aspect-[4/3] bg-stone-200" />
          <div className="px-3 py-3">
            <div className="h-3 w-3/4 rounded bg-stone-100" />
          </div>
        </div>
      )}
    />
  );
}
