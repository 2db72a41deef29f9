import { mediaSrcSet } from '@mt/contracts/media-urls';
import { useState } from 'react';

/** The stock photo shown when a tour has no image or its image fails to load. */
export const TOUR_FALLBACK_IMAGE = '/images/tour-fallback.svg';

type TourImageProps = {
  /** The photo to show; undefined shows the stock photo. */
  src: string | undefined;
  alt: string;
  /** Said instead of `alt` once the stock photo stands in, since the photo described is gone. */
  fallbackAlt?: string | undefined;
  /** The intrinsic size, so the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  /** The page's most important image: fetched at once and first, not when scrolled near. */
  priority?: boolean;
  /** How wide the image is shown, for choosing among the stored widths (an <img sizes> value). */
  sizes?: string;
  className?: string;
};

/** A tour photo that falls back to the stock photo when it is missing or fails to load. */
export function TourImage({
  src,
  alt,
  fallbackAlt,
  width,
  height,
  priority = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className = '',
}: TourImageProps) {
  // Remembering which address failed (not just "failed") lets a new src try again by itself.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== undefined && src !== '' && src !== failedSrc;
  const shown = usable ? src : TOUR_FALLBACK_IMAGE;

  return (
    <img
      src={shown}
      srcSet={usable ? mediaSrcSet(shown) : undefined}
      sizes={usable && mediaSrcSet(shown) ? sizes : undefined}
      alt={usable ? alt : (fallbackAlt ?? alt)}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        // The stock photo itself failing must not loop.
        if (usable) setFailedSrc(src);
      }}
      className={className}
    />
  );
}
