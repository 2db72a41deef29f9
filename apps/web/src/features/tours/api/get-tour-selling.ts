import type { TourSelling } from '@mt/contracts/selling';
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { api } from '../../../lib/api-client';
import { isSameTour, tourKeys } from './query-keys';

/**
 * GET /api/tours/tours/{id}/selling (docs/decisions/074): the categories, options and extras on
 * sale, named in the page's language.
 */
export function getTourSelling(id: number, language: Language, signal?: AbortSignal) {
  return api.get<TourSelling>(`/api/tours/tours/${id}/selling?lang=${language}`, { signal });
}

export const tourSellingQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: tourKeys.selling(id, language),
    queryFn: ({ signal }) => getTourSelling(id, language, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id, previousQuery) ? previous : undefined,
  });

/** What the tour sells; a failure only hides the section, so callers read `data`. */
export function useTourSelling(id: number | null) {
  return useQuery({ ...tourSellingQueryOptions(id ?? 0, useLanguage()), enabled: id !== null });
}
