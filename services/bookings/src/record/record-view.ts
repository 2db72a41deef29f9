import type {
  AdminBooking,
  BookingNote,
  Payment,
  StatusChange,
} from '@mt/contracts/booking-record';
import { bookingBalance } from '@mt/domain/booking-balance';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { toEuros } from '@mt/domain/money';
import { toBooking, type BookingRow } from '../bookings/booking-view';
import type { NoteRow, PaymentRow, StatusChangeRow } from './record-repository';

/** What was paid on a booking and what is left (docs/product.md, Rules, Payments), in cents. */
export function balanceOf(row: BookingRow, payments: readonly PaymentRow[]) {
  return bookingBalance(
    row.totalCents,
    payments.map((payment) => ({ amountCents: payment.amountCents, voided: !!payment.voidedAt })),
  );
}

/** A booking as the admin reads it: its reference, paid and balance in euros. */
export function toAdminBooking(row: BookingRow, payments: readonly PaymentRow[]): AdminBooking {
  const { paidCents, balanceCents } = balanceOf(row, payments);
  return {
    ...toBooking(row),
    reference: formatBookingReference(row.id),
    paid: toEuros(paidCents),
    balance: toEuros(balanceCents),
  };
}

export function toStatusChange(row: StatusChangeRow): StatusChange {
  return {
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
    at: row.changedAt,
    by: row.changedBy,
  };
}

export function toNote(row: NoteRow): BookingNote {
  return { id: row.id, text: row.text, author: row.author, created_at: row.createdAt };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    amount: toEuros(row.amountCents),
    method: row.method,
    received_on: row.receivedOn,
    note: row.note,
    recorded_by: row.recordedBy,
    created_at: row.createdAt,
    voided_at: row.voidedAt,
    voided_by: row.voidedBy,
  };
}
