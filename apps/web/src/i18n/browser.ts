import type { BackendModule, ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  defaultNS,
  detectionOptions,
  i18n,
  i18nOptions,
  isLanguage,
} from './index';
import type { Language } from './index';
import type { Translations } from './resources';

/** What a server-rendered page hands over: its language and the namespaces it was rendered with. */
export type TranslationHandover = { language: Language; translations: Translations };

/**
 * The browser's language detector, loaded when it has something to do: on the admin's shell, on
 * a switch of language, for a choice the server could not see (docs/decisions/037). A page the
 * server rendered already is in the language the detector would choose.
 */
const loadDetector = () =>
  import('i18next-browser-languagedetector').then((module) => module.default);

/** Saves a choice where the server and the next visit read it: the cookie, local storage. */
export async function rememberLanguage(language: Language): Promise<void> {
  const LanguageDetector = await loadDetector();
  new LanguageDetector(undefined, detectionOptions).cacheUserLanguage(language);
}

/** The visitor's choice of language: saved first, so a page opened next is served in it. */
export async function switchLanguage(language: Language): Promise<void> {
  await rememberLanguage(language);
  await i18n.changeLanguage(language);
}

function cookieLanguage(): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * A choice the server could not see, which the detector would follow: one saved in local storage
 * only (by a version of the site before the cookie, docs/decisions/026), when neither the address
 * nor the cookie names a language. The server read those two first, as the detector does.
 */
export function unseenLanguageChoice(served: Language): Language | undefined {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked) || isLanguage(cookieLanguage())) return undefined;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return undefined; // Storage refused: nothing was saved there.
  }
  return isLanguage(saved) && saved !== served ? saved : undefined;
}

/**
 * A language the address names (`?lang=`, docs/decisions/006) and the cookie does not: it is
 * saved, so the visitor's next pages come in it too, as the detector would have saved it.
 */
function languageToRemember(served: Language): Language | undefined {
  const asked = new URLSearchParams(window.location.search).get('lang');
  return asked === served && cookieLanguage() !== served ? served : undefined;
}

/** The backend, whose code and map of files load with the first file asked for. */
const backend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    import('./translation-files')
      .then(({ translationFiles }) => translationFiles.read(language, namespace, callback))
      .catch((error: unknown) => callback(error as Error, false));
  },
};

/**
 * Starts the browser's i18next (docs/decisions/037). A server-rendered page brings the texts it
 * was rendered with, in its own language only, so hydration needs no request and the page's
 * scripts carry no translation at all. Any other namespace or language (a screen opened later, a
 * switch of language) comes from the app's own chunks through i18next's backend.
 */
export async function startI18n(handover?: TranslationHandover): Promise<void> {
  const shared = {
    ...i18nOptions,
    // French has every key English has (src/i18n/i18n-keys.test.ts), so a French page never
    // downloads the English texts as a fallback.
    fallbackLng: { fr: [], default: [FALLBACK_LANGUAGE] },
    partialBundledLanguages: true,
  };
  if (!handover) {
    // The admin's shell, rendered in the browser: the detector chooses, and saves, the language.
    const LanguageDetector = await loadDetector();
    await i18n
      .use(LanguageDetector)
      .use(backend)
      .use(initReactI18next)
      .init({ ...shared, ns: [defaultNS], detection: detectionOptions });
    return;
  }
  const { language, translations } = handover;
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      ...shared,
      lng: language,
      resources: { [language]: translations },
      ns: Object.keys(translations),
    });
  const toRemember = languageToRemember(language);
  if (toRemember) void rememberLanguage(toRemember);
}
