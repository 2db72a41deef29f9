import type { Tour } from '@mt/contracts/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, api } from '../../../lib/api-client';
import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { isSameTour, tourKeys } from './query-keys';

/** GET /api/tours/tours/{id}: one tour in one language; a missing tour is an ApiError, 404. */
export function getTour(id: number, language: Language, signal?: AbortSignal) {
  return api.get<Tour>(`/api/tours/tours/${id}?lang=${language}`, { signal });
}

/**
 * The tour, or null when the service says there is none: an answer, not a failure, so it is not
 * retried, the page shows the not-found screen, and the server renderer can hand it to the
 * browser like any other data (docs/decisions/024).
 */
export async function getTourOrNull(id: number, language: Language, signal?: AbortSignal) {
  try {
    return await getTour(id, language, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const tourQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: tourKeys.detail(id, language),
    queryFn: ({ signal }) => getTourOrNull(id, language, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id, previousQuery) ? previous : undefined,
  });

/**
 * One tour (null if it does not exist); `id` is null when the address holds no valid id, and
 * nothing is fetched.
 */
export function useTour(id: number | null) {
  const language = useLanguage();
  return useQuery({ ...tourQueryOptions(id ?? 0, language), enabled: id !== null });
}
