import { describe, expect, it } from 'vitest';
import {
  isReviewLinkOpen,
  reviewLinkExpiresAt,
  reviewLinkOpensAt,
  reviewLinkOpensOn,
} from './review-link';
import { reviewRequestHeldUntil, reviewRequestSendsAt } from './review-request';

const at = (iso: string) => new Date(iso);

describe('a review link’s days (docs/decisions/053, 064)', () => {
  it('opens on the trip’s last day, from its start in Marrakech, whatever the offset that day', () => {
    expect(reviewLinkOpensOn('2026-12-12')).toBe('2026-12-12');
    // UTC+1 most of the year; UTC+0 during Ramadan (1 March 2026).
    expect(reviewLinkOpensAt('2026-12-12')).toBe('2026-12-11T23:00:00.000Z');
    expect(reviewLinkOpensAt('2026-03-01')).toBe('2026-03-01T00:00:00.000Z');
  });

  it('takes no review before that instant, and every one from then on', () => {
    expect(isReviewLinkOpen('2026-12-12', at('2026-12-11T22:59:59.999Z'))).toBe(false);
    expect(isReviewLinkOpen('2026-12-12', at('2026-12-11T23:00:00.000Z'))).toBe(true);
    expect(isReviewLinkOpen('2026-12-12', at('2027-01-20T09:00:00.000Z'))).toBe(true);
    // A link issued before the day was kept is open at once.
    expect(isReviewLinkOpen(null, at('2026-11-25T10:00:00.000Z'))).toBe(true);
  });

  it('lasts 90 days from when it opens: its issue, or its day’s start when that is later', () => {
    // Completed 17 days before the trip: 90 days from the trip's last day.
    expect(reviewLinkExpiresAt('2026-12-12', at('2026-11-25T10:00:00.000Z'))).toBe(
      '2027-03-11T23:00:00.000Z',
    );
    // Completed the day after the trip, or with no day: 90 days from the completion.
    expect(reviewLinkExpiresAt('2026-12-12', at('2026-12-13T08:00:00.000Z'))).toBe(
      '2027-03-13T08:00:00.000Z',
    );
    expect(reviewLinkExpiresAt(null, at('2026-12-13T08:00:00.000Z'))).toBe(
      '2027-03-13T08:00:00.000Z',
    );
  });

  it('holds the review request until 19:00 on the last day, and sends one due at once', () => {
    expect(reviewRequestHeldUntil('2026-12-12', at('2026-11-25T10:00:00.000Z'))).toBe(
      '2026-12-12T18:00:00.000Z',
    );
    expect(reviewRequestHeldUntil('2026-12-12', at('2026-12-12T18:00:00.000Z'))).toBeUndefined();
  });

  it('never mails a link before it opens, nor one that has expired', () => {
    for (const endDate of ['2026-03-01', '2026-06-30', '2026-12-12', '2027-10-25']) {
      const opensAt = Date.parse(reviewLinkOpensAt(reviewLinkOpensOn(endDate)));
      const sendsAt = Date.parse(reviewRequestSendsAt(endDate));
      const completedEarly = at('2026-01-01T09:00:00.000Z');
      expect(sendsAt).toBeGreaterThan(opensAt);
      expect(Date.parse(reviewLinkExpiresAt(endDate, completedEarly))).toBeGreaterThan(sendsAt);
    }
  });
});
