import { VARIANT_WIDTHS } from '@mt/contracts/media-limits';
import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from './load-sharp';
import type { ImageFormat } from './sniff';

/** docs/product.md (Rules, Media): the pixel count is limited before decoding (40 MP: a 12-MP phone photo fits thrice). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The fallback in the original format is kept no wider than the largest variant. */
const FALLBACK_MAX_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/** A decompression bomb: small in bytes, huge in pixels. Refused before any decoding. */
export class TooManyPixelsError extends Error {
  override name = 'TooManyPixelsError';
}

export interface ProcessedImage {
  fallback: { buffer: Buffer; format: ImageFormat; width: number; height: number };
  variants: { width: number; buffer: Buffer }[];
}

function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: true });
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'avif':
      return pipeline.avif({ quality: 55, effort: 4 });
  }
}

/**
 * Re-encodes an upload (docs/decisions/009): decoded as the sniffed format under a pixel limit,
 * turned upright from its EXIF orientation, and written anew, so no metadata (GPS included) and
 * no bytes smuggled beside the picture survive. Produces the fallback in the original format
 * and a WebP at each responsive width (never enlarged).
 */
export async function processImage(input: Buffer, format: ImageFormat): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const source = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
    animated: format === 'gif',
  });
  let metadata: Metadata;
  try {
    // The header alone, with sharp's pixel limit off: reading it decodes no pixels, and lets our
    // own check below tell a pixel bomb (413) from a file that is not an image (415).
    metadata = await sharp(input, {
      limitInputPixels: false,
      animated: format === 'gif',
    }).metadata();
  } catch (error) {
    throw new NotAnImageError('The file could not be decoded as an image', { cause: error });
  }
  // libvips names AVIF "heif"; compare as text so every spelling it uses maps to our names.
  const reported = String(metadata.format);
  const decodedAs = reported === 'heif' ? 'avif' : reported === 'jpg' ? 'jpeg' : reported;
  if (decodedAs !== format)
    throw new NotAnImageError(`Content is ${metadata.format}, not ${format}`);
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new TooManyPixelsError('The image has too many pixels');
  }

  const upright = () => source.clone().rotate();
  try {
    const [fallback, ...variants] = await Promise.all([
      encode(
        upright().resize({ width: FALLBACK_MAX_WIDTH, withoutEnlargement: true }),
        format,
      ).toBuffer({
        resolveWithObject: true,
      }),
      ...VARIANT_WIDTHS.map((width) =>
        upright().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    ]);
    return {
      fallback: {
        buffer: fallback.data,
        format,
        width: fallback.info.width,
        height: fallback.info.height,
      },
      variants: variants.map((buffer, index) => ({ width: VARIANT_WIDTHS[index]!, buffer })),
    };
  } catch (error) {
    throw new NotAnImageError('The image could not be processed', { cause: error });
  }
}
