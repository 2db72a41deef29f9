import type { Language } from '@mt/contracts/common';

function localeOf(language: Language): string {
  return language === 'fr' ? 'fr-FR' : 'en-GB';
}

// Building an Intl formatter costs far more than using one, so each is made once per language.
const DATE_FORMATS = new Map<Language, Intl.DateTimeFormat>();
const MONEY_FORMATS = new Map<Language, Intl.NumberFormat>();
const PLURAL_RULES = new Map<Language, Intl.PluralRules>();

function cached<T>(cache: Map<Language, T>, language: Language, make: (locale: string) => T): T {
  let value = cache.get(language);
  if (!value) {
    value = make(localeOf(language));
    cache.set(language, value);
  }
  return value;
}

/** Dates are calendar dates with no time zone, so they are read and written in UTC. */
export function formatDate(date: string, language: Language): string {
  const format = cached(
    DATE_FORMATS,
    language,
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return format.format(new Date(`${date}T00:00:00Z`));
}

export function formatDateRange(start: string, end: string, language: Language): string {
  if (start === end) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

export function formatMoney(euros: number, language: Language): string {
  const format = cached(
    MONEY_FORMATS,
    language,
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
  );
  return format.format(euros);
}

/** "1 day" / "3 days", "1 jour" / "3 jours": the language's own plural rule picks the form. */
export function formatCount(
  count: number,
  language: Language,
  forms: { one: string; other: string },
): string {
  const rules = cached(PLURAL_RULES, language, (locale) => new Intl.PluralRules(locale));
  const form = rules.select(count) === 'one' ? 'one' : 'other';
  return `${count} ${forms[form]}`;
}

/** "Label: value" in English, "Label : value" in French (a no-break space keeps the colon attached). */
export function withLabel(label: string, value: string, language: Language): string {
  return `${label}${language === 'fr' ? '\u00a0:' : ':'} ${value}`;
}
