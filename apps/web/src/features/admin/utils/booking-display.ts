import type { AdminBooking } from '@mt/contracts/booking-record';
import type { Booking } from '@mt/contracts/bookings';
import type { Language } from '@mt/contracts/common';
import { inLanguage } from '@mt/domain/in-language';
import { toCents } from '@mt/domain/money';

/**
 * The booked tour's title in the dashboard's language, as it was when booked (the booking keeps
 * both titles), French falling back to English (@mt/domain/in-language).
 */
export function bookedTourTitle(
  booking: Pick<AdminBooking, 'tour_title' | 'tour_title_fr'>,
  language: Language,
): string {
  return inLanguage(language, booking.tour_title, booking.tour_title_fr);
}

export type BookingDates =
  | { kind: 'range'; start: string; end: string; days: number }
  | { kind: 'single'; date: string }
  | { kind: 'none' };

/**
 * Start to end with the trip's day count, the one the booking carries (set from its tour's
 * duration when it was made); else the older single travel date; else no date.
 */
export function describeBookingDates(
  booking: Pick<Booking, 'start_date' | 'end_date' | 'travel_date' | 'days'>,
): BookingDates {
  const { start_date: start, end_date: end, travel_date: travel } = booking;
  if (start && end) return { kind: 'range', start, end, days: booking.days };
  if (travel) return { kind: 'single', date: travel };
  return { kind: 'none' };
}

/**
 * docs/product.md (Admin dashboard): the bookings list labels the price per person per day, in
 * whole cents, divided as cents (1.15 € over 2 days is 58 cents; as euros, 0.575 is 0.57499… and
 * came out at 57).
 */
export function pricePerPersonPerDayCents(pricePerPerson: number, days: number): number {
  return Math.round(toCents(pricePerPerson) / Math.max(days, 1));
}
