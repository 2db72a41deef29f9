import type { BookingExpiredInput, BookingExpiredOperatorData } from '@mt/contracts/mail-data';
import { toEuros } from '@mt/domain/money';
import { tourTitleFor, type BookingRow } from '../bookings/booking-view';
import type { MailRequest } from './booking-mails';

/**
 * A pending booking whose hold ended (docs/decisions/059): the customer hears, in the booking's
 * language, that the request expired and its places are free again; the operator, in the
 * operator's language (messaging chooses it, docs/decisions/043), with the way to the booking's
 * page, where "Reconfirm" revives it while its seats allow.
 */
export function holdExpiredMails(
  row: BookingRow,
  operator: { email: string; adminUrl: string },
  holdHours: number,
): MailRequest[] {
  const customer: BookingExpiredInput = {
    booking_id: row.id,
    tour_id: row.tourId,
    customer_name: row.customerName,
    tour_title: tourTitleFor(row),
    start_date: row.startDate,
    end_date: row.endDate,
    participants: row.participants,
    total_price: toEuros(row.totalCents),
    pickup_place: row.pickupPlace,
    hold_hours: holdHours,
  };
  const toOperator: BookingExpiredOperatorData = {
    ...customer,
    pickup_place: row.pickupPlace,
    tour_title: row.tourTitle,
    tour_title_fr: row.tourTitleFr,
    email: row.email,
    phone: row.phone,
    admin_url: `${operator.adminUrl}/bookings/${row.id}`,
  };
  return [
    {
      template: 'booking_expired',
      language: row.language,
      recipient: row.email,
      data: { ...customer },
    },
    {
      template: 'booking_expired_operator',
      language: row.language,
      recipient: operator.email,
      data: { ...toOperator },
    },
  ];
}
