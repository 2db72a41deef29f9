import type { Tour } from '@mt/contracts/tours';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Language } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';
import { bookingKeys } from './query-keys';

/** The fields of a tour the booking screen reads. */
export type BookableTour = Pick<
  Tour,
  | 'id'
  | 'title'
  | 'from_price'
  | 'duration'
  | 'max_participants'
  | 'available_dates'
  | 'deposit_percent'
>;

/** GET /api/tours/tours in the visitor's language (docs/decisions/006): the tours one can book. */
export function getBookingTours(language: Language, signal?: AbortSignal) {
  return api.get<BookableTour[]>(`/api/tours/tours?lang=${language}`, { signal });
}

export const bookingToursQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: bookingKeys.tours(language),
    queryFn: ({ signal }) => getBookingTours(language, signal),
    // A language switch keeps the form on screen until the translated titles arrive.
    placeholderData: keepPreviousData,
  });

export function useBookingTours() {
  return useQuery(bookingToursQueryOptions(useLanguage()));
}
