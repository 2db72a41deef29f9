import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  bookingWindow,
  calculateEndDate,
  checkDateInWindow,
  checkStartDate,
  daysBetween,
  lastStartDate,
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

  it('never writes a date past year 9999, however long the trip', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => calculateEndDate('2026-12-01', '1000000000000 days')).toThrow(RangeError);
  });

  it('keeps years before 100 as they are', () => {
    expect(addDays('0001-01-01', 1)).toBe('0001-01-02');
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the month’s last when it has fewer', () => {
    expect(addMonths('2026-11-22', 18)).toBe('2028-05-22');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 18)).toBe('2029-02-28');
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
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

describe('the booking bookable', () => {
  const bookable = bookingWindow('2026-11-22', 18);

  it('runs from today to the same day 18 months on', () => {
    expect(bookable).toEqual({ today: '2026-11-22', lastDate: '2028-05-22' });
    expect(checkDateInWindow('2026-11-22', bookable)).toBeNull();
    expect(checkDateInWindow('2028-05-22', bookable)).toBeNull();
    expect(checkDateInWindow('2026-11-21', bookable)).toBe('past');
    expect(checkDateInWindow('2028-05-23', bookable)).toBe('beyond_horizon');
    expect(checkDateInWindow('9999-12-31', bookable)).toBe('beyond_horizon');
  });

  it('ends a trip by its last day: the last start is earlier by the trip’s length', () => {
    expect(lastStartDate(bookable, 1)).toBe('2028-05-22');
    expect(lastStartDate(bookable, 3)).toBe('2028-05-20');
    expect(lastStartDate(bookingWindow('2026-11-22', 1), 31)).toBe('2026-11-22');
    expect(lastStartDate(bookingWindow('2026-11-22', 1), 32)).toBeNull();
    expect(lastStartDate(bookable, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('checkStartDate', () => {
  const bookable = bookingWindow('2026-11-22', 18);

  it('accepts today and later when the tour has no fixed departures', () => {
    expect(checkStartDate('2026-11-22', bookable, [])).toBeNull();
    expect(checkStartDate('2027-03-01', bookable, [])).toBeNull();
  });

  it('refuses a date before today', () => {
    expect(checkStartDate('2026-11-21', bookable, [])).toBe('past');
  });

  it('refuses a trip that starts or ends beyond the horizon', () => {
    expect(checkStartDate('2028-05-23', bookable, [])).toBe('beyond_horizon');
    expect(checkStartDate('2028-05-20', bookable, [], 3)).toBeNull();
    expect(checkStartDate('2028-05-21', bookable, [], 3)).toBe('beyond_horizon');
    expect(checkStartDate('2999-01-01', bookable, ['2999-01-01'])).toBe('beyond_horizon');
  });

  it('accepts only a listed departure when the tour lists any', () => {
    const departures = ['2026-12-05', '2026-12-19'];
    expect(checkStartDate('2026-12-19', bookable, departures)).toBeNull();
    expect(checkStartDate('2026-12-20', bookable, departures)).toBe('not_a_departure');
    expect(checkStartDate('2026-11-01', bookable, ['2026-11-01'])).toBe('past');
  });
});

describe('upcomingDepartures', () => {
  it('keeps today and later, once each, in order', () => {
    expect(
      upcomingDepartures(['2026-12-19', '2026-11-01', '2026-11-22', '2026-12-19'], '2026-11-22'),
    ).toEqual(['2026-11-22', '2026-12-19']);
  });
});
