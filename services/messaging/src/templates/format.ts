import type { Language } from '@mt/contracts/common';

function localeOf(language: Language): string {
  return language === 'fr' ? 'fr-FR' : 'en-GB';
}

/** §4: dates are calendar dates with no time zone, so they are read and written in UTC. */
export function formatDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function formatDateRange(start: string, end: string, language: Language): string {
  if (start === end) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

export function formatMoney(euros: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(
    euros,
  );
}

/** "1 day" / "3 days", "1 jour" / "3 jours": the language's own plural rule picks the form. */
export function formatCount(
  count: number,
  language: Language,
  forms: { one: string; other: string },
): string {
  const form = new Intl.PluralRules(localeOf(language)).select(count) === 'one' ? 'one' : 'other';
  return `${count} ${forms[form]}`;
}

/** "Label: value" in English, "Label : value" in French (a no-break space keeps the colon attached). */
export function withLabel(label: string, value: string, language: Language): string {
  return `${label}${language === 'fr' ? '\u00a0:' : ':'} ${value}`;
}
