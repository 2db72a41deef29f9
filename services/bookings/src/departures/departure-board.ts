import type { Departure } from '@mt/contracts/departures';
import type { TourBookingFacts } from '@mt/contracts/tours';
import { departureSeats, seatsHeldBy } from '@mt/domain/departure-seats';
import type { BookingRow } from '../bookings/booking-view';
import type { PaymentRow } from '../booking-record/record-repository';
import { toAdminBooking } from '../booking-record/record-view';
import type { DepartureSetting } from './departure-settings';

/**
 * A tour's departures in a range as the operator reads them (docs/product.md, Departures): its
 * fixed departure dates, and every other date with a booking or a setting, in date order; each
 * with its capacity, seats held and seats left (@mt/domain/departure-seats: pending, confirmed
 * and completed bookings hold seats) and its bookings.
 */
export function departureBoard(input: {
  facts: TourBookingFacts;
  from: string;
  to: string;
  rows: readonly BookingRow[];
  settings: ReadonlyMap<string, DepartureSetting>;
  /** Each booking's payments, for its paid and balance. */
  payments: ReadonlyMap<number, readonly PaymentRow[]>;
}): Departure[] {
  const { facts, from, to, rows, settings, payments } = input;
  const dates = new Set<string>([
    ...facts.available_dates.filter((date) => date >= from && date <= to),
    ...rows.map((row) => row.startDate),
    ...settings.keys(),
  ]);
  return [...dates].sort().map((date) => {
    const setting = settings.get(date);
    const onDate = rows.filter((row) => row.startDate === date);
    const seats = departureSeats({
      tourMaximum: facts.max_participants,
      ownCapacity: setting?.capacity,
      held: seatsHeldBy(onDate),
    });
    return {
      tour_id: facts.id,
      date,
      capacity: seats.capacity,
      capacity_set: setting?.capacity != null,
      booked: seats.held,
      seats_left: seats.left,
      sales_stopped: setting?.salesStopped ?? false,
      pending: onDate.filter((row) => row.status === 'pending').length,
      bookings: onDate.map((row) => toAdminBooking(row, payments.get(row.id) ?? [])),
    };
  });
}
