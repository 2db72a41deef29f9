import type { GalleryItem } from '@mt/contracts/media';
import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { largestSource, toSrcSet } from './image-sources';

// White on dark stone, readable over the backdrop and over a light photo alike; keyboard focus
// adds a white ring inside an amber outline.
const overlayButton =
  'flex size-11 items-center justify-center rounded-full bg-stone-900/75 text-white ring-1 ring-white/25 transition hover:bg-stone-800 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500';

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

type GalleryLightboxProps = {
  /** The photos one can move between, in grid order. */
  items: readonly GalleryItem[];
  /** The position in `items` of the photo shown. */
  index: number;
  onClose: () => void;
  /** Shows another photo (ArrowLeft/ArrowRight and the previous/next buttons), wrapping around. */
  onNavigate: (index: number) => void;
};

/** Keeps the page behind the overlay from scrolling, without the layout jumping sideways. */
function useScrollLock() {
  useEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}

/**
 * The full-screen view of one photo: a modal dialog named after the caption. A click anywhere but
 * on its buttons closes it, as do the X button and Escape. Focus starts on the X button and
 * stays inside while it is open; the caller puts it back on the thumbnail.
 */
export function GalleryLightbox({ items, index, onClose, onNavigate }: GalleryLightboxProps) {
  const { t } = useTranslation('gallery');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const total = items.length;
  const several = total > 1;

  useScrollLock();

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' && several) {
        event.preventDefault();
        onNavigate((index - 1 + total) % total);
      } else if (event.key === 'ArrowRight' && several) {
        event.preventDefault();
        onNavigate((index + 1) % total);
      } else if (event.key === 'Tab') {
        // The focus trap: Tab and Shift+Tab cycle through the dialog's own buttons.
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        const active = document.activeElement;
        const inside = active instanceof Node && dialog.contains(active) && active !== dialog;
        if (event.shiftKey && (!inside || active === first)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || active === last)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, total, several, onClose, onNavigate]);

  if (!item) return null;

  const label = item.caption ?? t('lightbox.photo');
  // The overlay's buttons act on their own; a click anywhere else closes the view.
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onClick={onClose}
      className="fixed inset-0 z-50 flex cursor-zoom-out flex-col items-center justify-center bg-stone-950/95 px-4 py-16 backdrop-blur-sm focus:outline-none sm:px-20"
    >
      <figure className="flex max-h-full max-w-full flex-col items-center">
        <img
          // A new element per photo, so the previous one is never shown under the new caption.
          key={item.id}
          src={largestSource(item.url, item.variants)}
          srcSet={toSrcSet(item.variants)}
          sizes="100vw"
          width={item.width}
          height={item.height}
          alt={item.caption ?? t('gallery.imageAlt')}
          decoding="async"
          className="h-auto max-h-[calc(100svh-10rem)] w-auto max-w-full rounded-lg object-contain shadow-2xl"
        />
        {item.caption ? (
          <figcaption className="mt-4 max-w-3xl text-center text-base leading-relaxed text-stone-100">
            {item.caption}
          </figcaption>
        ) : null}
      </figure>

      <button
        ref={closeRef}
        type="button"
        aria-label={t('lightbox.close')}
        onClick={stop(onClose)}
        className={`${overlayButton} absolute top-3 right-3 sm:top-5 sm:right-5`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>

      {several ? (
        <>
          <button
            type="button"
            aria-label={t('lightbox.previous')}
            onClick={stop(() => onNavigate((index - 1 + total) % total))}
            className={`${overlayButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-5`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
            </svg>
          </button>
          <button
            type="button"
            aria-label={t('lightbox.next')}
            onClick={stop(() => onNavigate((index + 1) % total))}
            className={`${overlayButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-5`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
          <p
            aria-live="polite"
            aria-atomic="true"
            className="absolute top-5 left-1/2 -translate-x-1/2 rounded-full bg-stone-900/75 px-3 py-1 text-sm font-semibold text-white tabular-nums sm:top-7"
          >
            <span aria-hidden="true">{`${index + 1} / ${total}`}</span>
            <span className="sr-only">{t('lightbox.counter', { current: index + 1, total })}</span>
          </p>
        </>
      ) : null}
    </div>,
    document.body,
  );
}
