import type { RatingStats, Review } from '@mt/contracts/reviews';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';
import { isSameTour, tourKeys } from './query-keys';

/** §7 GET /tours/{id}/reviews: newest first. */
export function getTourReviews(id: number, signal?: AbortSignal) {
  return api.get<Review[]>(`/api/tours/tours/${id}/reviews`, { signal });
}

/** §7 GET /tours/{id}/rating-stats: the average (one decimal) and the count. */
export function getRatingStats(id: number, signal?: AbortSignal) {
  return api.get<RatingStats>(`/api/tours/tours/${id}/rating-stats`, { signal });
}

/** §7: reviews are "ignored if the response is not ok": callers read `data` and nothing else. */
export function useTourReviews(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: tourKeys.reviews(id ?? 0, language),
    queryFn: ({ signal }) => getTourReviews(id ?? 0, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id ?? 0, previousQuery) ? previous : undefined,
    enabled: id !== null,
  });
}

export function useRatingStats(id: number | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: tourKeys.ratingStats(id ?? 0, language),
    queryFn: ({ signal }) => getRatingStats(id ?? 0, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id ?? 0, previousQuery) ? previous : undefined,
    enabled: id !== null,
  });
}
