export interface TourImageDraft {
  image_url: string;
  is_main: boolean;
  display_order?: number | undefined;
  alt_text?: string | null | undefined;
}

export interface NormalizedTourImage {
  image_url: string;
  is_main: boolean;
  display_order: number;
  alt_text: string | null;
}

export class TooManyMainImagesError extends Error {
  override name = 'TooManyMainImagesError';
}

/**
 * The tour form's image rules (docs/product.md, Entities, Tour image), enforced again on the
 * server: rows with an empty URL are dropped; images keep their order (display_order, then
 * position) and are renumbered 0…n−1; at most one image may be main, and when none is, the first
 * becomes main.
 */
export function normalizeTourImages(drafts: readonly TourImageDraft[]): NormalizedTourImage[] {
  const kept = drafts
    .map((draft, position) => ({ draft, position }))
    .filter(({ draft }) => draft.image_url.trim() !== '')
    .sort(
      (a, b) =>
        (a.draft.display_order ?? a.position) - (b.draft.display_order ?? b.position) ||
        a.position - b.position,
    );
  const mains = kept.filter(({ draft }) => draft.is_main).length;
  if (mains > 1) throw new TooManyMainImagesError('Only one image can be the main image');
  return kept.map(({ draft }, index) => ({
    image_url: draft.image_url.trim(),
    is_main: mains === 0 ? index === 0 : draft.is_main,
    display_order: index,
    alt_text: draft.alt_text?.trim() || null,
  }));
}

/**
 * docs/product.md (Screens, Tour list): the card and admin thumbnail show the main image, else the
 * first, else nothing.
 */
export function pickMainImage<T extends { is_main: boolean; display_order: number }>(
  images: readonly T[],
): T | undefined {
  return (
    images.find((image) => image.is_main) ??
    [...images].sort((a, b) => a.display_order - b.display_order)[0]
  );
}
