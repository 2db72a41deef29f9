import { describe, expect, it } from 'vitest';

import {
  formatBytes,
  formatCalendarDate,
  formatCalendarMonth,
  formatCents,
  formatDate,
  formatDateTime,
  formatPrice,
  formatRating,
  formatWeekday,
} from './format';
import { toCents } from './money';

// Intl separates French numbers and the euro sign with (narrow) no-break spaces.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes whole euros without decimals, in each language’s order', () => {
    expect(formatPrice(249, 'en')).toBe('€249');
    expect(spaces(formatPrice(249, 'fr'))).toBe('249 €');
  });

  it('shows cents when there are any', () => {
    expect(formatPrice(49.5, 'en')).toBe('€49.50');
    expect(spaces(formatPrice(49.5, 'fr'))).toBe('49,50 €');
  });

  it('groups thousands', () => {
    expect(formatPrice(1249, 'en')).toBe('€1,249');
    expect(spaces(formatPrice(1249, 'fr'))).toBe('1 249 €');
  });
});

describe('formatCents', () => {
  it('writes whole cents as formatPrice writes their euros', () => {
    expect(formatCents(24900, 'en')).toBe('€249');
    expect(spaces(formatCents(4950, 'fr'))).toBe('49,50 €');
    expect(formatCents(toCents(19.99) * 3, 'en')).toBe('€59.97');
    expect(formatCents(-2500, 'en')).toBe('-€25');
  });

  it('takes euros to their whole cents before writing them, so no float dust shows', () => {
    // 3.0000000000000004 and -2.8e-17: "€3.00" and "-€0.00" before.
    expect(formatPrice(1.1 + 2.2 - 0.3, 'en')).toBe('€3');
    expect(formatPrice(0.3 - 0.1 - 0.2, 'en')).toBe('€0');
    expect(spaces(formatPrice(1.1 + 2.2 - 0.3, 'fr'))).toBe('3 €');
  });
});

describe('formatRating', () => {
  it('always shows one decimal, with the language’s separator', () => {
    expect(formatRating(4.75, 'en')).toBe('4.8');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(4.7, 'fr')).toBe('4,7');
  });
});

describe('formatDate', () => {
  it('writes the date in words in each language', () => {
    const midday = new Date(2026, 10, 10, 12);
    expect(formatDate(midday, 'en')).toBe('10 November 2026');
    expect(formatDate(midday, 'fr')).toBe('10 novembre 2026');
  });

  it('writes a moment’s UTC day, as the server that rendered the page did', () => {
    expect(formatDate('2026-11-10T23:30:00Z', 'en')).toBe('10 November 2026');
    expect(formatDate('2026-11-11T00:30:00+01:00', 'fr')).toBe('10 novembre 2026');
  });

  it('reads ISO timestamps and passes unreadable values through', () => {
    expect(formatDate(new Date(2026, 0, 2, 12).toISOString(), 'en')).toBe('2 January 2026');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatCalendarDate', () => {
  it('shows the calendar date as written, whatever the time zone', () => {
    expect(formatCalendarDate('2026-10-15', 'en')).toBe('15 Oct 2026');
    expect(formatCalendarDate('2026-10-15', 'fr')).toBe('15 oct. 2026');
  });

  it('writes the month in words when asked for the long style', () => {
    expect(formatCalendarDate('2026-05-01', 'en', 'long')).toBe('1 May 2026');
    expect(formatCalendarDate('2026-05-01', 'fr', 'long')).toBe('1 mai 2026');
    expect(formatCalendarDate('2026-12-31', 'en', 'long')).toBe('31 December 2026');
  });

  it('returns an unreadable value as it came', () => {
    expect(formatCalendarDate('soon', 'en', 'long')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes date and time in each language', () => {
    const moment = new Date(2026, 10, 10, 14, 5);
    expect(formatDateTime(moment, 'en')).toBe('10 Nov 2026, 14:05');
    expect(spaces(formatDateTime(moment, 'fr'))).toMatch(/^10 nov\. 2026,? (à )?14:05$/);
    expect(formatDateTime('never', 'en')).toBe('never');
  });

  it('writes the time of a given time zone when asked', () => {
    expect(formatDateTime('2026-11-10T13:05:00Z', 'en', 'Asia/Tokyo')).toBe('10 Nov 2026, 22:05');
    expect(formatDateTime('2026-11-10T13:05:00Z', 'en', 'UTC')).toBe('10 Nov 2026, 13:05');
  });
});

describe('formatBytes', () => {
  it('steps by 1024 through Bytes, KB, MB and GB with at most 2 decimals', () => {
    expect(formatBytes(0, 'en')).toBe('0 Bytes');
    expect(formatBytes(512, 'en')).toBe('512 Bytes');
    expect(formatBytes(1024, 'en')).toBe('1 KB');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(1234567, 'en')).toBe('1.18 MB');
    expect(formatBytes(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatBytes(3.256 * 1024 ** 3, 'en')).toBe('3.26 GB');
  });

  it('keeps GB for sizes beyond it', () => {
    expect(formatBytes(2048 * 1024 ** 3, 'en')).toBe('2,048 GB');
  });

  it('writes French units and decimal commas', () => {
    expect(formatBytes(0, 'fr')).toBe('0 octets');
    expect(formatBytes(1536, 'fr')).toBe('1,5 Ko');
    expect(formatBytes(1234567, 'fr')).toBe('1,18 Mo');
  });
});

describe("the booking calendar's words", () => {
  it('names a day with its weekday, a month and a weekday in each language', () => {
    expect(formatCalendarDate('2026-12-01', 'en', 'full')).toBe('Tuesday, 1 December 2026');
    expect(formatCalendarDate('2026-12-01', 'fr', 'full')).toBe('mardi 1 décembre 2026');
    expect(formatCalendarMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatCalendarMonth('2026-12', 'fr')).toBe('décembre 2026');
    expect(formatWeekday('2026-11-30', 'en', 'short')).toBe('Mon');
    expect(formatWeekday('2026-11-30', 'fr', 'long')).toBe('lundi');
  });
});
