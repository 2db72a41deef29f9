import type { Tour } from '@mt/contracts/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { isSameTour, tourKeys } from './query-keys';

/** §7 GET /tours/{id}: one tour in one language; a missing tour is an ApiError with status 404. */
export function getTour(id: number, language: Language, signal?: AbortSignal) {
  return api.get<Tour>(`/api/tours/tours/${id}?lang=${language}`, { signal });
}

export const tourQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: tourKeys.detail(id, language),
    queryFn: ({ signal }) => getTour(id, language, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id, previousQuery) ? previous : undefined,
  });

/** One tour; `id` is null when the address holds no valid id, and nothing is fetched. */
export function useTour(id: number | null) {
  const language = useLanguage();
  return useQuery({ ...tourQueryOptions(id ?? 0, language), enabled: id !== null });
}
