/**
 * A calendar date as the site writes it, `YYYY-MM-DD`, with no time zone. On its own, not in
 * trip-dates.ts: the booking form checks a typed date with it before zod loads, and the tour page,
 * which reads trip-dates.ts, stays as light as it was (docs/decisions/044).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `value` is `YYYY-MM-DD` and names a day the calendar has (no 31 April, no 29 February 2027). */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
