import { parseConfig } from '@mt/service-kit/config';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { holdSeatsSchema, horizonMonthsSchema, loadBookingsConfig } from './config';

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

describe('BOOKING_HOLD_* (docs/decisions/059)', () => {
  it('bounds one holder’s pending seats by default, and 0 switches a limit off', () => {
    const config = loadBookingsConfig({ INTERNAL_TOKEN: 'x'.repeat(32), DATA_DIR: '/nonexistent' });
    expect(config).toMatchObject({
      BOOKING_HOLD_EMAIL_DEPARTURE: 20,
      BOOKING_HOLD_EMAIL_DAY: 40,
      BOOKING_HOLD_ADDRESS_DEPARTURE: 40,
      BOOKING_HOLD_ADDRESS_DAY: 100,
    });
    const seats = z.object({ BOOKING_HOLD_EMAIL_DAY: holdSeatsSchema(40) });
    expect(parseConfig(seats, { BOOKING_HOLD_EMAIL_DAY: '0' }).BOOKING_HOLD_EMAIL_DAY).toBe(0);
  });

  it.each([
    ['-1', 'must be 0 or more'],
    ['2.5', 'must be a whole number of seats'],
    ['lots', 'must be a whole number of seats'],
  ])('stops the start on %j with one line naming it', (value, reason) => {
    const seats = z.object({ BOOKING_HOLD_ADDRESS_DAY: holdSeatsSchema(100) });
    expect(() => parseConfig(seats, { BOOKING_HOLD_ADDRESS_DAY: value })).toThrow(
      `Invalid configuration: BOOKING_HOLD_ADDRESS_DAY (got "${value}"): ${reason}`,
    );
  });
});
