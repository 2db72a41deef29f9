import { TZDate } from '@date-fns/tz';
import { OPERATOR_TIME_ZONE } from './trip-dates';

/**
 * The hour the review request goes on the trip's last day, in Marrakech: the evening, when the
 * customer of a day trip is back and the traveller of a longer one has returned
 * (docs/decisions/064). Its link already takes the review from that day's start
 * (docs/decisions/053); the mail that thanks them for travelling waits until the trip is over.
 */
export const REVIEW_REQUEST_HOUR = 19;

/** The instant the review request of a trip ending on `endDate` goes, as an ISO string. */
export function reviewRequestSendsAt(
  endDate: string,
  timeZone: string = OPERATOR_TIME_ZONE,
): string {
  const [year, month, day] = endDate.split('-').map(Number);
  // @date-fns/tz knows each zone's offsets from the Intl data, Morocco's Ramadan hour included.
  return new Date(
    new TZDate(year!, month! - 1, day!, REVIEW_REQUEST_HOUR, 0, timeZone).getTime(),
  ).toISOString();
}

/** Whether the review request of a trip ending on `endDate` may go at `now`. */
export function reviewRequestDue(endDate: string, now: Date): boolean {
  return now.getTime() >= Date.parse(reviewRequestSendsAt(endDate));
}

/**
 * What a completion at `now` holds the review request until: the instant it goes, or nothing
 * when that has passed and it goes at once.
 */
export function reviewRequestHeldUntil(endDate: string, now: Date): string | undefined {
  return reviewRequestDue(endDate, now) ? undefined : reviewRequestSendsAt(endDate);
}
