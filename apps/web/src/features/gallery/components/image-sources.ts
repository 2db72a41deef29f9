import type { ImageVariant } from '@mt/contracts/media';

/** Thumbnails: a quarter of the page on large screens, a third on tablets, half on phones. */
export const THUMBNAIL_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** The WebP widths as a srcset, e.g. "/a-400.webp 400w, /a-800.webp 800w". */
export function toSrcSet(variants: readonly ImageVariant[]): string | undefined {
  if (variants.length === 0) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** The widest variant's address, for the full-screen view; the original when there is none. */
export function largestSource(url: string, variants: readonly ImageVariant[]): string {
  let largest: ImageVariant | undefined;
  for (const variant of variants) {
    if (!largest || variant.width > largest.width) largest = variant;
  }
  return largest?.url ?? url;
}
