import resourcesToBackend from 'i18next-resources-to-backend';

/**
 * i18next's backend over the app's own translation files, one chunk per language and namespace.
 * Loaded only once a screen or a language needs a file the page did not bring
 * (./browser.ts, docs/decisions/037).
 */
export const translationFiles = resourcesToBackend(
  (language: string, namespace: string) => import(`./${language}/${namespace}.json`),
);
