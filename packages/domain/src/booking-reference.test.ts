import { describe, expect, it } from 'vitest';
import { formatBookingReference } from './booking-reference';

describe('formatBookingReference', () => {
  it('pads the booking number to six digits after MT-', () => {
    expect(formatBookingReference(1)).toBe('MT-000001');
    expect(formatBookingReference(123)).toBe('MT-000123');
  });

  it('keeps every digit of a larger number', () => {
    expect(formatBookingReference(1_234_567)).toBe('MT-1234567');
  });

  it('refuses what is not a booking number', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) {
      expect(() => formatBookingReference(id)).toThrow(RangeError);
    }
  });
});
