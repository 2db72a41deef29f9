import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { afterEach, describe, expect, it } from 'vitest';

import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, detectionOptions } from '.';

/** A fresh i18next with the app's detection settings, as a first page load would run it. */
async function detect(): Promise<string | undefined> {
  const instance = i18next.createInstance();
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

afterEach(() => {
  localStorage.clear();
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
});
