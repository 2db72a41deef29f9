import type { GalleryItem } from '@mt/contracts/media';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * Captions are not translated, so the key holds no language: a language switch keeps the photos.
 */
export const galleryKeys = {
  all: ['gallery'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
};

/** GET /api/media/gallery: every gallery item, newest first (public). */
export function getGallery(signal?: AbortSignal) {
  return api.get<GalleryItem[]>('/api/media/gallery', { signal });
}

export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: galleryKeys.list(),
    queryFn: ({ signal }) => getGallery(signal),
  });

/** The gallery's public photos. */
export function useGallery() {
  return useQuery(galleryQueryOptions());
}
