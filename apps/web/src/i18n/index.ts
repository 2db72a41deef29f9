import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

import { setRefusalTranslator } from '../lib/api-client';
import { refusalTranslator } from './refusals';

import enAuth from './en/auth.json';
import enBooking from './en/booking.json';
import enCommon from './en/common.json';
import enContact from './en/contact.json';
import enGallery from './en/gallery.json';
import enHome from './en/home.json';
import enReview from './en/review.json';
import enTours from './en/tours.json';
import frAuth from './fr/auth.json';
import frBooking from './fr/booking.json';
import frCommon from './fr/common.json';
import frContact from './fr/contact.json';
import frGallery from './fr/gallery.json';
import frHome from './fr/home.json';
import frReview from './fr/review.json';
import frTours from './fr/tours.json';

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

const en = {
  auth: enAuth,
  booking: enBooking,
  common: enCommon,
  contact: enContact,
  gallery: enGallery,
  home: enHome,
  review: enReview,
  tours: enTours,
};

// Typed as the English tree so a key missing in French fails the type check too.
const fr: typeof en = {
  auth: frAuth,
  booking: frBooking,
  common: frCommon,
  contact: frContact,
  gallery: frGallery,
  home: frHome,
  review: frReview,
  tours: frTours,
};

/**
 * Translations are bundled with the app, never fetched. One namespace per feature. The
 * admin's namespace ships with the admin chunk instead (./admin-resources.ts), so that public pages
 * never download it.
 */
export const resources = { en, fr } as const;

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

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    defaultNS,
    ns: Object.keys(en),
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: detectionOptions,
  });

// The services' refusals, said in the visitor's language wherever the app shows one
// (docs/decisions/031). The server renderer shows none: it never sends a request that is refused.
setRefusalTranslator(refusalTranslator(i18n));

export { i18n };
