import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every stored image: gallery items and tour images. Files are named from `baseKey` by the server:
 * `<baseKey>.<ext>` (the fallback in the original format) and `<baseKey>-<width>.webp`.
 */
export const images = sqliteTable(
  'images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['gallery', 'tour'] }).notNull(),
    baseKey: text('base_key').notNull().unique(),
    /** The uploader's file name, for the admin's eyes only; never used as a path. */
    filename: text('filename').notNull(),
    /** The English caption; `captionFr` the French one; either may be null (docs/decisions/041). */
    caption: text('caption'),
    captionFr: text('caption_fr'),
    format: text('format', { enum: ['jpeg', 'png', 'gif', 'webp', 'avif'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the fallback file (the gallery item's file_size). */
    fileSize: integer('file_size').notNull(),
    /** Bytes of every file of this image, variants included (gallery stats). */
    totalBytes: integer('total_bytes').notNull(),
    variantWidths: text('variant_widths', { mode: 'json' }).$type<number[]>().notNull(),
    createdAt: text('created_at')
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index('images_kind_idx').on(table.kind, table.createdAt)],
);

export const serviceState = sqliteTable('service_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const schema = { images, serviceState };
