import { describe, expect, it } from 'vitest';

import { describeBookingDates, pricePerPersonPerDayCents } from './booking-display';

describe('describeBookingDates', () => {
  it('prefers start and end, then the travel date, then nothing', () => {
    expect(
      describeBookingDates({
        start_date: '2026-10-01',
        end_date: '2026-10-03',
        travel_date: null,
        days: 3,
      }),
    ).toEqual({ kind: 'range', start: '2026-10-01', end: '2026-10-03', days: 3 });
    expect(
      describeBookingDates({ start_date: '', end_date: '', travel_date: '2026-05-05', days: 1 }),
    ).toEqual({ kind: 'single', date: '2026-05-05' });
    expect(
      describeBookingDates({ start_date: '', end_date: '', travel_date: null, days: 1 }),
    ).toEqual({ kind: 'none' });
  });

  it('counts the days the booking carries, not days recounted from its dates', () => {
    // The service sets `days` from the tour's duration as it books (and the end date from it):
    // the dashboard shows that figure, whatever its dates would give recounted.
    const booking = { start_date: '2026-10-01', end_date: '2026-10-03', travel_date: null };
    expect(describeBookingDates({ ...booking, days: 4 })).toMatchObject({ days: 4 });
  });
});

describe('pricePerPersonPerDayCents', () => {
  it('divides the price per person by the days, in whole cents', () => {
    expect(pricePerPersonPerDayCents(249, 3)).toBe(8300);
    expect(pricePerPersonPerDayCents(100, 3)).toBe(3333);
    expect(pricePerPersonPerDayCents(100, 0)).toBe(10000);
  });

  it('rounds a half cent up, as cents and not as floating-point euros', () => {
    // 1.15 / 2 = 0.575 € is 0.57499… as a float: rounded as euros it gave 0.57.
    expect(pricePerPersonPerDayCents(1.15, 2)).toBe(58);
    expect(pricePerPersonPerDayCents(19.99 * 3, 3)).toBe(1999);
  });
});
