import type { TourImage as TourImageData } from '@mt/contracts/tours';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';

import { TourImage } from './tour-image';

type PhotoViewerProps = {
  images: readonly TourImageData[];
  /** The tour's title: the alt text of photos without their own. */
  title: string;
  /** The photo it opens on. */
  index: number;
  /** Called once it has closed, with the photo last shown, to give the focus back to the page. */
  onClosed: (index: number) => void;
};

/**
 * The tour's photos full screen (docs/decisions/067), loaded only when a visitor opens one:
 * yet-another-react-lightbox, a modal dialog (aria-modal, the page behind it inert) that a finger
 * swipes, the arrow keys move and Escape closes, with its buttons named in the page's language
 * and the position said as it changes ("Photo 2 of 5").
 */
export default function PhotoViewer({ images, title, index: first, onClosed }: PhotoViewerProps) {
  const { t } = useTranslation('tours');
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(first);
  const total = images.length;
  // Made once: new slides would send the viewer back to its first photo.
  const [slides] = useState(() =>
    images.map((image) => ({ src: image.image_url, alt: image.alt_text || title })),
  );

  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      index={first}
      slides={slides}
      labels={{
        Lightbox: t('viewer.label'),
        'Photo gallery': t('carousel.label'),
        Carousel: t('viewer.carousel'),
        Slide: t('carousel.slide'),
        '{index} of {total}': t('viewer.position'),
        Previous: t('carousel.previous'),
        Next: t('carousel.next'),
        Close: t('viewer.close'),
      }}
      // One photo: no buttons to go round to itself.
      carousel={{ finite: total === 1 }}
      // A tap beside the photo or a pull down closes it too, as on a phone's own photo viewer.
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      on={{ view: ({ index: shown }) => setIndex(shown), exited: () => onClosed(index) }}
      render={{
        // The stored widths (docs/decisions/009), the stock photo when one fails.
        slide: ({ slide }) => (
          <TourImage
            src={slide.src}
            alt={slide.alt ?? title}
            fallbackAlt={title}
            width={1200}
            height={800}
            sizes="100vw"
            className="h-auto max-h-full w-auto max-w-full object-contain"
          />
        ),
        // Said whenever it changes: the position is the one thing a swipe tells.
        controls: () => (
          <p
            aria-live="polite"
            aria-atomic="true"
            className="absolute top-4 left-4 rounded-full bg-stone-900/80 px-3 py-1 text-sm font-semibold text-white tabular-nums"
          >
            {t('carousel.counter', { current: index + 1, total })}
          </p>
        ),
      }}
    />
  );
}
