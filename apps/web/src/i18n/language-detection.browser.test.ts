import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  detectionOptions,
} from '.';

let instance = i18next.createInstance();

/** A fresh i18next with the app's detection settings, as a first page load would run it. */
async function detect(): Promise<string | undefined> {
  instance = i18next.createInstance();
  await instance.use(LanguageDetector).init({
    resources: { en: { common: { hello: 'Hello' } }, fr: { common: { hello: 'Bonjour' } } },
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    detection: detectionOptions,
  });
  return instance.resolvedLanguage;
}

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

const clearCookie = () => (document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`);
// The app's own i18next, loaded with the module, has written one already.
beforeEach(clearCookie);

afterEach(() => {
  localStorage.clear();
  clearCookie();
  window.history.replaceState({}, '', '/');
  document.documentElement.lang = '';
  setBrowserLanguages(['en-US']);
});

describe('language detection order', () => {
  it('gives a French browser with empty storage French', async () => {
    setBrowserLanguages(['fr-FR', 'fr']);
    expect(await detect()).toBe('fr');
  });

  it('prefers the saved choice over the browser language', async () => {
    setBrowserLanguages(['fr-FR']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(await detect()).toBe('en');
  });

  it('skips an unsupported browser language and reads the page lang attribute', async () => {
    setBrowserLanguages(['de-DE']);
    document.documentElement.lang = 'fr';
    expect(await detect()).toBe('fr');
  });

  it('falls back to English when nothing names a supported language', async () => {
    setBrowserLanguages(['ja-JP']);
    expect(await detect()).toBe('en');
  });

  it('lets a ?lang= link win, and remembers it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    window.history.replaceState({}, '', '/tours?lang=fr');
    expect(await detect()).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
  });

  it('reads the cookie before local storage, as the server renderer does', async () => {
    setBrowserLanguages(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    document.cookie = `${LANGUAGE_COOKIE}=fr; Path=/`;
    expect(await detect()).toBe('fr');
  });
});

describe('the language cookie the server reads (docs/decisions/026)', () => {
  it('mirrors the detected language, and then each choice', async () => {
    setBrowserLanguages(['fr-FR']);
    expect(await detect()).toBe('fr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    await instance.changeLanguage('en');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('is written for the whole site, for a year, and sent on links from other sites', () => {
    expect(detectionOptions.cookieOptions).toMatchObject({ path: '/', sameSite: 'lax' });
    expect(detectionOptions.cookieMinutes).toBe(365 * 24 * 60);
  });
});
