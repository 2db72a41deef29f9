import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canTransition, nextStatuses } from './booking-status';

describe('booking status transitions (§4)', () => {
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
