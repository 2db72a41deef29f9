import {
  AdminBookingSchema,
  BookingNoteSchema,
  BookingRecordSchema,
  PaymentSchema,
} from '@mt/contracts/booking-record';
import type {
  AdminBooking,
  BookingNote,
  BookingNoteInput,
  BookingRecord,
  Payment,
  PaymentInput,
  PaymentLinkInput,
} from '@mt/contracts/booking-record';
import { NotificationSchema } from '@mt/contracts/messaging';
import type { Notification } from '@mt/contracts/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { sortNewestFirst, useBookingMutation } from './bookings';

const recordPath = (id: number) => `/api/bookings/bookings/${id}`;

/** GET /bookings/{id}/record: the booking page's data in one answer (docs/decisions/049). */
export async function getBookingRecord(id: number, signal?: AbortSignal): Promise<BookingRecord> {
  return BookingRecordSchema.parse(await api.get<unknown>(`${recordPath(id)}/record`, { signal }));
}

export const bookingRecordQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.bookingRecord(id),
    queryFn: ({ signal }) => getBookingRecord(id, signal),
  });

export function useBookingRecord(id: number) {
  return useQuery(bookingRecordQueryOptions(id));
}

/** GET /api/messaging/notifications?booking_id=: the e-mails about one booking, newest first. */
export async function getBookingMessages(
  bookingId: number,
  signal?: AbortSignal,
): Promise<Notification[]> {
  const list = z
    .array(NotificationSchema)
    .parse(
      await api.get<unknown>(`/api/messaging/notifications?booking_id=${bookingId}`, { signal }),
    );
  return sortNewestFirst(list);
}

/** `refreshMs`: how often to read them again while shown (their delivery goes on meanwhile). */
export function useBookingMessages(bookingId: number, refreshMs?: number) {
  return useQuery({
    queryKey: adminKeys.bookingMessages(bookingId),
    queryFn: ({ signal }) => getBookingMessages(bookingId, signal),
    refetchInterval: refreshMs,
  });
}

export async function addBookingNote({
  bookingId,
  ...note
}: BookingNoteInput & { bookingId: number }): Promise<BookingNote> {
  return BookingNoteSchema.parse(await api.post<unknown>(`${recordPath(bookingId)}/notes`, note));
}

export async function deleteBookingNote({
  bookingId,
  noteId,
}: {
  bookingId: number;
  noteId: number;
}) {
  await api.delete<unknown>(`${recordPath(bookingId)}/notes/${noteId}`);
}

/** POST /bookings/{id}/payments: the server checks the amount, method and date again. */
export async function recordPayment({
  bookingId,
  ...payment
}: PaymentInput & { bookingId: number }): Promise<Payment> {
  return PaymentSchema.parse(await api.post<unknown>(`${recordPath(bookingId)}/payments`, payment));
}

export async function voidPayment({
  bookingId,
  paymentId,
}: {
  bookingId: number;
  paymentId: number;
}): Promise<Payment> {
  return PaymentSchema.parse(
    await api.post<unknown>(`${recordPath(bookingId)}/payments/${paymentId}/void`),
  );
}

/**
 * PUT /bookings/{id}/payment-link: the operator's own payment page, or null to remove it; on a
 * confirmed booking a new link is mailed to the customer (docs/decisions/054).
 */
export async function setPaymentLink({
  bookingId,
  ...input
}: PaymentLinkInput & { bookingId: number }): Promise<AdminBooking> {
  return AdminBookingSchema.parse(
    await api.put<unknown>(`${recordPath(bookingId)}/payment-link`, input),
  );
}

// Each marks every booking query stale: the record, and the lists' paid and balance.
export const useAddBookingNote = () => useBookingMutation(addBookingNote);
export const useDeleteBookingNote = () => useBookingMutation(deleteBookingNote);
export const useRecordPayment = () => useBookingMutation(recordPayment);
export const useVoidPayment = () => useBookingMutation(voidPayment);
export const useSetPaymentLink = () => useBookingMutation(setPaymentLink);
