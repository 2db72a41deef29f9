import { fileTypeFromBuffer } from 'file-type';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/** The formats file-type may name that we take, by its MIME type. An animated PNG is a PNG. */
const ACCEPTED: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/apng': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * An upload's type is recognised from its content by file-type, never from its declared type or
 * name (docs/product.md, Rules, Media). Only the five raster formats pass; SVG, HTML and anything
 * else is null. sharp then has to decode the file as that format, so a header glued onto something
 * else still fails.
 */
export async function sniffImageFormat(bytes: Uint8Array): Promise<ImageFormat | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && ACCEPTED[type.mime]) ?? null;
}

export const MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const EXTENSIONS: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
};
