/**
 * docs/product.md (Rules, Dates and capacity): a trip's end date is its start date plus the
 * number of days in the tour's duration text, minus one; a duration with no day count
 * ("Half day", "8 hours") lasts 1 day. Dates are calendar dates (YYYY-MM-DD) without a time zone.
 */
const DAY_COUNT = /(\d+)\s*-?\s*(?:days?|jours?)\b/i;
/** The longest trip a tour may last: its dates must stay within a booking horizon. */
export const MAX_TRIP_DAYS = 60;

export function countTripDays(duration: string): number {
  const match = DAY_COUNT.exec(duration);
  const days = match ? Number(match[1]) : 1;
  return days >= 1 ? days : 1;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function readDate(date: string): [number, number, number] {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Days since 1970-01-01. setUTCFullYear, because Date.UTC reads years 0-99 as 1900-1999. */
function toDayNumber(year: number, month: number, day: number): number {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getTime() / DAY_MS;
}

/**
 * The calendar date of a day number. Dates are stored and compared as text, which sorts like
 * the calendar only with four-digit years: a day outside 0001-9999 is refused, never written as
 * "+010000-01-01" (docs/decisions/022-input-bounds.md).
 */
function fromDayNumber(dayNumber: number): string {
  const utc = new Date(dayNumber * DAY_MS);
  const year = utc.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > 9999) {
    throw new RangeError(`Not a date with a four-digit year: day ${dayNumber}`);
  }
  return `${String(year).padStart(4, '0')}-${utc.toISOString().slice(5, 10)}`;
}

/** Adds whole days to a calendar date, in UTC so that no daylight-saving change can shift it. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = readDate(date);
  return fromDayNumber(toDayNumber(year, month, day) + days);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(...readDate(to)) - toDayNumber(...readDate(from));
}

/** Adds whole months; a day the month lacks becomes its last (31 January + 1 = 28 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = readDate(date);
  const firstOfMonth = toDayNumber(year, month + months, 1);
  const next = fromDayNumber(firstOfMonth);
  const lastDay = toDayNumber(year, month + months + 1, 1) - firstOfMonth;
  return `${next.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export function calculateEndDate(startDate: string, duration: string): string {
  return addDays(startDate, countTripDays(duration) - 1);
}

/** "Today" is today's date in Marrakech (docs/product.md, Languages). */
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

/**
 * The dates a booking may take: from today to the horizon's last day (docs/decisions/
 * 022-input-bounds.md). The horizon is the bookings service's setting.
 */
export interface BookingWindow {
  today: string;
  lastDate: string;
}

export function bookingWindow(today: string, horizonMonths: number): BookingWindow {
  return { today, lastDate: addMonths(today, horizonMonths) };
}

export type DateWindowProblem = 'past' | 'beyond_horizon';
export type StartDateProblem = DateWindowProblem | 'not_a_departure';

/**
 * Not before today, and not beyond the horizon (docs/decisions/022). Dates compare as text:
 * YYYY-MM-DD sorts.
 */
export function checkDateInWindow(date: string, bookable: BookingWindow): DateWindowProblem | null {
  if (date < bookable.today) return 'past';
  if (date > bookable.lastDate) return 'beyond_horizon';
  return null;
}

/**
 * The latest start from which a trip of `days` days ends within the window, or null when none
 * does (a trip longer than the window itself).
 */
export function lastStartDate(bookable: BookingWindow, days: number): string | null {
  const latest = daysBetween(bookable.today, bookable.lastDate) - (days - 1);
  return latest < 0 ? null : addDays(bookable.today, latest);
}

/**
 * docs/decisions/022: a trip starts today or later, and on one of the tour's fixed departures
 * when it lists any; and every date of it, the end included, lies within the window, so that no
 * computed date is out of range.
 */
export function checkStartDate(
  startDate: string,
  bookable: BookingWindow,
  availableDates: readonly string[],
  days = 1,
): StartDateProblem | null {
  const problem = checkDateInWindow(startDate, bookable);
  if (problem) return problem;
  const latest = lastStartDate(bookable, days);
  if (latest === null || startDate > latest) return 'beyond_horizon';
  if (availableDates.length > 0 && !availableDates.includes(startDate)) return 'not_a_departure';
  return null;
}

/** The departures a visitor may still choose: the tour's dates from today on, in order. */
export function upcomingDepartures(availableDates: readonly string[], today: string): string[] {
  return [...new Set(availableDates)].filter((date) => date >= today).sort();
}
