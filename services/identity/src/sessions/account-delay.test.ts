import { REQUEST_TIMEOUT_MS } from '@mt/contracts/http';
import { describe, expect, it } from 'vitest';
import { accountDelayMs, MAX_ACCOUNT_DELAY_MS } from './account-delay';

describe('accountDelayMs', () => {
  it('lets the first failures through, then doubles the wait up to its cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100, 10_000].map(accountDelayMs)).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000, 8000,
    ]);
  });

  it('caps the wait with room for the password check inside the web client time-out', () => {
    expect(MAX_ACCOUNT_DELAY_MS + 1000).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});
