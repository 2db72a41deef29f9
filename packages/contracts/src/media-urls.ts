import { VARIANT_WIDTHS } from './media-limits';

const MEDIA_FILE = /^\/api\/media\/files\/([a-z0-9][a-z0-9-]*)\.(jpg|png|gif|webp|avif)$/;

/**
 * The srcset of a stored image, from its URL alone: every upload has a WebP at each of
 * VARIANT_WIDTHS named `<base>-<width>.webp` (services/media). Tours keep only the main URL, so
 * this is how a tour photo gets responsive sizes. Other URLs (placeholders, external) get none.
 */
export function mediaSrcSet(url: string): string | undefined {
  const match = MEDIA_FILE.exec(url);
  if (!match) return undefined;
  return VARIANT_WIDTHS.map((width) => `/api/media/files/${match[1]}-${width}.webp ${width}w`).join(
    ', ',
  );
}
