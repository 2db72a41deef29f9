import { describe, expect, it } from 'vitest';
import {
  formatBookingReference,
  parseBookingReference,
  splitAtReferences,
} from './booking-reference';

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

describe('parseBookingReference', () => {
  it('reads the reference however the customer gives it', () => {
    for (const text of ['MT-000123', 'mt-000123', 'MT 123', 'MT123', '#123', ' 123 ', '000123']) {
      expect(parseBookingReference(text), text).toBe(123);
    }
  });

  it('reads back what formatBookingReference writes', () => {
    for (const id of [1, 42, 999_999, 1_234_567]) {
      expect(parseBookingReference(formatBookingReference(id))).toBe(id);
    }
  });

  it('answers null for what names no booking', () => {
    for (const text of ['', 'MT-', 'MT-0', '0', 'MT-12a', 'AB-000123', '12.5', '-3']) {
      expect(parseBookingReference(text), text).toBeNull();
    }
  });
});

describe('splitAtReferences', () => {
  it('cuts a text into its references and the rest, which join back into the text', () => {
    const text = 'Your booking MT-000005 is confirmed (and MT-1234567 too)';
    const parts = splitAtReferences(text);
    expect(parts).toEqual([
      { text: 'Your booking ', reference: false },
      { text: 'MT-000005', reference: true },
      { text: ' is confirmed (and ', reference: false },
      { text: 'MT-1234567', reference: true },
      { text: ' too)', reference: false },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('takes a reference alone, and leaves a text without one whole', () => {
    expect(splitAtReferences('MT-000042')).toEqual([{ text: 'MT-000042', reference: true }]);
    expect(splitAtReferences('MT-12 and mt-000042')).toEqual([
      { text: 'MT-12 and mt-000042', reference: false },
    ]);
    expect(splitAtReferences('')).toEqual([]);
  });
});
