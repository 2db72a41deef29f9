import { DISPLAY_TIME_ZONE } from './format-time-zone';
import { toCents, toEuros } from './money';

/**
 * One way of writing money, dates and sizes for the site and the e-mails alike, so that a reader
 * sees the same "€249" on a page and in a mail (docs/decisions/032). Pure Intl, no React.
 */
export type FormatLanguage = 'en' | 'fr';

/**
 * The Intl locale behind each language. British English writes dates day first, as most of our
 * visitors do; both write euros the way their readers expect ("€249", "249 €").
 */
const LOCALES: Record<FormatLanguage, string> = { en: 'en-GB', fr: 'fr-FR' };

// Intl formatters are costly to build and are used in every card, review and e-mail: keep one of
// each (a handful per language, so a plain map).
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(language: FormatLanguage, key: string, options: Intl.NumberFormatOptions) {
  const id = `${language}:number:${key}`;
  let format = cache.get(id) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], options);
    cache.set(id, format);
  }
  return format;
}

function dateFormat(language: FormatLanguage, key: string, options: Intl.DateTimeFormatOptions) {
  const id = `${language}:date:${key}`;
  let format = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    cache.set(id, format);
  }
  return format;
}

/**
 * A price in whole cents (docs/product.md, Languages), the unit every sum and rule works in
 * (money.ts). Whole euros have no decimals ("€249", "249 €"); others show the cents ("€49.50",
 * "49,50 €").
 */
export function formatCents(cents: number, language: FormatLanguage): string {
  const whole = cents % 100 === 0;
  return numberFormat(language, whole ? 'eur0' : 'eur2', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(toEuros(cents) + 0); // + 0: a negative zero would read "-€0".
}

/**
 * A price in euros, as the API answers it: taken to its whole cents first, so that a float's
 * dust (1.1 + 2.2 - 0.3 is 3.0000000000000004) is not shown as "€3.00".
 */
export function formatPrice(euros: number, language: FormatLanguage): string {
  return formatCents(toCents(euros), language);
}

/** A rating average with exactly one decimal: "4.7" in English, "4,7" in French. */
export function formatRating(value: number, language: FormatLanguage): string {
  return numberFormat(language, 'rating', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * The day of a moment in words ("10 November 2026", "10 novembre 2026"), its day in
 * DISPLAY_TIME_ZONE (format-time-zone.ts). An unreadable value is returned as it came rather than
 * as "Invalid Date".
 */
export function formatDate(value: string | Date, language: FormatLanguage): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(language, 'long', { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE }).format(
    date,
  );
}

/**
 * A calendar date (`YYYY-MM-DD`, no time zone: docs/product.md, Languages): "15 Oct 2026", or in
 * words with `long` ("15 October 2026"), with its weekday with `full` ("Thursday, 15 October
 * 2026", "jeudi 15 octobre 2026"). Read and written in UTC, so a trip starting on the 15th
 * shows the 15th wherever the reader is.
 */
export function formatCalendarDate(
  value: string,
  language: FormatLanguage,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, language);
  return dateFormat(language, `calendar-${style}`, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/** A calendar month (`YYYY-MM`) in words: "December 2026", "décembre 2026". */
export function formatCalendarMonth(month: string, language: FormatLanguage): string {
  return dateFormat(language, 'calendar-month', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The weekday of a calendar date (`YYYY-MM-DD`): "Mon" or "Monday", "lun." or "lundi". */
export function formatWeekday(
  value: string,
  language: FormatLanguage,
  width: 'short' | 'long',
): string {
  return dateFormat(language, `weekday-${width}`, { weekday: width, timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/**
 * A moment with its time ("10 Nov 2026, 14:05"), for logs and lists: in the reader's time zone, or
 * in `timeZone` (the admin's booking record writes Marrakech's time: docs/decisions/049).
 */
export function formatDateTime(
  value: string | Date,
  language: FormatLanguage,
  timeZone?: string,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(language, `date-time:${timeZone ?? ''}`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

const BYTE_UNITS: Record<FormatLanguage, readonly string[]> = {
  en: ['Bytes', 'KB', 'MB', 'GB'],
  // French writes octets: Ko, Mo, Go.
  fr: ['octets', 'Ko', 'Mo', 'Go'],
};

/**
 * A size (docs/product.md, Admin dashboard, Gallery) in Bytes, KB, MB or GB, in steps of 1024,
 * with at most 2 decimals ("1.5 MB", "1,5 Mo"). GB is the largest unit.
 */
export function formatBytes(bytes: number, language: FormatLanguage): string {
  const units = BYTE_UNITS[language];
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  const step = 1024;
  const index = Math.min(Math.floor(Math.log(bytes) / Math.log(step)), units.length - 1);
  const value = Math.round((bytes / step ** index) * 100) / 100;
  const number = numberFormat(language, 'bytes', { maximumFractionDigits: 2 }).format(value);
  return `${number} ${units[index]}`;
}
