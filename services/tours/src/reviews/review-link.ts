import { REVIEW_LINK_DAYS } from '@mt/contracts/reviews';
import { AppError, notFound } from '@mt/service-kit/errors';
import type { InvitationRow, ReviewRepository } from './review-repository';

export const INVALID_LINK = 'Review link is invalid or expired';
const DAY_MS = 24 * 60 * 60 * 1000;

export function invitationExpiry(now: Date): string {
  return new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS).toISOString();
}

/**
 * DESIGN.md §4 review tokens: an unknown token is 404 and an expired one 410, both with the
 * invalid-link text the review page shows; a spent one is still returned (the form shows thanks).
 */
export function findLiveInvitation(
  reviews: ReviewRepository,
  token: string,
  now: Date,
): InvitationRow {
  const invitation = reviews.findInvitation(token);
  if (!invitation) throw notFound(INVALID_LINK);
  if (!invitation.usedAt && new Date(invitation.expiresAt) <= now)
    throw new AppError('GONE', INVALID_LINK);
  return invitation;
}
