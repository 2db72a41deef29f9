import { holdsSeats, type BookingStatus } from './booking-status';

/**
 * The seats rule of a departure (a tour on a start date: docs/product.md, Rules, Dates and
 * capacity; docs/decisions/050, 071), the one place it is written: the booking's creation and a
 * reconfirmation, the availability answer, the calendar, the departures board, the overview and
 * the day's departures all read it.
 */
export interface DepartureSeats {
  /** The date's own capacity when the operator set one, else the tour's maximum. */
  capacity: number;
  /** The participants of its bookings that hold seats (`holdsSeats`). */
  held: number;
  /** Capacity − held, never below zero (a capacity lowered under the seats already held). */
  left: number;
}

/** A departure's capacity: the date's own when the operator set one, else the tour's maximum. */
export function departureCapacity(tourMaximum: number, ownCapacity?: number | null): number {
  return ownCapacity ?? tourMaximum;
}

/** A departure's capacity, seats held and seats left. */
export function departureSeats(input: {
  tourMaximum: number;
  ownCapacity?: number | null;
  held: number;
}): DepartureSeats {
  const capacity = departureCapacity(input.tourMaximum, input.ownCapacity);
  return { capacity, held: input.held, left: Math.max(0, capacity - input.held) };
}

/**
 * The seats held by a departure's bookings: the participants of those that hold seats
 * (@mt/domain/booking-status). The SQL count sums the same, by `SEAT_HOLDING_STATUSES`.
 */
export function seatsHeldBy(
  bookings: Iterable<{ status: BookingStatus; participants: number }>,
): number {
  let held = 0;
  for (const booking of bookings) if (holdsSeats(booking.status)) held += booking.participants;
  return held;
}

/** Whether a group of `wanted` fits in the `left` seats. */
export function seatsFit(left: number, wanted: number): boolean {
  return wanted <= left;
}

/**
 * Whether the operator's new setting would put a departure's capacity below the seats it holds
 * (docs/decisions/050): refused. A setting that leaves the capacity as it was is never refused,
 * so sales can still be stopped on a date whose tour's maximum fell below its seats held.
 * `current` and `next` are the date's own capacity, null (or no setting) for the tour's maximum.
 */
export function capacityBelowHeld(input: {
  tourMaximum: number;
  current: number | null | undefined;
  next: number | null;
  held: number;
}): boolean {
  const capacity = departureCapacity(input.tourMaximum, input.next);
  const changed = capacity !== departureCapacity(input.tourMaximum, input.current);
  return changed && capacity < input.held;
}
