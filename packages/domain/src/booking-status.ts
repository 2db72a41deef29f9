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
 * Statuses whose participants hold seats on their departure (docs/product.md, Rules, Dates and
 * capacity).
 */
export const SEAT_HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies BookingStatus[];

/** Whether a booking in this status holds its seats on the departure. */
export function holdsSeats(status: BookingStatus): boolean {
  return (SEAT_HOLDING_STATUSES as readonly BookingStatus[]).includes(status);
}

/** A change that makes a booking hold seats again (a cancelled booking reconfirmed). */
export function takesSeats(from: BookingStatus, to: BookingStatus): boolean {
  return !holdsSeats(from) && holdsSeats(to);
}
