import type {
  AdminBooking,
  BookingNote,
  Payment,
  StatusChange,
} from '@mt/contracts/booking-record';
import { bookingBalance } from '@mt/domain/booking-balance';
import { formatBookingReference } from '@mt/domain/booking-reference';
import { depositTerms } from '@mt/domain/deposit';
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

/**
 * A booking as the admin reads it: its reference, paid and balance in euros, and the deposit it
 * was booked with and what of it is still due (docs/decisions/054).
 */
export function toAdminBooking(row: BookingRow, payments: readonly PaymentRow[]): AdminBooking {
  const { paidCents, balanceCents } = balanceOf(row, payments);
  const deposit = depositTerms(row.totalCents, row.depositPercent, paidCents);
  // Added to the booking's own object rather than spread into a new literal: on Node 20, a
  // spread of its 19 fields followed by more fields took some 36 µs a booking, 3.6 s of CPU for
  // the list of 100,000 (docs/decisions/061); Object.assign takes under 1 µs.
  return Object.assign(toBooking(row), {
    reference: formatBookingReference(row.id),
    paid: toEuros(paidCents),
    balance: toEuros(balanceCents),
    tour_title_fr: row.tourTitleFr,
    deposit_percent: row.depositPercent,
    deposit: toEuros(deposit.depositCents),
    deposit_due: toEuros(deposit.depositDueCents),
    payment_link: row.paymentLink,
  });
}

export function toStatusChange(row: StatusChangeRow): StatusChange {
  return {
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
    at: row.changedAt,
    by: row.changedBy,
    reason: row.reason,
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
