import { BOOKING_SEARCH_PATH, BookingPageSchema } from '@mt/contracts/booking-record';
import type { BookingPage, BookingSearchQuery } from '@mt/contracts/booking-record';
import { BookingCompletionSchema, BookingSchema } from '@mt/contracts/bookings';
import type { BookingCompletion, BookingStatusUpdate } from '@mt/contracts/bookings';
import { IsoDateSchema } from '@mt/contracts/common';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Newest first, whatever order the service answers in. */
export function sortNewestFirst<T extends { id: number; created_at: string }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

/** The search's parameters as the URL carries them (docs/decisions/051-booking-search.md). */
export type BookingSearchParams = Partial<Record<keyof BookingSearchQuery, string>>;

const DATE_FILTERS: ReadonlySet<string> = new Set([
  'travel_from',
  'travel_to',
  'booked_from',
  'booked_to',
] satisfies (keyof BookingSearchParams)[]);

/**
 * The query string of a search, its empty parameters left out, and a date filter the service
 * would refuse (outside 2000–2100: docs/decisions/058) too: a date field passes through the years
 * 0002, 0020 and 0202 while a year is typed, and the search waits for the whole year.
 */
export function bookingSearchQuery(params: BookingSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (!value) continue;
    if (DATE_FILTERS.has(name) && !IsoDateSchema.safeParse(value).success) continue;
    query.set(name, value);
  }
  return query.toString();
}

/**
 * GET /api/bookings/bookings/search (admin): one page of the bookings the search matches. The
 * specification's GET /api/bookings/bookings answers every booking, unpaged (docs/decisions/061).
 */
export async function searchBookings(
  params: BookingSearchParams,
  signal?: AbortSignal,
): Promise<BookingPage> {
  const query = bookingSearchQuery(params);
  return BookingPageSchema.parse(
    await api.get<unknown>(`${BOOKING_SEARCH_PATH}${query ? `?${query}` : ''}`, { signal }),
  );
}

export const bookingSearchQueryOptions = (params: BookingSearchParams) =>
  queryOptions({
    queryKey: adminKeys.bookingSearch(bookingSearchQuery(params)),
    queryFn: ({ signal }) => searchBookings(params, signal),
  });

/** A page of the search; the previous page stays on screen while the next one loads. */
export function useBookingSearch(params: BookingSearchParams) {
  return useQuery({ ...bookingSearchQueryOptions(params), placeholderData: keepPreviousData });
}

/** The bookings not yet viewed: their count (the tab's badge) and the newest few. */
export function useUnviewedBookings() {
  return useQuery(bookingSearchQueryOptions({ viewed: 'no', page_size: '5' }));
}

/** The CSV file of every booking the search matches, with its words in `lang`. */
export function bookingsCsvUrl(params: BookingSearchParams, lang: 'en' | 'fr'): string {
  const { page: _page, page_size: _size, ...filters } = params;
  return `/api/bookings/bookings/export.csv?${bookingSearchQuery({ ...filters, lang } as BookingSearchParams)}`;
}

export type BookingStatusVariables = { id: number } & BookingStatusUpdate;

/** PUT /bookings/{id} `{status}`: confirm or cancel (409 on a change the booking states refuse). */
export async function updateBookingStatus({ id, status }: BookingStatusVariables) {
  return BookingSchema.parse(await api.put<unknown>(`/api/bookings/bookings/${id}`, { status }));
}

export function markBookingViewed(id: number) {
  return api.patch<unknown>(`/api/bookings/bookings/${id}/mark-viewed`);
}

/** POST /api/bookings/{id}/complete: confirmed → completed, and the review link goes out. */
export async function completeBooking(id: number): Promise<BookingCompletion> {
  return BookingCompletionSchema.parse(await api.post<unknown>(`/api/bookings/${id}/complete`));
}

export function useBookingMutation<TVariables, TResult>(
  fn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: a row that the reload removes would unmount before its mutate() callbacks (the
    // success toast) could run.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.bookings() }),
  });
}

export const useUpdateBookingStatus = () => useBookingMutation(updateBookingStatus);
export const useMarkBookingViewed = () => useBookingMutation(markBookingViewed);
export const useCompleteBooking = () => useBookingMutation(completeBooking);
