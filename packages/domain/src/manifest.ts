import { ridesOnDeparture, type BookingStatus } from './booking-status';
import { toCents, toEuros } from './money';

/** What the manifest reads of a booking: its status, its people, and the money, in euros. */
export interface ManifestBooking {
  status: BookingStatus;
  customer_name: string;
  number_of_participants: number;
  total_price: number;
  paid: number;
  balance: number;
}

/**
 * A departure's manifest (docs/product.md, Departures): the bookings that ride on it (confirmed,
 * and completed, even before the trip: `ridesOnDeparture`), by customer name, and their totals.
 * One rule for the printed page and its CSV file alike.
 */
export function departureManifest<T extends ManifestBooking>(bookings: readonly T[]) {
  const rows = bookings
    .filter((booking) => ridesOnDeparture(booking.status))
    .sort((a, b) => a.customer_name.localeCompare(b.customer_name));
  // Cents, summed as whole numbers: euros in floating point would drift.
  const sum = (pick: (booking: T) => number) =>
    toEuros(rows.reduce((total, booking) => total + toCents(pick(booking)), 0));
  return {
    rows,
    totals: {
      bookings: rows.length,
      participants: rows.reduce((total, booking) => total + booking.number_of_participants, 0),
      total: sum((booking) => booking.total_price),
      paid: sum((booking) => booking.paid),
      balance: sum((booking) => booking.balance),
    },
  };
}

/**
 * A departure's bookings still waiting for the operator's decision, by customer name: listed
 * apart from its manifest ("Pending, not confirmed") and never counted in its totals
 * (docs/decisions/066).
 */
export function pendingApart<T extends ManifestBooking>(bookings: readonly T[]): T[] {
  return bookings
    .filter((booking) => booking.status === 'pending')
    .sort((a, b) => a.customer_name.localeCompare(b.customer_name));
}
