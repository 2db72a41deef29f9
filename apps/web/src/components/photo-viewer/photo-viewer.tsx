import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import type { Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

/** One photo of the viewer: its address (the slide's key) and what it shows. */
export type ViewerPhoto = { src: string; alt: string };

type PhotoViewerProps = {
  photos: readonly ViewerPhoto[];
  /** The dialog's name, e.g. "Tour photos, full screen". */
  label: string;
  /** The photo it opens on. */
  index: number;
  /** Draws one photo (the caller's own image, with its widths and fallback). */
  renderPhoto: (index: number) => ReactNode;
  /** Called once it has closed, with the photo last shown, to give the focus back to the page. */
  onClosed: (index: number) => void;
};

/**
 * Photos full screen, for a tour's photos and the gallery alike (docs/decisions/067), loaded only
 * when a visitor opens one (its importers lazy-load it): yet-another-react-lightbox, a modal
 * dialog (aria-modal, the page behind it inert, its scroll locked) that a finger swipes, the arrow
 * keys move and Escape closes, with its buttons named in the page's language and the position
 * said as it changes ("Photo 2 of 5").
 */
export default function PhotoViewer({
  photos,
  label,
  index: first,
  renderPhoto,
  onClosed,
}: PhotoViewerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(first);
  const total = photos.length;
  // Made once: new slides would send the viewer back to its first photo.
  const [slides] = useState<Slide[]>(() => photos.map(({ src, alt }) => ({ src, alt })));

  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      index={first}
      slides={slides}
      labels={{
        Lightbox: label,
        'Photo gallery': label,
        Carousel: t('viewer.carousel'),
        Slide: t('viewer.slide'),
        '{index} of {total}': t('viewer.position'),
        Previous: t('viewer.previous'),
        Next: t('viewer.next'),
        Close: t('viewer.close'),
      }}
      // One photo: nothing to go round to.
      carousel={{ finite: total === 1 }}
      // A tap beside the photo or a pull down closes it too, as on a phone's own photo viewer.
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      on={{ view: ({ index: shown }) => setIndex(shown), exited: () => onClosed(index) }}
      render={{
        slide: ({ slide }) => renderPhoto(slides.indexOf(slide)),
        // One photo: no buttons that lead nowhere.
        ...(total === 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}),
        // Said whenever it changes: the position is the one thing a swipe tells.
        controls: () => (
          <p
            aria-live="polite"
            aria-atomic="true"
            className="absolute top-4 left-4 rounded-full bg-stone-900/80 px-3 py-1 text-sm font-semibold text-white tabular-nums"
          >
            {t('viewer.counter', { current: index + 1, total })}
          </p>
        ),
      }}
    />
  );
}
