/**
 * §4 and DESIGN.md §4: a trip's end date is its start date plus the number of days in the tour's
 * duration text, minus one; a duration with no day count ("Half day", "8 hours") lasts 1 day.
 * Dates are calendar dates (YYYY-MM-DD) without a time zone.
 */
const DAY_COUNT = /(\d+)\s*-?\s*(?:days?|jours?)\b/i;

export function countTripDays(duration: string): number {
  const match = DAY_COUNT.exec(duration);
  const days = match ? Number(match[1]) : 1;
  return days >= 1 ? days : 1;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Adds whole days to a calendar date, in UTC so that no daylight-saving change can shift it. */
export function addDays(date: string, days: number): string {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return utc.toISOString().slice(0, 10);
}

export function calculateEndDate(startDate: string, duration: string): string {
  return addDays(startDate, countTripDays(duration) - 1);
}
