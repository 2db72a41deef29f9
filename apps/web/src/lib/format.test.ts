import { describe, expect, it } from 'vitest';

import { formatDate, formatPrice, formatRating } from './format';

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

  it('reads ISO timestamps and passes unreadable values through', () => {
    expect(formatDate(new Date(2026, 0, 2, 12).toISOString(), 'en')).toBe('2 January 2026');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
