import { isReviewLinkOpen } from '@mt/domain/review-link';
import { refuse } from '@mt/service-kit/errors';
import type { InvitationRow, ReviewRepository } from './review-repository';

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

/** A submit before the link opens (@mt/domain/review-link) is 409, with the day it opens. */
export function requireOpenInvitation(invitation: InvitationRow, now: Date): void {
  if (invitation.opensOn !== null && !isReviewLinkOpen(invitation.opensOn, now))
    throw refuse('CONFLICT', 'REVIEW_LINK_NOT_OPEN', { opens_on: invitation.opensOn });
}
