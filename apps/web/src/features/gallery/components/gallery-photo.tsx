import type { GalleryItem } from '@mt/contracts/media';
import { useTranslation } from 'react-i18next';

import { largestSource, toSrcSet } from './image-sources';

/** One gallery photo full screen, at the widths it was stored in, its caption beneath. */
export function GalleryPhoto({ item }: { item: GalleryItem | undefined }) {
  const { t } = useTranslation('gallery');
  if (!item) return null;
  return (
    <figure className="flex max-h-full max-w-full flex-col items-center">
      <img
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
  );
}
