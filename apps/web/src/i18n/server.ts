import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, defaultNS, resources } from './index';
import type { Language } from './index';

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
