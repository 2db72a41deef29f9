import { parseCookie } from 'cookie';
import i18next from 'i18next';
import Negotiator from 'negotiator';
import { initReactI18next } from 'react-i18next';

import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  SUPPORTED_LANGUAGES,
  defaultNS,
  isLanguage,
  resources,
} from './index';
import type { Language } from './index';

/** What a request says of its language: its address, its headers. */
export type LanguageSignals = {
  query: URLSearchParams;
  /** The Cookie header. */
  cookie?: string | undefined;
  /** The Accept-Language header: the browser's languages. */
  acceptLanguage?: string | undefined;
};

/**
 * Where the language came from. Only `query` is the same for every visitor of the address; the
 * others depend on headers the answer must name in `Vary` (docs/decisions/026).
 */
export type LanguageSource = 'query' | 'cookie' | 'header' | 'fallback';

/**
 * The page's language, in the order the browser's detector follows (src/i18n/index.ts
 * detectionOptions), so that hydration finds the language it was rendered in: `?lang=`
 * (docs/decisions/006), then the saved choice's cookie, then the browser's languages by their
 * weights, then English. The browser's last resort, its `<html lang>`, is what the server wrote.
 */
export function resolveLanguage({ query, cookie, acceptLanguage }: LanguageSignals): {
  language: Language;
  source: LanguageSource;
} {
  const asked = query.get('lang');
  if (isLanguage(asked)) return { language: asked, source: 'query' };
  const saved = cookie ? parseCookie(cookie)[LANGUAGE_COOKIE] : undefined;
  if (isLanguage(saved)) return { language: saved, source: 'cookie' };
  if (acceptLanguage) {
    const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
      ...SUPPORTED_LANGUAGES,
    ]);
    if (isLanguage(preferred)) return { language: preferred, source: 'header' };
  }
  return { language: FALLBACK_LANGUAGE, source: 'fallback' };
}

/**
 * One i18next instance per rendered page: requests in different languages are rendered at the
 * same time, so they cannot share the browser's module-wide instance. Same resources and options,
 * no detector: the renderer has already chosen the language (docs/decisions/024).
 */
export function createRequestI18n(language: Language) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    defaultNS,
    ns: Object.keys(resources.en),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
