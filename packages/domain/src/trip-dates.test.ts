import { describe, expect, it } from 'vitest';
import { addDays, calculateEndDate, countTripDays } from './trip-dates';

describe('countTripDays', () => {
  it.each([
    ['3 days / 2 nights', 3],
    ['1 day', 1],
    ['10 Days', 10],
    ['4-day trek', 4],
    ['3 jours / 2 nuits', 3],
    ['Half day', 1],
    ['8 hours', 1],
    ['', 1],
    ['0 days', 1],
  ])('%j lasts %i day(s)', (duration, days) => {
    expect(countTripDays(duration)).toBe(days);
  });
});

describe('calculateEndDate', () => {
  it('ends on the start date for a one-day tour', () => {
    expect(calculateEndDate('2026-12-01', '1 day')).toBe('2026-12-01');
  });

  it('counts the start day as the first day', () => {
    expect(calculateEndDate('2026-12-30', '3 days / 2 nights')).toBe('2027-01-01');
  });

  it('crosses a leap day and a daylight-saving change without drifting', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 3)).toBe('2026-03-31');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('01/12/2026', 1)).toThrow(RangeError);
  });
});
