import { parseCookie } from 'cookie';
import i18next from 'i18next';
import Negotiator from 'negotiator';
import { initReactI18next } from 'react-i18next';

import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  SUPPORTED_LANGUAGES,
  i18nOptions,
  isLanguage,
} from './index';
import type { Language } from './index';
import { resources } from './resources';
import type { Namespace, Translations } from './resources';

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

/** A page's namespaces in its language: what the browser needs to hydrate it (docs/decisions/037). */
export function translationsFor(
  language: Language,
  namespaces: readonly Namespace[],
): Translations {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, resources[language][namespace]]),
  );
}

/**
 * One i18next instance per rendered page: requests in different languages are rendered at the
 * same time, so they cannot share the browser's module-wide instance. No detector: the renderer
 * has already chosen the language (docs/decisions/024). It holds the page's translations and
 * nothing else, exactly what the browser will hydrate with (docs/decisions/037): a text from
 * another namespace is reported to `onMissing` rather than rendered from a bundle the browser
 * would not have.
 */
export function createRequestI18n(
  language: Language,
  translations: Translations,
  onMissing: (key: string) => void = () => {},
) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...i18nOptions,
    resources: { [language]: translations },
    lng: language,
    ns: Object.keys(translations),
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => onMissing(`${namespace}:${key}`),
    initAsync: false,
  });
  return instance;
}
