import { mediaSrcSet } from '@mt/contracts/media-urls';

/** Link previews (og:image, twitter:image) are drawn about 1200×630 px. */
const SHARE_IMAGE_MIN_WIDTH = 1200;

/**
 * The picture a link preview shows for a tour photo: of the widths the media service stores for
 * every upload (docs/decisions/009), the smallest at least as wide as a preview card; a URL with
 * no stored widths (an external photo) as it is.
 */
export function shareImageUrl(url: string): string {
  const variants = (mediaSrcSet(url) ?? '')
    .split(', ')
    .map((entry) => {
      const [src = '', width = ''] = entry.split(' ');
      return { src, width: Number.parseInt(width, 10) };
    })
    .filter(({ src, width }) => src !== '' && width >= SHARE_IMAGE_MIN_WIDTH)
    .sort((a, b) => a.width - b.width);
  return variants[0]?.src ?? url;
}
