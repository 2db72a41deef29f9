import type { Tour } from '@mt/contracts/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { tourKeys } from './query-keys';
import { toTourSummary } from './tour-summary';

/** The home page shows this many featured tours (FEATURED_TOURS in @mt/contracts/tours). */
// Not imported: that module builds its zod schemas on load, which would put zod in this chunk.
export const FEATURED_TOUR_COUNT = 3;

type GetToursOptions = { limit?: number | undefined; signal?: AbortSignal | undefined };

/** GET /api/tours/tours (catalogue order) or, with a limit, the featured tours, in one language. */
export function getTours(language: Language, { limit, signal }: GetToursOptions = {}) {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  query.set('lang', language);
  return api.get<Tour[]>(`/api/tours/tours?${query}`, { signal });
}

export const toursQueryOptions = (language: Language, limit?: number) =>
  queryOptions({
    queryKey: tourKeys.list(language, limit),
    queryFn: async ({ signal }) => (await getTours(language, { limit, signal })).map(toTourSummary),
    // A language switch keeps the cards on screen until the translated ones arrive.
    placeholderData: keepPreviousData,
  });

/** The whole catalogue, for the tour list. */
export function useTours() {
  return useQuery(toursQueryOptions(useLanguage()));
}

/** The home page's featured tours: up to three. */
export function useFeaturedTours() {
  return useQuery(toursQueryOptions(useLanguage(), FEATURED_TOUR_COUNT));
}
