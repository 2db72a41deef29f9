import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, holdsSeats } from './booking-status';
import {
  capacityBelowHeld,
  departureCapacity,
  departureSeats,
  seatsFit,
  seatsHeldBy,
} from './departure-seats';

describe('departureCapacity', () => {
  it("is the date's own capacity when the operator set one, else the tour's maximum", () => {
    expect(departureCapacity(12, 20)).toBe(20);
    expect(departureCapacity(12, 4)).toBe(4);
    expect(departureCapacity(12, null)).toBe(12);
    expect(departureCapacity(12, undefined)).toBe(12);
  });
});

describe('departureSeats', () => {
  it('leaves the capacity minus the seats held', () => {
    expect(departureSeats({ tourMaximum: 12, held: 5 })).toEqual({
      capacity: 12,
      held: 5,
      left: 7,
    });
    expect(departureSeats({ tourMaximum: 12, ownCapacity: 20, held: 5 }).left).toBe(15);
  });

  it('never leaves fewer than none, when the capacity fell below the seats held', () => {
    expect(departureSeats({ tourMaximum: 6, held: 8 })).toEqual({ capacity: 6, held: 8, left: 0 });
    expect(departureSeats({ tourMaximum: 12, ownCapacity: 3, held: 5 }).left).toBe(0);
  });
});

describe('seatsHeldBy', () => {
  it('counts the participants of the bookings that hold seats, and only theirs', () => {
    const bookings = BOOKING_STATUSES.map((status, index) => ({
      status,
      participants: 10 ** index,
    }));
    const expected = bookings
      .filter((booking) => holdsSeats(booking.status))
      .reduce((sum, booking) => sum + booking.participants, 0);
    expect(seatsHeldBy(bookings)).toBe(expected);
    // pending (1), confirmed (10) and completed (1000) hold seats; cancelled (100) does not.
    expect(seatsHeldBy(bookings)).toBe(1011);
  });

  it('is none on a departure without bookings', () => {
    expect(seatsHeldBy([])).toBe(0);
  });
});

describe('seatsFit', () => {
  it('lets a group through up to the last seat, and no further', () => {
    expect(seatsFit(3, 3)).toBe(true);
    expect(seatsFit(3, 1)).toBe(true);
    expect(seatsFit(3, 4)).toBe(false);
    expect(seatsFit(0, 1)).toBe(false);
  });
});

describe('capacityBelowHeld', () => {
  it('refuses a new capacity below the seats held', () => {
    expect(capacityBelowHeld({ tourMaximum: 12, current: null, next: 4, held: 5 })).toBe(true);
    expect(capacityBelowHeld({ tourMaximum: 12, current: null, next: 5, held: 5 })).toBe(false);
  });

  it("refuses going back to the tour's maximum when it is below the seats held", () => {
    expect(capacityBelowHeld({ tourMaximum: 6, current: 10, next: null, held: 8 })).toBe(true);
  });

  it('lets a setting that leaves the capacity as it was through, however many seats are held', () => {
    // The tour's maximum fell to 6 under 8 seats held: stopping its sales must still be possible.
    expect(capacityBelowHeld({ tourMaximum: 6, current: undefined, next: null, held: 8 })).toBe(
      false,
    );
    expect(capacityBelowHeld({ tourMaximum: 12, current: 4, next: 4, held: 5 })).toBe(false);
  });
});
