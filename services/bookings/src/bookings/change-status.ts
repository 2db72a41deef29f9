import type { StatusChangeReason } from '@mt/contracts/booking-record';
import type { BookingStatusUpdate } from '@mt/contracts/bookings';
import { canTransition, takesSeats, type BookingStatus } from '@mt/domain/booking-status';
import { AppError, notFound, refuse } from '@mt/service-kit/errors';
import type { BookingsDb } from '../db/database';
import { bookingStatusMail, type MailRequest } from '../mail/booking-mails';
import type { MailOutbox } from '../mail/mail-outbox';
import type { RecordRepository } from '../booking-record/record-repository';
import { balanceOf } from '../booking-record/record-view';
import type { TourFacts } from '../tours-client/tour-facts';
import { BOOKING_NOT_FOUND, type BookingRepository } from './booking-repository';
import type { BookingRow } from './booking-view';
import type { SeatCheck } from './capacity';

/**
 * Every status change's one write (the admin's confirm, cancel and reconfirm, completion, a
 * hold's expiry): in one immediate (write-locked) transaction, the transition is checked
 * (@mt/domain/booking-status), the booking changed, its mails queued and its history written
 * with who made it (`by`). A change that takes seats back (reconfirming a cancelled booking) must
 * still fit the departure's capacity (the date's own, or the tour's `maxParticipants`), by the
 * same seat check as a booking's creation; stopped sales do not bind the operator.
 * The system's own changes (a hold's expiry, docs/decisions/059) say why (`reason`), and
 * happen only `onlyFrom` the status they were decided on: undefined when it changed since.
 */
export function createStatusWrite(deps: {
  db: BookingsDb;
  bookings: BookingRepository;
  seats: SeatCheck;
  outbox: MailOutbox;
}) {
  const { db, bookings, seats, outbox } = deps;
  return function writeStatusChange(
    id: number,
    to: BookingStatus,
    options: {
      by: string;
      maxParticipants?: number;
      mailsFor: (row: BookingRow) => MailRequest[];
      reason?: StatusChangeReason;
      onlyFrom?: BookingStatus;
    },
  ): BookingRow | undefined {
    const row = db.transaction(
      () => {
        const current = bookings.findRow(id);
        if (!current) return undefined;
        if (options.onlyFrom && current.status !== options.onlyFrom) return undefined;
        if (!canTransition(current.status, to)) {
          throw refuse('CONFLICT', 'STATUS_CHANGE_REFUSED', { from: current.status, to });
        }
        if (takesSeats(current.status, to)) {
          if (options.maxParticipants === undefined) {
            throw new Error('The tour’s capacity is needed to give a booking its seats back');
          }
          const departure = {
            tourId: current.tourId,
            startDate: current.startDate,
            tourMaximum: options.maxParticipants,
          };
          seats.assertFree(departure, current.seats, { read: 'now', salesBind: false });
        }
        const updated = bookings.setStatus(id, to);
        outbox.add(id, options.mailsFor(updated));
        bookings.insertStatusChange({
          bookingId: id,
          fromStatus: current.status,
          toStatus: to,
          changedBy: options.by,
          reason: options.reason ?? null,
        });
        return updated;
      },
      { behavior: 'immediate' },
    );
    if (row) {
      seats.forget(row.tourId, row.startDate);
      outbox.handOverSoon();
    }
    return row;
  };
}

export type WriteStatusChange = ReturnType<typeof createStatusWrite>;

/**
 * The admin's confirm, cancel and reconfirm (docs/product.md, States), each with its mail to the
 * customer and its line in the booking's history, in the admin's name (`by`). Reconfirming takes
 * seats back, so the tour's capacity now decides whether they still fit; a tour deleted since
 * cannot take the booking back.
 */
export function createStatusChange(deps: {
  bookings: BookingRepository;
  writeStatusChange: WriteStatusChange;
  tourFacts: TourFacts;
  record: RecordRepository;
}) {
  async function capacityOf(tourId: number): Promise<number> {
    try {
      return (await deps.tourFacts.get(tourId)).max_participants;
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION') {
        throw refuse('CONFLICT', 'TOUR_GONE');
      }
      throw error;
    }
  }

  return async function changeBookingStatus(
    id: number,
    status: BookingStatusUpdate['status'],
    by: string,
  ): Promise<BookingRow> {
    const current = deps.bookings.findRow(id);
    if (!current) throw notFound(BOOKING_NOT_FOUND);
    const maxParticipants = takesSeats(current.status, status)
      ? await capacityOf(current.tourId)
      : undefined;
    const row = deps.writeStatusChange(id, status, {
      by,
      maxParticipants,
      // Read inside the change's transaction: the mail states the deposit against what was
      // received by then.
      mailsFor: (updated) => [
        bookingStatusMail(
          updated,
          status,
          balanceOf(updated, deps.record.payments(id)).paidCents,
          current.status,
        ),
      ],
    });
    if (!row) throw notFound(BOOKING_NOT_FOUND);
    return row;
  };
}
