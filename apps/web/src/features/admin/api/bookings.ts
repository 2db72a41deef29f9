import { AdminBookingSchema } from '@mt/contracts/booking-record';
import type { AdminBooking } from '@mt/contracts/booking-record';
import { BookingCompletionSchema, BookingSchema } from '@mt/contracts/bookings';
import type { BookingCompletion, BookingStatusUpdate } from '@mt/contracts/bookings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

const BookingListSchema = z.array(AdminBookingSchema);

/** Newest first, whatever order the service answers in. */
export function sortNewestFirst<T extends { id: number; created_at: string }>(items: T[]): T[] {
  return [...items].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

/**
 * GET /api/bookings/bookings (admin), each with its reference, paid and balance; `unpaid` keeps
 * those still owed money (`?payment=unpaid`).
 */
export async function getBookings(
  signal?: AbortSignal,
  { unpaid = false } = {},
): Promise<AdminBooking[]> {
  const path = unpaid ? '/api/bookings/bookings?payment=unpaid' : '/api/bookings/bookings';
  const bookings = BookingListSchema.parse(await api.get<unknown>(path, { signal }));
  return sortNewestFirst(bookings);
}

export const bookingsQueryOptions = ({ unpaid = false } = {}) =>
  queryOptions({
    queryKey: unpaid ? adminKeys.unpaidBookings() : adminKeys.bookings(),
    queryFn: ({ signal }) => getBookings(signal, { unpaid }),
  });

export function useBookings(options: { unpaid?: boolean } = {}) {
  return useQuery(bookingsQueryOptions(options));
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
