import { addDays } from '@mt/domain/trip-dates';
import { createEvent } from 'ics';

/** A file sent with an e-mail, kept with the message so every retry sends the same one. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/**
 * The trip as a calendar file (docs/decisions/043), written by the `ics` library: one all-day
 * event from the first to the last day of the trip. Dates are calendar dates in Marrakech
 * (docs/product.md, Languages), so the event is "floating" (VALUE=DATE): it covers those days
 * wherever the calendar is. DTEND is the day after the last, as RFC 5545 counts all-day events.
 * The UID is the booking's, so a second confirmation (a reconfirmed booking) updates the same
 * event in the customer's calendar instead of adding another. ORGANIZER is a cal-address
 * (`mailto:`), the operator's, named by the mail's signature (docs/decisions/063).
 */
export function tripCalendar(trip: {
  bookingId: number;
  title: string;
  startDate: string;
  endDate: string;
  location: string | undefined;
  description: string;
  url: string;
  /** Who runs the trip; RFC 5545 wants its address, so without one there is no ORGANIZER. */
  organizer: { name: string; email: string | undefined };
}): MailAttachment {
  const { error, value } = createEvent({
    productId: '-//Morocco Tourism//Bookings//EN',
    uid: `booking-${trip.bookingId}@morocco-tourism`,
    start: dateParts(trip.startDate),
    end: dateParts(addDays(trip.endDate, 1)),
    title: trip.title,
    description: trip.description,
    ...(trip.location ? { location: trip.location } : {}),
    url: trip.url,
    ...(trip.organizer.email ? { organizer: trip.organizer } : {}),
    status: 'CONFIRMED',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return { filename: 'trip.ics', contentType: 'text/calendar; charset=utf-8', content: value };
}
