import { z } from 'zod';
import { MAX_CAPTION } from './media-limits';
import { LangQuerySchema } from './common';
import { singleLineText } from './text';

export const ImageVariantSchema = z.object({ width: z.number().int(), url: z.string() });
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

/** A stored image: `url` is the fallback in the original format; `variants` are WebP widths. */
export const StoredImageSchema = z.object({
  url: z.string(),
  variants: z.array(ImageVariantSchema),
  width: z.number().int(),
  height: z.number().int(),
  mime_type: z.string(),
  file_size: z.number().int(),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

/**
 * A gallery item (docs/product.md, Entities), with what a responsive <img> needs. `caption` is in
 * the requested language, else the other (@mt/domain/in-language); `caption_en` and `caption_fr`
 * are the stored texts, for the admin form (docs/decisions/041-bilingual-tags-and-captions.md).
 */
export const GalleryItemSchema = StoredImageSchema.extend({
  id: z.number().int(),
  filename: z.string(),
  caption: z.string().nullable(),
  caption_en: z.string().nullable(),
  caption_fr: z.string().nullable(),
  created_at: z.string(),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** Gallery stats: storage_used in bytes, every stored file counted. */
export const GalleryStatsSchema = z.object({
  total_items: z.number().int(),
  storage_used: z.number().int(),
});
export type GalleryStats = z.infer<typeof GalleryStatsSchema>;

export const CaptionSchema = singleLineText().max(MAX_CAPTION).optional();

/** PUT /gallery/{id}: both captions; blank or absent means none. */
export const GalleryCaptionsInputSchema = z.object({
  caption: singleLineText()
    .max(MAX_CAPTION)
    .nullish()
    .transform((text) => text || null),
  caption_fr: singleLineText()
    .max(MAX_CAPTION)
    .nullish()
    .transform((text) => text || null),
});
export type GalleryCaptionsInput = z.input<typeof GalleryCaptionsInputSchema>;

/** GET /gallery: captions in this language (docs/decisions/041-bilingual-tags-and-captions.md). */
export const GalleryQuerySchema = LangQuerySchema;
