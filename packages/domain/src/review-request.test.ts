import { describe, expect, it } from 'vitest';
import { reviewRequestDue, reviewRequestSendsAt } from './review-request';

describe('when the review request goes (docs/decisions/064)', () => {
  it('goes at 19:00 in Marrakech on the trip’s last day, whatever the offset that day', () => {
    // UTC+1 most of the year; UTC+0 during Ramadan (1 March 2026).
    expect(reviewRequestSendsAt('2026-12-12')).toBe('2026-12-12T18:00:00.000Z');
    expect(reviewRequestSendsAt('2026-03-01')).toBe('2026-03-01T19:00:00.000Z');
  });

  it('is not due a minute before, and due from then on, a completion days later included', () => {
    expect(reviewRequestDue('2026-12-12', new Date('2026-12-12T17:59:59.999Z'))).toBe(false);
    expect(reviewRequestDue('2026-12-12', new Date('2026-12-12T18:00:00.000Z'))).toBe(true);
    expect(reviewRequestDue('2026-12-12', new Date('2026-12-20T09:00:00.000Z'))).toBe(true);
    // A booking completed 17 days before its trip.
    expect(reviewRequestDue('2026-12-12', new Date('2026-11-25T10:00:00.000Z'))).toBe(false);
  });
});
