import type { TourMonth } from '@mt/contracts/bookings';
import { skipToken, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { bookingKeys } from './query-keys';

/**
 * GET /api/bookings/bookings/calendar (docs/decisions/040-booking-calendar.md): each day of one
 * tour's month, with its state and seats.
 */
export function getTourMonth(tourId: number, month: string, signal?: AbortSignal) {
  return api.get<TourMonth>(`/api/bookings/bookings/calendar?tour_id=${tourId}&month=${month}`, {
    signal,
  });
}

/**
 * One month of the calendar, or none when `month` is null; asked again when shown again, since
 * seats go as others book. (useQuery, not useQueries: the framework's scripts, which every page
 * loads, hold only what the pages already use: docs/decisions/037.)
 */
export function useTourMonth(tourId: number, month: string | null) {
  return useQuery({
    queryKey: bookingKeys.month(tourId, month ?? ''),
    queryFn: month ? ({ signal }) => getTourMonth(tourId, month, signal) : skipToken,
    staleTime: 0,
  });
}

/**
 * One day of the calendar as the calendar last read it, without asking for it again: its own
 * capacity, which the form's seat check (the specification's answer) does not carry, judges
 * whether "only N places left" is true urgency. Undefined until the calendar has read its month.
 */
export function useCalendarDay(tourId: number, date: string) {
  const { data } = useQuery<TourMonth>({
    queryKey: bookingKeys.month(tourId, date.slice(0, 7)),
    queryFn: skipToken,
  });
  return data?.days.find((day) => day.date === date);
}
