import { normalizeTourImages } from '@mt/domain/tour-images';
import type { NormalizedTourImage } from '@mt/domain/tour-images';

/** One row of the tour form's images section. `key` is for React only and is never sent. */
export type ImageRow = {
  key: string;
  image_url: string;
  alt_text: string;
  is_main: boolean;
  display_order: number;
};

let lastKey = 0;
const newKey = () => `image-${++lastKey}`;

/** Rows for an existing tour's images, in their display order. */
export function toImageRows(
  images: readonly {
    image_url: string;
    alt_text: string | null;
    is_main: boolean;
    display_order: number;
  }[],
): ImageRow[] {
  return [...images]
    .sort((a, b) => a.display_order - b.display_order)
    .map((image, index) => ({
      key: newKey(),
      image_url: image.image_url,
      alt_text: image.alt_text ?? '',
      is_main: image.is_main,
      display_order: index,
    }));
}

/** A new image goes last, with display_order its position; the first image added is main. */
export function addImageRow(rows: readonly ImageRow[], imageUrl = ''): ImageRow[] {
  return [
    ...rows,
    {
      key: newKey(),
      image_url: imageUrl,
      alt_text: '',
      is_main: rows.length === 0,
      display_order: rows.length,
    },
  ];
}

/**
 * Removing an image renumbers display_order; when the main image goes, the first remaining
 * image becomes main.
 */
export function removeImageRow(rows: readonly ImageRow[], key: string): ImageRow[] {
  const removed = rows.find((row) => row.key === key);
  if (!removed) return [...rows];
  const rest = rows.filter((row) => row.key !== key);
  return rest.map((row, index) => ({
    ...row,
    display_order: index,
    is_main: removed.is_main ? index === 0 : row.is_main,
  }));
}

/** Ticking main on one image clears it on the others; unticking leaves none (until submit). */
export function setMainImageRow(rows: readonly ImageRow[], key: string, main: boolean): ImageRow[] {
  return rows.map((row) =>
    row.key === key ? { ...row, is_main: main } : { ...row, is_main: main ? false : row.is_main },
  );
}

export function updateImageRow(
  rows: readonly ImageRow[],
  key: string,
  patch: Partial<Pick<ImageRow, 'image_url' | 'alt_text'>>,
): ImageRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/**
 * On submit (docs/product.md, Entities, Tour image): rows with an empty URL are dropped, and when
 * none of the rest is main, the first becomes main (the rule the tours service applies again).
 */
export function prepareImagesForSubmit(rows: readonly ImageRow[]): NormalizedTourImage[] {
  return normalizeTourImages(rows);
}
