import i18n from 'i18next';

/** docs/product.md (Languages): English and French; English is the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/** Where the detector remembers the visitor's choice (the browser's local storage). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/**
 * The same choice, mirrored in a cookie that the server renderer reads, so the first byte of a
 * page is already in it (docs/decisions/026). Written by the detector, hence not HttpOnly.
 */
export const LANGUAGE_COOKIE = 'lang';
const A_YEAR_IN_MINUTES = 365 * 24 * 60;

export const defaultNS = 'common';

/**
 * docs/product.md (Languages): the saved choice, then the browser language, then the page's lang
 * attribute; English last. Before them, a `?lang=` in the URL: the hreflang alternates search
 * engines follow (`/tours?lang=fr`) must open in that language (docs/decisions/006). The saved
 * choice is read from the cookie first, in the order the server renderer follows (`?lang=`,
 * cookie, the browser's Accept-Language), and every choice is written to both
 * (docs/decisions/026).
 */
export const detectionOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lang',
  lookupCookie: LANGUAGE_COOKIE,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: A_YEAR_IN_MINUTES,
  // Lax, not the detector's Strict: a visitor following another site's link (a search result)
  // must send it too, or the server would render another language than the browser reads.
  cookieOptions: { path: '/', sameSite: 'lax' as const },
};

/**
 * The options the browser's i18next (./browser.ts), the server renderer's (./server.ts) and the
 * tests' share. Translations are never fetched from a server of translations: the renderer has
 * them all, and the browser gets them with the page or from the app's own chunks.
 */
export const i18nOptions = {
  defaultNS,
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  load: 'languageOnly',
  interpolation: { escapeValue: false },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language in use, always one of SUPPORTED_LANGUAGES. */
export function getCurrentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return isLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;
}

i18n.on('languageChanged', () => {
  // The server renderer loads this module too, where there is no document (its <html lang> is
  // written by src/server-render/document.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = getCurrentLanguage();
});

export { i18n };
