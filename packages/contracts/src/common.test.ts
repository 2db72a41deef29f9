import { describe, expect, it } from 'vitest';
import { IsoDateSchema } from './common';

describe('IsoDateSchema', () => {
  it('is what the schema checks, with its message', () => {
    const result = IsoDateSchema.safeParse('2026-02-30');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use a real date in the YYYY-MM-DD format');
  });
});
