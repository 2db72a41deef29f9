import { refuse } from '@mt/service-kit/errors';
import type { BookingRepository } from '../bookings/booking-repository';
import type { BookingRow } from '../bookings/booking-view';
import type { BookingsDb } from '../db/database';
import { paymentLinkMails } from '../mail/booking-mails';
import type { MailOutbox } from '../mail/mail-outbox';
import type { RecordRepository } from './record-repository';
import { balanceOf } from './record-view';

/**
 * The operator pastes (or removes) the booking's payment link (docs/decisions/054): only while
 * it is pending or confirmed (409 otherwise). Its mails, which state the deposit against what
 * was received by then, are written in the same transaction as the link. Undefined when there is
 * no such booking.
 */
export function createPaymentLinkChange(deps: {
  db: BookingsDb;
  bookings: BookingRepository;
  record: RecordRepository;
  outbox: MailOutbox;
}) {
  const { db, bookings, record, outbox } = deps;
  return function setPaymentLink(id: number, link: string | null): BookingRow | undefined {
    const row = db.transaction(
      () => {
        const current = bookings.findRow(id);
        if (!current) return undefined;
        if (current.status !== 'pending' && current.status !== 'confirmed') {
          throw refuse('CONFLICT', 'PAYMENT_LINK_CLOSED');
        }
        const updated = bookings.setPaymentLink(id, link);
        const paidCents = balanceOf(updated, record.payments(id)).paidCents;
        outbox.add(id, paymentLinkMails(current, updated, paidCents));
        return updated;
      },
      { behavior: 'immediate' },
    );
    if (row) outbox.handOverSoon();
    return row;
  };
}

export type SetPaymentLink = ReturnType<typeof createPaymentLinkChange>;
