import { describe, expect, it } from 'vitest';
import { dayStartIn, daysBetweenInstants } from './day-bounds';

describe('dayStartIn', () => {
  it('is midnight on the zone’s clock, as a UTC instant', () => {
    expect(dayStartIn('2026-11-26', 'Africa/Casablanca')).toBe('2026-11-25T23:00:00.000Z');
    expect(dayStartIn('2026-07-01', 'Europe/Paris')).toBe('2026-06-30T22:00:00.000Z');
    expect(dayStartIn('2026-07-01', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
    expect(dayStartIn('2026-01-10', 'America/New_York')).toBe('2026-01-10T05:00:00.000Z');
  });

  it('begins a day whose midnight the clocks skip at the first minute that exists', () => {
    // São Paulo went from 00:00 to 01:00 on 4 November 2018 (UTC-3 to UTC-2).
    expect(dayStartIn('2018-11-04', 'America/Sao_Paulo')).toBe('2018-11-04T03:00:00.000Z');
    expect(dayStartIn('2018-11-05', 'America/Sao_Paulo')).toBe('2018-11-05T02:00:00.000Z');
  });

  it('gives a range of days as [start of the first, start of the day after the last)', () => {
    expect(daysBetweenInstants('2026-03-01', '2026-03-31', 'UTC')).toEqual({
      from: '2026-03-01T00:00:00.000Z',
      before: '2026-04-01T00:00:00.000Z',
    });
    expect(daysBetweenInstants(undefined, undefined)).toEqual({});
  });
});
