import { TZDate } from '@date-fns/tz';
import { addDays, OPERATOR_TIME_ZONE } from './trip-dates';

/**
 * When a departure's sales close (docs/decisions/076): a set number of hours before it starts
 * (a balloon at sunrise: 12 hours), or the day before at a set time ("the day before at 18:00",
 * so the driver has the list the evening before). Without one, sales close when it starts, and a
 * departure without a start time sells through its whole day, as before start times existed.
 */
export type SalesCutoff =
  { kind: 'hours_before'; hours: number } | { kind: 'day_before_at'; time: string };

/** At most a week before: a longer wait is a matter of which dates the tour offers. */
export const CUTOFF_HOURS_MAX = 168;
/** A time of day on a 24-hour clock, "07:00", "15:30". */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A day's departures: a cooking class at 10:00 and 15:00; more is a schedule, not a tour. */
export const START_TIMES_MAX = 8;

const HOUR_MS = 3_600_000;

/** The instant `date` at `time` (00:00 without one) in `timeZone`, as an ISO instant. */
export function departureStartsAt(
  date: string,
  time: string | null,
  timeZone: string = OPERATOR_TIME_ZONE,
): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = (time ?? '00:00').split(':').map(Number);
  // @date-fns/tz knows the zone's offsets, Morocco's hour back during Ramadan included.
  return new Date(
    new TZDate(year!, month! - 1, day!, hours!, minutes!, timeZone).getTime(),
  ).toISOString();
}

/**
 * The instant the departure of `date` at `startTime` stops selling (see SalesCutoff). Hours
 * before a departure without a time count from the start of its day.
 */
export function salesCloseAt(
  date: string,
  startTime: string | null,
  cutoff: SalesCutoff | null,
  timeZone: string = OPERATOR_TIME_ZONE,
): string {
  if (cutoff?.kind === 'day_before_at') {
    return departureStartsAt(addDays(date, -1), cutoff.time, timeZone);
  }
  if (cutoff?.kind === 'hours_before') {
    const starts = Date.parse(departureStartsAt(date, startTime, timeZone));
    return new Date(starts - cutoff.hours * HOUR_MS).toISOString();
  }
  return startTime
    ? departureStartsAt(date, startTime, timeZone)
    : departureStartsAt(addDays(date, 1), null, timeZone);
}

/** Whether the departure of `date` at `startTime` still sells at `now`. */
export function isOnSale(
  now: Date,
  date: string,
  startTime: string | null,
  cutoff: SalesCutoff | null,
  timeZone: string = OPERATOR_TIME_ZONE,
): boolean {
  return now.getTime() < Date.parse(salesCloseAt(date, startTime, cutoff, timeZone));
}

/** A tour's start times as stored and answered: each once, in the day's order. */
export function sortStartTimes(times: readonly string[]): string[] {
  return [...new Set(times)].sort();
}

/** The days a cut-off can close before they begin: a week of hours, and the one it starts on. */
const CUTOFF_REACH_DAYS = Math.ceil(CUTOFF_HOURS_MAX / 24) + 1;

/**
 * The dates from `today` whose sales closed by `now`. A tour's day is one departure for now,
 * leaving at its first start time (docs/decisions/076); a date further ahead than any cut-off
 * reaches is never among them.
 */
export function datesOffSale(
  now: Date,
  today: string,
  startTimes: readonly string[],
  cutoff: SalesCutoff | null,
  timeZone: string = OPERATOR_TIME_ZONE,
): Set<string> {
  const closed = new Set<string>();
  for (let offset = 0; offset <= CUTOFF_REACH_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (!isOnSale(now, date, startTimes[0] ?? null, cutoff, timeZone)) closed.add(date);
  }
  return closed;
}
