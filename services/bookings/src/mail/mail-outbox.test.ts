import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '@mt/service-kit/outbox/retry-delay';
import { HAND_OVER_RETRY } from './mail-outbox';

describe('the hand-over schedule', () => {
  it('doubles from five seconds, stops growing at five minutes, and never gives up', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(HAND_OVER_RETRY, attempts))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(HAND_OVER_RETRY, 30)).toBe(300_000);
    expect(HAND_OVER_RETRY.maxAttempts).toBeUndefined();
  });
});
