import { describe, expect, it } from 'vitest';
import { inLanguage } from './in-language';

describe('inLanguage: the requested language, else the other (docs/decisions/041)', () => {
  it('answers the French text on a French page and the English one on an English page', () => {
    expect(inLanguage('fr', 'Desert', 'Désert')).toBe('Désert');
    expect(inLanguage('en', 'Desert', 'Désert')).toBe('Desert');
  });

  it('falls back to English when the French is missing, blank or an empty list', () => {
    expect(inLanguage('fr', 'Desert', null)).toBe('Desert');
    expect(inLanguage('fr', 'Desert', undefined)).toBe('Desert');
    expect(inLanguage('fr', 'Desert', '   ')).toBe('Desert');
    expect(inLanguage('fr', ['Water'], [])).toEqual(['Water']);
  });

  it('falls back to French when the English is missing', () => {
    expect(inLanguage('en', null, 'Coucher de soleil')).toBe('Coucher de soleil');
    expect(inLanguage('en', '', 'Coucher de soleil')).toBe('Coucher de soleil');
    expect(inLanguage('en', [], ['Eau'])).toEqual(['Eau']);
  });

  it('answers the English value (or null) when neither language has a text', () => {
    expect(inLanguage('fr', null, null)).toBeNull();
    expect(inLanguage('en', null, '')).toBeNull();
    expect(inLanguage('fr', '', null)).toBe('');
    expect(inLanguage('fr', [], null)).toEqual([]);
  });
});
