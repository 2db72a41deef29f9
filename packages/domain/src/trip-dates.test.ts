import { describe, expect, it } from 'vitest';
import {
  addDays,
  calculateEndDate,
  checkStartDate,
  countTripDays,
  todayIn,
  upcomingDepartures,
} from './trip-dates';

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

describe('todayIn', () => {
  it('is the date in Marrakech, not the server’s', () => {
    // 23:30 UTC on 31 December is already 1 January at UTC+1.
    const lateUtc = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('Africa/Casablanca', lateUtc)).toBe('2027-01-01');
    expect(todayIn('UTC', lateUtc)).toBe('2026-12-31');
  });

  it('turns at midnight to the millisecond, though it keeps its answer for the minute', () => {
    expect(todayIn('UTC', new Date('2026-12-31T23:59:00.000Z'))).toBe('2026-12-31');
    expect(todayIn('UTC', new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(todayIn('UTC', new Date('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01');
    // Clocks in tests go backwards too.
    expect(todayIn('UTC', new Date('2026-12-31T23:59:30.000Z'))).toBe('2026-12-31');
  });
});

describe('checkStartDate', () => {
  it('accepts today and later when the tour has no fixed departures', () => {
    expect(checkStartDate('2026-11-22', '2026-11-22', [])).toBeNull();
    expect(checkStartDate('2027-03-01', '2026-11-22', [])).toBeNull();
  });

  it('refuses a date before today', () => {
    expect(checkStartDate('2026-11-21', '2026-11-22', [])).toBe('past');
  });

  it('accepts only a listed departure when the tour lists any', () => {
    const departures = ['2026-12-05', '2026-12-19'];
    expect(checkStartDate('2026-12-19', '2026-11-22', departures)).toBeNull();
    expect(checkStartDate('2026-12-20', '2026-11-22', departures)).toBe('not_a_departure');
    expect(checkStartDate('2026-11-01', '2026-11-22', ['2026-11-01'])).toBe('past');
  });
});

describe('upcomingDepartures', () => {
  it('keeps today and later, once each, in order', () => {
    expect(
      upcomingDepartures(['2026-12-19', '2026-11-01', '2026-11-22', '2026-12-19'], '2026-11-22'),
    ).toEqual(['2026-11-22', '2026-12-19']);
  });
});
