import { describe, expect, it } from 'vitest';

import { countBookingDays, describeBookingDates, pricePerPersonPerDay } from './booking-display';

describe('countBookingDays', () => {
  it('is end minus start plus one', () => {
    expect(countBookingDays('2026-10-01', '2026-10-03')).toBe(3);
    expect(countBookingDays('2026-10-01', '2026-10-01')).toBe(1);
    expect(countBookingDays('2026-03-28', '2026-04-02')).toBe(6);
  });

  it('rounds a part day up', () => {
    expect(countBookingDays('2026-10-01', '2026-10-02T06:00:00Z')).toBe(2);
  });
});

describe('describeBookingDates', () => {
  it('prefers start and end, then the travel date, then nothing', () => {
    expect(
      describeBookingDates({ start_date: '2026-10-01', end_date: '2026-10-03', travel_date: null }),
    ).toEqual({ kind: 'range', start: '2026-10-01', end: '2026-10-03', days: 3 });
    expect(
      describeBookingDates({ start_date: '', end_date: '', travel_date: '2026-05-05' }),
    ).toEqual({ kind: 'single', date: '2026-05-05' });
    expect(describeBookingDates({ start_date: '', end_date: '', travel_date: null })).toEqual({
      kind: 'none',
    });
  });
});

describe('pricePerPersonPerDay', () => {
  it('divides the price per person by the days, to the cent', () => {
    expect(pricePerPersonPerDay(249, 3)).toBe(83);
    expect(pricePerPersonPerDay(100, 3)).toBe(33.33);
    expect(pricePerPersonPerDay(100, 0)).toBe(100);
  });
});
