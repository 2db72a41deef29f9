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

/** DESIGN.md §4: "today" is today's date in Marrakech. */
export const OPERATOR_TIME_ZONE = 'Africa/Casablanca';

// Making an Intl formatter costs about half a millisecond; using one, tens of microseconds, so
// each zone keeps its formatter and its last answer. Zones change date on a whole minute (their
// offsets are whole minutes), so an answer holds for the rest of its minute.
const CALENDAR_DATES = new Map<
  string,
  { format: Intl.DateTimeFormat; minute: number; date: string }
>();
const MINUTE_MS = 60_000;

/** The calendar date (YYYY-MM-DD) at `now` in `timeZone`. */
export function todayIn(timeZone: string = OPERATOR_TIME_ZONE, now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  let zone = CALENDAR_DATES.get(timeZone);
  if (!zone) {
    // en-CA writes dates as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zone = { format, minute: Number.NaN, date: '' };
    CALENDAR_DATES.set(timeZone, zone);
  }
  if (zone.minute !== minute) {
    zone.date = zone.format.format(now);
    zone.minute = minute;
  }
  return zone.date;
}

export type StartDateProblem = 'past' | 'not_a_departure';

/**
 * §5 and DESIGN.md §4: a start date is today or later, and one of the tour's fixed departures
 * when it lists any. Dates compare as strings because YYYY-MM-DD sorts like the calendar.
 */
export function checkStartDate(
  startDate: string,
  today: string,
  availableDates: readonly string[],
): StartDateProblem | null {
  if (startDate < today) return 'past';
  if (availableDates.length > 0 && !availableDates.includes(startDate)) return 'not_a_departure';
  return null;
}

/** The departures a visitor may still choose: the tour's dates from today on, in order. */
export function upcomingDepartures(availableDates: readonly string[], today: string): string[] {
  return [...new Set(availableDates)].filter((date) => date >= today).sort();
}
