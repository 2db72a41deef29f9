import type { Language } from '../../../i18n';
import { formatDate } from '../../../lib/format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`YYYY-MM-DD`, no time zone: DESIGN.md §4) in words. It is read as local
 * midnight, not UTC midnight, so a visitor west of Greenwich does not see the day before.
 */
export function formatTripDate(date: string, language: Language): string {
  const match = ISO_DATE.exec(date);
  if (!match) return date;
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), language);
}
