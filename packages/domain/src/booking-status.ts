/** docs/product.md (States): a booking is pending (default), confirmed, cancelled, completed. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The admin's actions, the only transitions there are. Completion (confirmed → completed) goes only
 * through the complete endpoint, which also issues the review link.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  cancelled: ['confirmed'],
  completed: [],
};

export function nextStatuses(from: BookingStatus): readonly BookingStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * Which bookings are a departure's, the one rule for its seats and its manifest (docs/product.md,
 * Rules, Dates and capacity; docs/decisions/064). A booking holds its seats from when it is made
 * until it is cancelled (by the operator, or as a request that expired), and rides on its
 * departure (the manifest, the reminder) once the operator accepted it. Completing a booking
 * records the trip; it never gives a seat back nor takes a traveller off the list, even when the
 * operator completes it before the trip. No date is needed: seats are sold only on a departure
 * still to come, where a completed booking's trip has not ended, and on a past departure its
 * travellers are the record of who went.
 */
export const TRAVELLING_STATUSES = ['confirmed', 'completed'] as const satisfies BookingStatus[];

/** The statuses of bookings that hold seats: a request waiting for the operator, and travellers. */
export const SEAT_HOLDING_STATUSES = [
  'pending',
  ...TRAVELLING_STATUSES,
] as const satisfies BookingStatus[];

/** Whether a booking in this status holds its seats on the departure. */
export function holdsSeats(status: BookingStatus): boolean {
  return (SEAT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** Whether a booking in this status rides on its departure: on its manifest, reminded before it. */
export function ridesOnDeparture(status: BookingStatus): boolean {
  return (TRAVELLING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** A change that makes a booking hold seats again (a cancelled booking reconfirmed). */
export function takesSeats(from: BookingStatus, to: BookingStatus): boolean {
  return !holdsSeats(from) && holdsSeats(to);
}
