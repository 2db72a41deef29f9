import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canTransition, nextStatuses, takesSeats } from './booking-status';

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
