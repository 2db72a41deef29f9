import type { PaymentInput } from '@mt/contracts/booking-record';
import { toCents } from '@mt/domain/money';
import { notFound, refuse } from '@mt/service-kit/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookingNotes, bookingPayments, bookings, bookingStatusChanges } from '../db/schema';
import { BOOKING_NOT_FOUND } from '../bookings/booking-repository';

export type StatusChangeRow = typeof bookingStatusChanges.$inferSelect;
export type NoteRow = typeof bookingNotes.$inferSelect;
export type PaymentRow = typeof bookingPayments.$inferSelect;

const NOTE_NOT_FOUND = 'Note not found';
const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * A booking's record beside the booking itself (docs/decisions/049): its status history, the
 * operator's notes and the payments received. History rows are written by the booking's creation
 * and status changes (`create-booking.ts`, `change-status.ts`); notes and payments here, each
 * checked against its booking.
 */
export function createRecordRepository(db: BookingsDb) {
  function assertBooking(bookingId: number): void {
    const found = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .get();
    if (!found) throw notFound(BOOKING_NOT_FOUND);
  }

  function findPayment(bookingId: number, paymentId: number): PaymentRow {
    const row = db
      .select()
      .from(bookingPayments)
      .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.bookingId, bookingId)))
      .get();
    if (!row) throw notFound(PAYMENT_NOT_FOUND);
    return row;
  }

  return {
    history(bookingId: number): StatusChangeRow[] {
      return db
        .select()
        .from(bookingStatusChanges)
        .where(eq(bookingStatusChanges.bookingId, bookingId))
        .orderBy(asc(bookingStatusChanges.id))
        .all();
    },

    notes(bookingId: number): NoteRow[] {
      return db
        .select()
        .from(bookingNotes)
        .where(eq(bookingNotes.bookingId, bookingId))
        .orderBy(asc(bookingNotes.id))
        .all();
    },

    /** One booking's payments, voided ones included, in the order they were recorded. */
    payments(bookingId: number): PaymentRow[] {
      return db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, bookingId))
        .orderBy(asc(bookingPayments.id))
        .all();
    },

    /** The payments of the bookings listed (a page, a departure board), grouped by booking. */
    paymentsFor(bookingIds: readonly number[]): Map<number, PaymentRow[]> {
      const grouped = new Map<number, PaymentRow[]>();
      if (bookingIds.length === 0) return grouped;
      const rows = db
        .select()
        .from(bookingPayments)
        .where(inArray(bookingPayments.bookingId, [...bookingIds]))
        .orderBy(asc(bookingPayments.id))
        .all();
      for (const row of rows) {
        const list = grouped.get(row.bookingId) ?? [];
        list.push(row);
        grouped.set(row.bookingId, list);
      }
      return grouped;
    },

    addNote(bookingId: number, text: string, author: string): NoteRow {
      assertBooking(bookingId);
      return db.insert(bookingNotes).values({ bookingId, text, author }).returning().get();
    },

    /** A note is its author's: another admin cannot delete it (409). */
    deleteNote(bookingId: number, noteId: number, by: string): void {
      const note = db
        .select()
        .from(bookingNotes)
        .where(and(eq(bookingNotes.id, noteId), eq(bookingNotes.bookingId, bookingId)))
        .get();
      if (!note) throw notFound(NOTE_NOT_FOUND);
      if (note.author !== by) throw refuse('CONFLICT', 'NOTE_NOT_YOURS');
      db.delete(bookingNotes).where(eq(bookingNotes.id, noteId)).run();
    },

    /**
     * Records money received. The amount was checked by the contract (more than 0, to the cent);
     * the day must not be after `today` in Marrakech: money is recorded once it has come in.
     */
    addPayment(
      bookingId: number,
      input: Omit<PaymentInput, 'note'> & { note: string | null },
      by: string,
      today: string,
    ): PaymentRow {
      assertBooking(bookingId);
      if (input.received_on > today) throw refuse('CONFLICT', 'PAYMENT_DATE_FUTURE');
      return db
        .insert(bookingPayments)
        .values({
          bookingId,
          amountCents: toCents(input.amount),
          method: input.method,
          receivedOn: input.received_on,
          note: input.note,
          recordedBy: by,
        })
        .returning()
        .get();
    },

    /** Voids a payment: it stays in the record, struck out, and no longer counts as paid. */
    voidPayment(bookingId: number, paymentId: number, by: string, at: Date): PaymentRow {
      const payment = findPayment(bookingId, paymentId);
      if (payment.voidedAt) throw refuse('CONFLICT', 'PAYMENT_ALREADY_VOIDED');
      return db
        .update(bookingPayments)
        .set({ voidedAt: at.toISOString(), voidedBy: by })
        .where(eq(bookingPayments.id, paymentId))
        .returning()
        .get()!;
    },
  };
}

export type RecordRepository = ReturnType<typeof createRecordRepository>;
