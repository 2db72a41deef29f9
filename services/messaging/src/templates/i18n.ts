import type { Language } from '@mt/contracts/common';
import i18next from 'i18next';
import en from '../locales/en/email.json';
import fr from '../locales/fr/email.json';

/**
 * The e-mails' words, translated with i18next as the site's are (docs/decisions/032): one JSON
 * file per language in src/locales, plurals by the language's own rule (`_one`, `_other`) and
 * `{{placeholders}}` filled with values the shared formatters already wrote.
 */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPluralSuffix<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every key of the English file (a plural by its base name), so a mistyped key fails the type check. */
export type EmailKey = WithoutPluralSuffix<Leaves<typeof en>>;
export type EmailTranslate = (key: EmailKey, values?: Record<string, string | number>) => string;

// Typed as the English tree: a key missing in French fails the type check too.
const resources = { en: { email: en }, fr: { email: fr satisfies typeof en } };

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fr'],
  ns: ['email'],
  defaultNS: 'email',
  // The resources are here already: init completes before it returns.
  initAsync: false,
  // Values stay plain text: blocks.ts escapes every text once, for the HTML part only, and the
  // subject and the text part must show a name as it was typed.
  interpolation: { escapeValue: false },
});

export function emailTranslator(language: Language): EmailTranslate {
  const t = i18n.getFixedT(language, 'email') as unknown as (
    key: string,
    values?: Record<string, unknown>,
  ) => string;
  return (key, values) => t(key, values);
}
