import { describe, expect, it } from 'vitest';

import { formatTripDate } from './format-trip-date';

describe('formatTripDate', () => {
  it('writes the calendar date in words, on the same day whatever the time zone', () => {
    expect(formatTripDate('2026-05-01', 'en')).toBe('1 May 2026');
    expect(formatTripDate('2026-05-01', 'fr')).toBe('1 mai 2026');
    expect(formatTripDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  it('returns anything else as it came', () => {
    expect(formatTripDate('soon', 'en')).toBe('soon');
  });
});
