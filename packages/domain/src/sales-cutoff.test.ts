import { describe, expect, it } from 'vitest';
import {
  datesOffSale,
  departureStartsAt,
  isOnSale,
  salesCloseAt,
  sortStartTimes,
} from './sales-cutoff';

describe('when a departure stops selling (docs/decisions/076)', () => {
  it('starts at its time in Marrakech, whatever the offset that day', () => {
    // UTC+1 most of the year; UTC+0 during Ramadan (1 March 2026).
    expect(departureStartsAt('2026-12-12', '07:00')).toBe('2026-12-12T06:00:00.000Z');
    expect(departureStartsAt('2026-03-01', '07:00')).toBe('2026-03-01T07:00:00.000Z');
    expect(departureStartsAt('2026-12-12', null)).toBe('2026-12-11T23:00:00.000Z');
  });

  it('without a cut-off or a time, sells through its whole day, as before start times', () => {
    expect(salesCloseAt('2026-12-12', null, null)).toBe('2026-12-12T23:00:00.000Z');
    expect(isOnSale(new Date('2026-12-12T22:59:59.999Z'), '2026-12-12', null, null)).toBe(true);
    expect(isOnSale(new Date('2026-12-12T23:00:00.000Z'), '2026-12-12', null, null)).toBe(false);
  });

  it('without a cut-off but with a time, sells until it starts', () => {
    expect(salesCloseAt('2026-12-12', '15:00', null)).toBe('2026-12-12T14:00:00.000Z');
    expect(isOnSale(new Date('2026-12-12T13:59:00.000Z'), '2026-12-12', '15:00', null)).toBe(true);
    expect(isOnSale(new Date('2026-12-12T14:00:00.000Z'), '2026-12-12', '15:00', null)).toBe(false);
  });

  it('a 07:00 trip with a 12-hour cut-off is off sale at 19:00 the evening before, not that day', () => {
    const twelve = { kind: 'hours_before', hours: 12 } as const;
    expect(salesCloseAt('2026-12-12', '07:00', twelve)).toBe('2026-12-11T18:00:00.000Z');
    expect(isOnSale(new Date('2026-12-11T17:59:59.999Z'), '2026-12-12', '07:00', twelve)).toBe(
      true,
    );
    expect(isOnSale(new Date('2026-12-11T18:00:00.000Z'), '2026-12-12', '07:00', twelve)).toBe(
      false,
    );
    // Hours before a departure without a time count from the start of its day.
    expect(salesCloseAt('2026-12-12', null, twelve)).toBe('2026-12-11T11:00:00.000Z');
  });

  it('"the day before at 18:00" closes then, whatever the start time', () => {
    const evening = { kind: 'day_before_at', time: '18:00' } as const;
    expect(salesCloseAt('2026-12-12', '07:00', evening)).toBe('2026-12-11T17:00:00.000Z');
    expect(salesCloseAt('2026-12-12', null, evening)).toBe('2026-12-11T17:00:00.000Z');
    // Across a month's end, during Ramadan's UTC+0.
    expect(salesCloseAt('2026-03-01', '10:00', evening)).toBe('2026-02-28T18:00:00.000Z');
  });

  it('keeps each start time once, in the day’s order', () => {
    expect(sortStartTimes(['15:00', '10:00', '15:00'])).toEqual(['10:00', '15:00']);
  });
});

describe('the dates whose sales closed', () => {
  it('are none for a tour without a cut-off or a time before its day ends', () => {
    expect(datesOffSale(new Date('2026-12-12T10:00:00Z'), '2026-12-12', [], null)).toEqual(
      new Set(),
    );
  });

  it('are today’s and tomorrow’s 07:00 departures at 19:00 with a 12-hour cut-off', () => {
    const evening = new Date('2026-12-12T18:00:00Z'); // 19:00 in Marrakech
    const twelve = { kind: 'hours_before', hours: 12 } as const;
    expect(datesOffSale(evening, '2026-12-12', ['07:00'], twelve)).toEqual(
      new Set(['2026-12-12', '2026-12-13']),
    );
  });

  it('follow the day’s first start time, and reach a week ahead at most', () => {
    const morning = new Date('2026-12-12T08:30:00Z'); // 09:30 in Marrakech
    expect(datesOffSale(morning, '2026-12-12', ['09:00', '15:00'], null)).toEqual(
      new Set(['2026-12-12']),
    );
    const week = { kind: 'hours_before', hours: 168 } as const;
    expect(datesOffSale(morning, '2026-12-12', ['09:00'], week)).toEqual(
      new Set([
        '2026-12-12',
        '2026-12-13',
        '2026-12-14',
        '2026-12-15',
        '2026-12-16',
        '2026-12-17',
        '2026-12-18',
        '2026-12-19',
      ]),
    );
  });
});
