import type { TourSelling } from '@mt/contracts/selling';
import { skipToken, useQuery } from '@tanstack/react-query';

import type { Language } from '../../../i18n';
import { useLanguage } from '../../../i18n/use-language';
import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/**
 * GET /api/tours/tours/{id}/selling (docs/decisions/074): the tour's price categories, options
 * and extras on sale, named in the visitor's language.
 */
export function getTourSelling(tourId: number, language: Language, signal?: AbortSignal) {
  return api.get<TourSelling>(`/api/tours/tours/${tourId}/selling?lang=${language}`, { signal });
}

/** What the chosen tour sells; nothing while no tour is chosen. */
export function useTourSelling(tourId: number | undefined) {
  const language = useLanguage();
  const query = useQuery({
    queryKey: tourId ? bookingKeys.selling(tourId, language) : [...bookingKeys.all, 'selling'],
    queryFn: tourId ? ({ signal }) => getTourSelling(tourId, language, signal) : skipToken,
    // What a tour sells changes seldom; the price is asked for anew on every choice anyway.
    staleTime: 5 * 60_000,
  });
  return tourId ? query.data : undefined;
}
