import type { TourImage as TourImageData } from '@mt/contracts/tours';
import { lazy, Suspense, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TourImage } from './tour-image';

// Loaded when a visitor opens a photo, never with the page (docs/decisions/067).
const PhotoViewer = lazy(() => import('../../../components/photo-viewer/photo-viewer'));

type ImageCarouselProps = {
  /** In display order. */
  images: readonly TourImageData[];
  /** The tour's title: the alt text of images without their own, and of the stock photo. */
  title: string;
};

// Focus: a white ring inside an amber outline, visible on light and dark photos alike.
const arrowButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow-md transition hover:bg-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/**
 * The tour's photos: one large photo with previous/next buttons (wrapping around), a counter and
 * thumbnails. With the carousel focused, the left and right arrow keys move between photos.
 * It opens on the main photo; the stock photo stands in when there is none or one fails. The
 * photo opens full screen (components/photo-viewer), and closing it comes back to the photo last seen.
 */
export function ImageCarousel({ images, title }: ImageCarouselProps) {
  const { t } = useTranslation('tours');
  const total = images.length;
  const [initial] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.is_main),
    ),
  );
  const [selected, setSelected] = useState(initial);
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const index = total === 0 ? 0 : Math.min(selected, total - 1);
  const current = images[index];
  const several = total > 1;

  const show = (next: number) => setSelected(((next % total) + total) % total);
  const photo = (
    <TourImage
      src={current?.image_url}
      alt={current?.alt_text || title}
      fallbackAlt={title}
      width={1200}
      height={800}
      // The photo shown first is the page's main image; later ones load when chosen.
      priority={index === initial}
      // The column it fills (tour-details.tsx): the page's width less its padding, and from
      // 1024 px less the 20rem aside and the 2.5rem gap, in at most 72rem.
      sizes="(min-width: 72rem) 47.5rem, (min-width: 1024px) calc(100vw - 24.5rem), calc(100vw - 2rem)"
      className="size-full object-cover"
    />
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!several) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      show(index + 1);
    }
  };

  return (
    <>
      <section
        aria-roledescription="carousel"
        aria-label={t('carousel.label')}
        tabIndex={several ? 0 : undefined}
        onKeyDown={onKeyDown}
        className="rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-700"
      >
        <div className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-stone-200 shadow-sm">
          {/* The photo opens full screen, named by its own text and what the press does; the
            stock photo stands alone. */}
          {total === 0 ? (
            photo
          ) : (
            <button
              ref={opener}
              type="button"
              onClick={() => setViewing(index)}
              className="block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-amber-700"
            >
              {photo}{' '}
              <span className="sr-only">{t('viewer.open', { current: index + 1, total })}</span>
            </button>
          )}
          {several ? (
            <>
              <button
                type="button"
                aria-label={t('carousel.previous')}
                onClick={() => show(index - 1)}
                className={`${arrowButton} left-3`}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
                  <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
                </svg>
              </button>
              <button
                type="button"
                aria-label={t('carousel.next')}
                onClick={() => show(index + 1)}
                className={`${arrowButton} right-3`}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
                  <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
              <p
                aria-live="polite"
                aria-atomic="true"
                className="absolute right-3 bottom-3 rounded-full bg-stone-900/80 px-3 py-1 text-sm font-semibold text-white tabular-nums"
              >
                <span aria-hidden="true">{`${index + 1} / ${total}`}</span>
                <span className="sr-only">
                  {t('carousel.counter', { current: index + 1, total })}
                </span>
              </p>
            </>
          ) : null}
        </div>

        {several ? (
          <ul aria-label={t('carousel.thumbnails')} className="mt-3 flex gap-2 overflow-x-auto p-1">
            {images.map((image, position) => {
              const active = position === index;
              return (
                <li key={image.id} className="shrink-0">
                  <button
                    type="button"
                    aria-label={t('carousel.show', { current: position + 1, total })}
                    aria-pressed={active}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => setSelected(position)}
                    className={`block overflow-hidden rounded-lg ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${
                      active ? 'ring-amber-700' : 'opacity-75 ring-transparent hover:opacity-100'
                    }`}
                  >
                    <TourImage
                      src={image.image_url}
                      alt=""
                      width={120}
                      height={80}
                      sizes="96px"
                      className="h-14 w-21 object-cover sm:h-16 sm:w-24"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
      {/* Beside the carousel, not in it: the viewer's keys are its own. */}
      {viewing === null ? null : (
        <Suspense>
          <PhotoViewer
            photos={images.map((image) => ({ src: image.image_url, alt: image.alt_text || title }))}
            label={t('viewer.label')}
            index={viewing}
            renderPhoto={(index) => (
              // The stored widths (docs/decisions/009), the stock photo when one fails.
              <TourImage
                src={images[index]?.image_url}
                alt={images[index]?.alt_text || title}
                fallbackAlt={title}
                width={1200}
                height={800}
                sizes="100vw"
                className="h-auto max-h-full w-auto max-w-full object-contain"
              />
            )}
            onClosed={(last) => {
              setViewing(null);
              setSelected(last);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
