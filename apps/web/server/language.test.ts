import { describe, expect, it } from 'vitest';

import { resolveLanguage } from '../src/i18n/server';

const query = (search = '') => new URLSearchParams(search);

describe('the language the renderer writes a page in (docs/decisions/026)', () => {
  it('takes ?lang= first, whatever the cookie and the browser say', () => {
    expect(
      resolveLanguage({ query: query('lang=fr'), cookie: 'lang=en', acceptLanguage: 'en-US' }),
    ).toEqual({ language: 'fr', source: 'query' });
    expect(resolveLanguage({ query: query('tour=3&lang=en'), cookie: 'lang=fr' })).toEqual({
      language: 'en',
      source: 'query',
    });
  });

  it('then the saved choice, read from its cookie among others', () => {
    expect(
      resolveLanguage({
        query: query(),
        cookie: 'session=abc.def; lang=fr; theme=dark',
        acceptLanguage: 'en-GB,en;q=0.9',
      }),
    ).toEqual({ language: 'fr', source: 'cookie' });
  });

  it('skips a ?lang= or a cookie that names no language of the site', () => {
    expect(
      resolveLanguage({ query: query('lang=de'), cookie: 'lang=xx', acceptLanguage: 'fr-FR' }),
    ).toEqual({ language: 'fr', source: 'header' });
  });

  it("then the browser's languages, by their weights, a region matching its language", () => {
    const header = (acceptLanguage: string) =>
      resolveLanguage({ query: query(), acceptLanguage }).language;
    expect(header('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr');
    expect(header('fr-CA')).toBe('fr');
    expect(header('de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(header('en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(header('en-US,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(header('*')).toBe('en');
  });

  it('falls back to English when nothing names a language of the site', () => {
    expect(resolveLanguage({ query: query(), acceptLanguage: 'ja-JP,de;q=0.5' })).toEqual({
      language: 'en',
      source: 'fallback',
    });
    expect(resolveLanguage({ query: query(), cookie: 'other=1' })).toEqual({
      language: 'en',
      source: 'fallback',
    });
  });
});
