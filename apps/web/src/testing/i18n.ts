import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

import { detectionOptions, i18n, i18nOptions } from '../i18n';
import { resources } from '../i18n/resources';

// Components under test find every public namespace at once, in both languages, as the server
// renderer does; the browser's loading of them is src/i18n/browser.ts (docs/decisions/037). The
// detector stays, so a switch of language is remembered as in the browser.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...i18nOptions,
    resources,
    ns: Object.keys(resources.en),
    lng: 'en',
    initAsync: false,
    detection: detectionOptions,
  });
