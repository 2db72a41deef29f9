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

/**
 * Whether a booking's price reads line by line (docs/decisions/074): several lines, or one that is
 * not N of a category. A booking of N adults keeps its price per person, as before.
 */
export function pricedByLines(booking: Pick<Booking, 'lines'>): boolean {
  const lines = booking.lines ?? [];
  return lines.length > 1 || lines.some((line) => line.kind !== 'category');
}

/**
 * Who comes and what they take, without prices, as the guide reads it on the manifest: "2 × Adult,
 * 1 × Child, 1 × Infant, 2 × Camel ride" (with the option, when it is not the tour's only one);
 * null for a booking of N of one category, which its count says whole.
 */
export function whoAndWhat(
  booking: Pick<Booking, 'lines' | 'option'>,
  language: Language,
): string | null {
  if (!pricedByLines(booking)) return null;
  const parts = booking.lines
    .filter((line) => line.kind === 'category' || line.kind === 'extra')
    .map((line) => `${line.quantity} × ${inLanguage(language, line.name, line.name_fr)}`);
  if (booking.option)
    parts.unshift(inLanguage(language, booking.option.name, booking.option.name_fr));
  return parts.join(', ');
}
