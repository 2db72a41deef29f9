import type { Review } from '@mt/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { isSameTour, tourKeys } from './query-keys';

/** GET /api/tours/tours/{id}/reviews: newest first. */
export function getTourReviews(id: number, signal?: AbortSignal) {
  return api.get<Review[]>(`/api/tours/tours/${id}/reviews`, { signal });
}

export const tourReviewsQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: tourKeys.reviews(id, language),
    queryFn: ({ signal }) => getTourReviews(id, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id, previousQuery) ? previous : undefined,
  });

/**
 * Reviews that fail to load are simply not shown: callers read `data` and nothing else. Their
 * average and count come with the tour (docs/decisions/067).
 */
export function useTourReviews(id: number | null) {
  return useQuery({ ...tourReviewsQueryOptions(id ?? 0, useLanguage()), enabled: id !== null });
}
