import type { BookingStatusUpdate } from '@mt/contracts/bookings';
import { takesSeats } from '@mt/domain/booking-status';
import { AppError, notFound, refuse } from '@mt/service-kit/errors';
import { bookingStatusMail } from '../mail/booking-mails';
import type { RecordRepository } from '../booking-record/record-repository';
import { balanceOf } from '../booking-record/record-view';
import type { TourFacts } from '../tours-client/tour-facts';
import { BOOKING_NOT_FOUND, type BookingRepository } from './booking-repository';
import type { BookingRow } from './booking-view';

/**
 * The admin's confirm, cancel and reconfirm (docs/product.md, States), each with its mail to the
 * customer and its line in the booking's history, in the admin's name (`by`). Reconfirming takes seats back, so the tour's capacity now decides whether they still
 * fit; a tour deleted since cannot take the booking back.
 */
export function createStatusChange(deps: {
  bookings: BookingRepository;
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
    const row = deps.bookings.changeStatus(id, status, {
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
