import { TZDate } from '@date-fns/tz';
import { addDays, OPERATOR_TIME_ZONE } from './trip-dates';

/**
 * The moment a calendar day begins in `timeZone` (Marrakech by default), as an ISO instant: a
 * booking made "on" a day in Marrakech has its UTC timestamp from this moment to the next day's.
 */
export function dayStartIn(date: string, timeZone: string = OPERATOR_TIME_ZONE): string {
  const [year, month, day] = date.split('-').map(Number);
  // @date-fns/tz knows each zone's offsets from the Intl time-zone data, changes included.
  return new Date(new TZDate(year!, month! - 1, day!, timeZone).getTime()).toISOString();
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
