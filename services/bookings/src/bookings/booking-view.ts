import type { Booking } from '@mt/contracts/bookings';
import { inLanguage } from '@mt/domain/in-language';
import { toEuros } from '@mt/domain/money';
import type { bookings } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;

/** The tour's title in the booking's language, for the mails about it (@mt/domain/in-language). */
export function tourTitleFor(row: Pick<BookingRow, 'tourTitle' | 'tourTitleFr' | 'language'>) {
  return inLanguage(row.language, row.tourTitle, row.tourTitleFr);
}

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    tour_id: row.tourId,
    tour_title: row.tourTitle,
    customer_name: row.customerName,
    email: row.email,
    phone: row.phone,
    start_date: row.startDate,
    end_date: row.endDate,
    travel_date: null,
    days: row.days,
    number_of_participants: row.participants,
    price_per_person: toEuros(row.pricePerPersonCents),
    total_price: toEuros(row.totalCents),
    status: row.status,
    admin_viewed: row.adminViewed,
    special_requests: row.specialRequests,
    pickup_place: row.pickupPlace,
    language: row.language,
    created_at: row.createdAt,
  };
}
