import { useSearchParams } from 'react-router-dom';

import type { BookingSearchParams } from '../api/bookings';

/** The search's parameters that live in the dashboard's URL, beside `tab`. */
export const BOOKING_SEARCH_KEYS = [
  'q',
  'status',
  'tour_id',
  'travel_from',
  'travel_to',
  'booked_from',
  'booked_to',
  'payment',
  'viewed',
  'sort',
  'order',
  'page',
  'page_size',
] as const satisfies readonly (keyof BookingSearchParams)[];

type SearchKey = (typeof BOOKING_SEARCH_KEYS)[number];

/**
 * The bookings search as the URL holds it (`/admin?tab=bookings&q=martin&status=pending`), so a
 * reload, the back button or a shared link keeps it. A change of any filter goes back to page 1.
 */
export function useBookingSearchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: BookingSearchParams = {};
  for (const key of BOOKING_SEARCH_KEYS) {
    const value = searchParams.get(key);
    if (value) params[key] = value;
  }

  const update = (changes: Partial<Record<SearchKey, string | undefined>>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  /** The filters, not the sort or the page size: those are how the operator reads the list. */
  const isFilter = (key: SearchKey) => !['sort', 'order', 'page', 'page_size'].includes(key);
  const clear = () =>
    update(Object.fromEntries(BOOKING_SEARCH_KEYS.filter(isFilter).map((key) => [key, undefined])));
  const filtered = BOOKING_SEARCH_KEYS.some((key) => isFilter(key) && params[key]);

  return { params, update, clear, filtered };
}
