import { describe, expect, it } from 'vitest';
import { handOverDelayMs } from './mail-outbox';

describe('handOverDelayMs', () => {
  it('doubles from the base and stops growing at five minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => handOverDelayMs(attempts, 5000))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(handOverDelayMs(30, 5000)).toBe(300_000);
  });
});
