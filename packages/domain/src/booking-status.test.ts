import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  canTransition,
  holdsSeats,
  nextStatuses,
  ridesOnDeparture,
  takesSeats,
} from './booking-status';

describe('booking status transitions', () => {
  it.each([
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
    ['cancelled', 'confirmed'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it('allows nothing else, and nothing at all from completed', () => {
    const allowed = new Set([
      'pending>confirmed',
      'pending>cancelled',
      'confirmed>completed',
      'confirmed>cancelled',
      'cancelled>confirmed',
    ]);
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(nextStatuses('completed')).toEqual([]);
  });
});

describe('takesSeats', () => {
  it('is true only when a booking starts holding seats again', () => {
    expect(takesSeats('cancelled', 'confirmed')).toBe(true);
    expect(takesSeats('pending', 'confirmed')).toBe(false);
    expect(takesSeats('confirmed', 'cancelled')).toBe(false);
    expect(takesSeats('confirmed', 'completed')).toBe(false);
  });
});

describe('the seats and the manifest line of a booking (docs/decisions/064)', () => {
  it('holds its seats from when it is made until it is cancelled, completed included', () => {
    expect(BOOKING_STATUSES.filter(holdsSeats)).toEqual(['pending', 'confirmed', 'completed']);
  });

  it('rides on its departure once the operator accepted it, the trip to come or done', () => {
    expect(BOOKING_STATUSES.filter(ridesOnDeparture)).toEqual(['confirmed', 'completed']);
  });

  it('every booking that rides holds its seats', () => {
    for (const status of BOOKING_STATUSES.filter(ridesOnDeparture)) {
      expect(holdsSeats(status)).toBe(true);
    }
  });
});
