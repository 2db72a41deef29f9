import type { RatingStats, Review } from '@mt/contracts/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { isSameTour, tourKeys } from './query-keys';

/** GET /api/tours/tours/{id}/reviews: newest first. */
export function getTourReviews(id: number, signal?: AbortSignal) {
  return api.get<Review[]>(`/api/tours/tours/${id}/reviews`, { signal });
}

/** GET /api/tours/tours/{id}/rating-stats: the average (one decimal) and the count. */
export function getRatingStats(id: number, signal?: AbortSignal) {
  return api.get<RatingStats>(`/api/tours/tours/${id}/rating-stats`, { signal });
}

export const tourReviewsQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: tourKeys.reviews(id, language),
    queryFn: ({ signal }) => getTourReviews(id, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id, previousQuery) ? previous : undefined,
  });

export const ratingStatsQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: tourKeys.ratingStats(id, language),
    queryFn: ({ signal }) => getRatingStats(id, signal),
    placeholderData: (previous, previousQuery) =>
      isSameTour(id, previousQuery) ? previous : undefined,
  });

/** Reviews that fail to load are simply not shown: callers read `data` and nothing else. */
export function useTourReviews(id: number | null) {
  return useQuery({ ...tourReviewsQueryOptions(id ?? 0, useLanguage()), enabled: id !== null });
}

export function useRatingStats(id: number | null) {
  return useQuery({ ...ratingStatsQueryOptions(id ?? 0, useLanguage()), enabled: id !== null });
}
