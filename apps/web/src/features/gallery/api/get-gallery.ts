import type { GalleryItem } from '@mt/contracts/media';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';

/**
 * Captions come in the page's language (docs/decisions/041), so the key holds it: a switch fetches
 * the other language, and switching back is served from the cache.
 */
export const galleryKeys = {
  all: ['gallery'] as const,
  list: (language: Language) => [...galleryKeys.all, 'list', language] as const,
};

/** GET /api/media/gallery: every gallery item, newest first, captioned in `language` (public). */
export function getGallery(language: Language, signal?: AbortSignal) {
  return api.get<GalleryItem[]>(`/api/media/gallery?lang=${language}`, { signal });
}

export const galleryQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: galleryKeys.list(language),
    queryFn: ({ signal }) => getGallery(language, signal),
    // A language switch keeps the photos on screen until the translated captions arrive.
    placeholderData: keepPreviousData,
  });

/** The gallery's public photos. */
export function useGallery() {
  return useQuery(galleryQueryOptions(useLanguage()));
}
