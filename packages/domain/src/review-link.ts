import { REVIEW_LINK_DAYS } from '@mt/contracts/reviews';
import { dayStartIn } from './day-bounds';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A review link's days (docs/decisions/053, 064): it opens on the trip's last day, from that day's
 * start in Marrakech, and lasts REVIEW_LINK_DAYS from when it opens; its e-mail goes that evening
 * (review-request.ts). Bookings decides the day, tours checks it: each passes its clock as `now`,
 * and nothing here reads one.
 */

/** The day a trip ending on `endDate` opens its review link: that last day. */
export function reviewLinkOpensOn(endDate: string): string {
  return endDate;
}

/** The instant a link opening on `opensOn` starts taking a review: that day's start in Marrakech. */
export function reviewLinkOpensAt(opensOn: string): string {
  return dayStartIn(opensOn);
}

/** Whether a link takes a review at `now`; one issued without a day (before it was kept) always does. */
export function isReviewLinkOpen(opensOn: string | null, now: Date): boolean {
  return opensOn === null || now.getTime() >= Date.parse(reviewLinkOpensAt(opensOn));
}

/**
 * When a link issued at `now` expires: REVIEW_LINK_DAYS after it opens, which is its issue, or
 * its day's start when that is later, so that a booking completed long before its trip, whose mail
 * waits for the trip, still mails a link with all its days.
 */
export function reviewLinkExpiresAt(opensOn: string | null, now: Date): string {
  const issued = now.getTime();
  const opens =
    opensOn === null ? issued : Math.max(issued, Date.parse(reviewLinkOpensAt(opensOn)));
  return new Date(opens + REVIEW_LINK_DAYS * DAY_MS).toISOString();
}
