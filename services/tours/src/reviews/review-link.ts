import { REVIEW_LINK_DAYS } from '@mt/contracts/reviews';
import { dayStartIn } from '@mt/domain/day-bounds';
import { OPERATOR_TIME_ZONE, todayIn } from '@mt/domain/trip-dates';
import { refuse } from '@mt/service-kit/errors';
import type { InvitationRow, ReviewRepository } from './review-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A link lasts REVIEW_LINK_DAYS from when it opens: its issue, or the start of the trip's last day
 * in Marrakech when that is later, so that a booking completed long before its trip, whose mail
 * waits for the trip (docs/decisions/064), still mails a link with all its days.
 */
export function invitationExpiry(now: Date, opensOn: string | null = null): string {
  const opens = opensOn ? Math.max(now.getTime(), Date.parse(dayStartIn(opensOn))) : now.getTime();
  return new Date(opens + REVIEW_LINK_DAYS * DAY_MS).toISOString();
}

/**
 * Review links (docs/product.md, Rules, Reviews): an unknown token is 404 and an expired one 410,
 * both the invalid-link refusal the review page shows; a spent one is still returned (the form
 * shows thanks).
 */
export function findLiveInvitation(
  reviews: ReviewRepository,
  token: string,
  now: Date,
): InvitationRow {
  const invitation = reviews.findInvitation(token);
  if (!invitation) throw refuse('NOT_FOUND', 'REVIEW_LINK_INVALID');
  if (!invitation.usedAt && new Date(invitation.expiresAt) <= now)
    throw refuse('GONE', 'REVIEW_LINK_INVALID');
  return invitation;
}

/**
 * docs/decisions/053: a link takes a review from the trip's last day on, that day in Marrakech;
 * one issued without that day (before it was kept) always does.
 */
export function isInvitationOpen(invitation: InvitationRow, now: Date): boolean {
  return invitation.opensOn === null || todayIn(OPERATOR_TIME_ZONE, now) >= invitation.opensOn;
}

export function requireOpenInvitation(invitation: InvitationRow, now: Date): void {
  if (invitation.opensOn !== null && !isInvitationOpen(invitation, now))
    throw refuse('CONFLICT', 'REVIEW_LINK_NOT_OPEN', { opens_on: invitation.opensOn });
}
