import type { GalleryItem } from '@mt/contracts/media';

/** A gallery item shaped like the media service's answer; each test says what it cares about. */
export function makeGalleryItem(id: number, overrides: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id,
    url: `/media/gallery/${id}.jpg`,
    variants: [400, 800, 1600].map((width) => ({
      width,
      url: `/media/gallery/${id}-${width}.webp`,
    })),
    width: 1600,
    height: 1067,
    mime_type: 'image/jpeg',
    file_size: 250_000,
    filename: `photo-${id}.jpg`,
    caption: `Caption ${id}`,
    caption_en: `Caption ${id}`,
    caption_fr: null,
    created_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  };
}
