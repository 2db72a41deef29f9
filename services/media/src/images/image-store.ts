import { randomUUID } from 'node:crypto';
import type { Language } from '@mt/contracts/common';
import type { GalleryItem, GalleryStats, StoredImage } from '@mt/contracts/media';
import { inLanguage } from '@mt/domain/in-language';
import { and, desc, eq, sum, count } from 'drizzle-orm';
import type { MediaDb } from '../db/database';
import { images } from '../db/schema';
import type { MediaStorage } from '../storage/storage';
import { imageFileKeys } from './file-keys';
import { NotAnImageError, processImage } from './process-image';
import { MIME_TYPES, sniffImageFormat } from './sniff';

type ImageRow = typeof images.$inferSelect;
export const FILES_PATH = '/api/media/files';

export function toStoredImage(row: ImageRow): StoredImage {
  const keys = imageFileKeys(row);
  return {
    url: `${FILES_PATH}/${keys.fallback}`,
    variants: keys.variants.map(({ width, key }) => ({ width, url: `${FILES_PATH}/${key}` })),
    width: row.width,
    height: row.height,
    mime_type: MIME_TYPES[row.format],
    file_size: row.fileSize,
  };
}

/** A gallery item with its caption in `lang`, else the other language (@mt/domain/in-language). */
export function toGalleryItem(row: ImageRow, lang: Language): GalleryItem {
  return {
    ...toStoredImage(row),
    id: row.id,
    filename: row.filename,
    caption: inLanguage(lang, row.caption, row.captionFr),
    caption_en: row.caption,
    caption_fr: row.captionFr,
    created_at: row.createdAt,
  };
}

/** A display name from the uploader's file name: kept for the admin, never a path. */
function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 120) || 'image';
}

export interface NewImage {
  data: Buffer;
  filename?: string | undefined;
  caption?: string | undefined;
  captionFr?: string | undefined;
  kind: 'gallery' | 'tour';
}

export function createImageStore(db: MediaDb, storage: MediaStorage) {
  return {
    /** Sniffs, re-encodes, writes every file, then records the image; nothing is left half-stored. */
    async saveImage(image: NewImage): Promise<ImageRow> {
      const format = await sniffImageFormat(image.data);
      if (!format) throw new NotAnImageError('Not a JPEG, PNG, WebP, GIF or AVIF image');
      const processed = await processImage(image.data, format);
      const baseKey = randomUUID();
      const keys = imageFileKeys({
        baseKey,
        format,
        variantWidths: processed.variants.map((variant) => variant.width),
      });
      const written: string[] = [];
      try {
        await storage.put(keys.fallback, processed.fallback.buffer);
        written.push(keys.fallback);
        for (const [index, variant] of processed.variants.entries()) {
          await storage.put(keys.variants[index]!.key, variant.buffer);
          written.push(keys.variants[index]!.key);
        }
        const totalBytes =
          processed.fallback.buffer.length +
          processed.variants.reduce((total, variant) => total + variant.buffer.length, 0);
        return db
          .insert(images)
          .values({
            kind: image.kind,
            baseKey,
            filename: cleanFilename(image.filename),
            caption: image.caption?.trim() || null,
            captionFr: image.captionFr?.trim() || null,
            format,
            width: processed.fallback.width,
            height: processed.fallback.height,
            fileSize: processed.fallback.buffer.length,
            totalBytes,
            variantWidths: processed.variants.map((variant) => variant.width),
          })
          .returning()
          .get();
      } catch (error) {
        await Promise.all(written.map((key) => storage.remove(key)));
        throw error;
      }
    },

    findGallery(lang: Language): GalleryItem[] {
      return db
        .select()
        .from(images)
        .where(eq(images.kind, 'gallery'))
        .orderBy(desc(images.createdAt), desc(images.id))
        .all()
        .map((row) => toGalleryItem(row, lang));
    },

    /** Both captions of a gallery item; null when there is no such item. */
    setCaptions(
      id: number,
      captions: { caption: string | null; captionFr: string | null },
    ): ImageRow | undefined {
      return db
        .update(images)
        .set(captions)
        .where(and(eq(images.id, id), eq(images.kind, 'gallery')))
        .returning()
        .get();
    },

    /** Removes the record first, then the files: a crash in between leaves orphan files, never a broken item. */
    async deleteGalleryItem(id: number): Promise<boolean> {
      const row = db
        .delete(images)
        .where(and(eq(images.id, id), eq(images.kind, 'gallery')))
        .returning()
        .get();
      if (!row) return false;
      const keys = imageFileKeys(row);
      await Promise.all(
        [keys.fallback, ...keys.variants.map((variant) => variant.key)].map((key) =>
          storage.remove(key),
        ),
      );
      return true;
    },

    galleryStats(): GalleryStats {
      const row = db
        .select({ total: count(), bytes: sum(images.totalBytes) })
        .from(images)
        .where(eq(images.kind, 'gallery'))
        .get();
      return { total_items: row?.total ?? 0, storage_used: Number(row?.bytes ?? 0) };
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;
