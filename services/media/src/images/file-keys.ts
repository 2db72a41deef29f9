import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { images } from '../db/schema';
import { EXTENSIONS } from './sniff';

type KeyFields = Pick<typeof images.$inferSelect, 'baseKey' | 'format' | 'variantWidths'>;

/** docs/decisions/009: an image's files are `<baseKey>.<ext>` and `<baseKey>-<width>.webp`. */
export function imageFileKeys(row: KeyFields) {
  return {
    fallback: `${row.baseKey}.${EXTENSIONS[row.format]}`,
    variants: row.variantWidths.map((width) => ({ width, key: `${row.baseKey}-${width}.webp` })),
  };
}

/**
 * Every file the images table of `sqlite` refers to. `pnpm backup` checks its copy of the media
 * database against the files it copied, so a restored gallery never points at a missing file.
 */
export function listImageFiles(sqlite: Database.Database): string[] {
  return drizzle(sqlite)
    .select({ baseKey: images.baseKey, format: images.format, variantWidths: images.variantWidths })
    .from(images)
    .all()
    .flatMap((row) => {
      const keys = imageFileKeys(row);
      return [keys.fallback, ...keys.variants.map((variant) => variant.key)];
    });
}
