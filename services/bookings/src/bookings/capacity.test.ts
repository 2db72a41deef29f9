import { describe, expect, it } from 'vitest';
import { assertSeatsFree, remainingSeats } from './capacity';

describe('remainingSeats', () => {
  it('is the capacity minus the seats taken, never below zero', () => {
    expect(remainingSeats(12, 0)).toBe(12);
    expect(remainingSeats(12, 12)).toBe(0);
    // The operator lowered the tour's maximum below what is already booked.
    expect(remainingSeats(6, 8)).toBe(0);
  });
});

describe('assertSeatsFree', () => {
  it('lets a group that fits through, up to the last seat', () => {
    expect(() => assertSeatsFree(3, 3)).not.toThrow();
  });

  it('refuses with 409 and says how many places are left', () => {
    expect(() => assertSeatsFree(0, 1)).toThrow(
      'This date is fully booked. Please choose another date.',
    );
    expect(() => assertSeatsFree(1, 2)).toThrow('Only 1 place is left on this date.');
    expect(() => assertSeatsFree(2, 3)).toThrow(expect.objectContaining({ statusCode: 409 }));
  });
});
