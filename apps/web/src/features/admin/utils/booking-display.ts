import type { AdminBooking } from '@mt/contracts/booking-record';
import type { Booking } from '@mt/contracts/bookings';
import type { Language } from '@mt/contracts/common';
import { inLanguage } from '@mt/domain/in-language';

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

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/**
 * docs/product.md (Admin dashboard): the admin list counts a trip's days as end minus start,
 * rounded up, plus one.
 */
export function countBookingDays(startDate: string, endDate: string): number {
  const span = (toUtc(endDate) - toUtc(startDate)) / DAY_MS;
  if (!Number.isFinite(span) || span < 0) return 1;
  return Math.ceil(span) + 1;
}

export type BookingDates =
  | { kind: 'range'; start: string; end: string; days: number }
  | { kind: 'single'; date: string }
  | { kind: 'none' };

/** Start to end with the day count; else the older single travel date; else no date. */
export function describeBookingDates(
  booking: Pick<Booking, 'start_date' | 'end_date' | 'travel_date'>,
): BookingDates {
  const { start_date: start, end_date: end, travel_date: travel } = booking;
  if (start && end) return { kind: 'range', start, end, days: countBookingDays(start, end) };
  if (travel) return { kind: 'single', date: travel };
  return { kind: 'none' };
}

/** docs/product.md (Admin dashboard): the bookings list labels the price per person per day. */
export function pricePerPersonPerDay(pricePerPerson: number, days: number): number {
  return Math.round((pricePerPerson / Math.max(days, 1)) * 100) / 100;
}
