import { parseConfig } from '@mt/service-kit/config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { horizonMonthsSchema } from './config';

const schema = z.object({ BOOKING_HORIZON_MONTHS: horizonMonthsSchema });

describe('BOOKING_HORIZON_MONTHS', () => {
  it('is 18 months unless set, and takes a whole number of months', () => {
    expect(parseConfig(schema, {}).BOOKING_HORIZON_MONTHS).toBe(18);
    expect(parseConfig(schema, { BOOKING_HORIZON_MONTHS: '6' }).BOOKING_HORIZON_MONTHS).toBe(6);
  });

  it.each([
    ['0', 'must be between 1 and 120'],
    ['121', 'must be between 1 and 120'],
    ['1.5', 'must be a whole number of months'],
    ['soon', 'must be a whole number of months'],
  ])('stops the start on %j with one line naming it', (value, reason) => {
    expect(() => parseConfig(schema, { BOOKING_HORIZON_MONTHS: value })).toThrow(
      `Invalid configuration: BOOKING_HORIZON_MONTHS (got "${value}"): ${reason}`,
    );
  });
});
