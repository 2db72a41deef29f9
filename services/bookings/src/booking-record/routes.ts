import {
  AdminBookingSchema,
  BookingNoteInputSchema,
  BookingNoteParamsSchema,
  BookingNoteSchema,
  BookingPaymentParamsSchema,
  BookingRecordSchema,
  PaymentInputSchema,
  PaymentLinkInputSchema,
  PaymentSchema,
} from '@mt/contracts/booking-record';
import { BookingIdParamsSchema } from '@mt/contracts/bookings';
import { todayIn } from '@mt/domain/trip-dates';
import type { ServiceApp } from '@mt/service-kit/create-service';
import { notFound, unauthenticated } from '@mt/service-kit/errors';
import type { FastifyRequest } from 'fastify';
import { BOOKING_NOT_FOUND, type BookingRepository } from '../bookings/booking-repository';
import type { SetPaymentLink } from './payment-link';
import type { RecordRepository } from './record-repository';
import { toAdminBooking, toNote, toPayment, toStatusChange } from './record-view';

/** The signed-in admin's e-mail, which every change of the record is written under. */
export function adminOf(request: FastifyRequest): string {
  if (!request.admin) throw unauthenticated();
  return request.admin.email;
}

/**
 * A booking's own page (docs/architecture.md, The API; docs/decisions/049): the record in one
 * read, then notes and payments. Every route is the admin's.
 */
export function registerRecordRoutes(
  app: ServiceApp,
  deps: {
    bookings: BookingRepository;
    record: RecordRepository;
    setPaymentLink: SetPaymentLink;
    now: () => Date;
    /** When a pending booking's hold ends (docs/decisions/059); null once it is not pending. */
    holdEnd: (bookingId: number) => string | null;
  },
) {
  const { bookings, record } = deps;

  app.get(
    '/api/bookings/bookings/:id/record',
    {
      onRequest: app.requireAdmin,
      schema: { params: BookingIdParamsSchema, response: { 200: BookingRecordSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const row = bookings.findRow(id);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      const payments = record.payments(id);
      return {
        booking: toAdminBooking(row, payments),
        history: record.history(id).map(toStatusChange),
        notes: record.notes(id).map(toNote),
        payments: payments.map(toPayment),
        hold_expires_at: deps.holdEnd(id),
      };
    },
  );

  // The operator's own payment page for this booking (docs/decisions/054): pasted before
  // confirming, it goes in the confirmation; pasted after, it is mailed on its own.
  app.put(
    '/api/bookings/bookings/:id/payment-link',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: BookingIdParamsSchema,
        body: PaymentLinkInputSchema,
        response: { 200: AdminBookingSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = deps.setPaymentLink(id, request.body.payment_link);
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      return toAdminBooking(row, record.payments(id));
    },
  );

  app.post(
    '/api/bookings/bookings/:id/notes',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: BookingIdParamsSchema,
        body: BookingNoteInputSchema,
        response: { 201: BookingNoteSchema },
      },
    },
    async (request, reply) => {
      const note = record.addNote(request.params.id, request.body.text, adminOf(request));
      return reply.status(201).send(toNote(note));
    },
  );

  app.delete(
    '/api/bookings/bookings/:id/notes/:noteId',
    { onRequest: app.requireAdmin, schema: { params: BookingNoteParamsSchema } },
    async (request, reply) => {
      record.deleteNote(request.params.id, request.params.noteId, adminOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/bookings/bookings/:id/payments',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: BookingIdParamsSchema,
        body: PaymentInputSchema,
        response: { 201: PaymentSchema },
      },
    },
    async (request, reply) => {
      const today = todayIn(undefined, deps.now());
      const payment = record.addPayment(request.params.id, request.body, adminOf(request), today);
      return reply.status(201).send(toPayment(payment));
    },
  );

  app.post(
    '/api/bookings/bookings/:id/payments/:paymentId/void',
    {
      onRequest: app.requireAdmin,
      schema: { params: BookingPaymentParamsSchema, response: { 200: PaymentSchema } },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      return toPayment(record.voidPayment(id, paymentId, adminOf(request), deps.now()));
    },
  );
}
