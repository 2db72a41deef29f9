import { addDays, OPERATOR_TIME_ZONE } from './trip-dates';

const OFFSET_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = OFFSET_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    OFFSET_FORMATS.set(timeZone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The moment a calendar day begins in `timeZone` (Marrakech by default), as an ISO instant: a
 * booking made "on" a day in Marrakech has its UTC timestamp from this moment to the next day's.
 */
export function dayStartIn(date: string, timeZone: string = OPERATOR_TIME_ZONE): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  // Twice: the offset at the first guess may differ from the one at the answer across a change.
  let instant = midnightUtc - offsetAt(midnightUtc, timeZone);
  instant = midnightUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The instants of a range of calendar days in `timeZone`: [start of `from`, start of `to` + 1). */
export function daysBetweenInstants(
  from: string | undefined,
  to: string | undefined,
  timeZone: string = OPERATOR_TIME_ZONE,
): { from?: string; before?: string } {
  return {
    from: from ? dayStartIn(from, timeZone) : undefined,
    before: to ? dayStartIn(addDays(to, 1), timeZone) : undefined,
  };
}
