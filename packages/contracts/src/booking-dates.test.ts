import { describe, expect, it } from 'vitest';
import { bookingStartDateSchema, START_DATE_MESSAGES } from './booking-dates';
import { createBookingSchemas } from './bookings';

let today = '2026-11-22';
const calendar = { today: () => today, horizonMonths: 18 };
const StartDate = bookingStartDateSchema(calendar);
const messagesOf = (value: unknown) =>
  StartDate.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('a booking’s start date', () => {
  it('runs from today to the horizon’s last day, both included', () => {
    today = '2026-11-22';
    expect(messagesOf('2026-11-22')).toEqual([]);
    expect(messagesOf('2028-05-22')).toEqual([]);
    expect(messagesOf('2026-11-21')).toEqual([START_DATE_MESSAGES.past]);
    expect(messagesOf('2028-05-23')).toEqual([START_DATE_MESSAGES.beyond_horizon]);
  });

  it.each(['2999-01-01', '9999-12-31'])('refuses %s as beyond the horizon', (date) => {
    expect(messagesOf(date)).toEqual([START_DATE_MESSAGES.beyond_horizon]);
  });

  it('asks for today at each check, so a long-lived schema follows the clock', () => {
    today = '2026-11-22';
    expect(messagesOf('2028-05-25')).toEqual([START_DATE_MESSAGES.beyond_horizon]);
    today = '2026-11-25';
    expect(messagesOf('2028-05-25')).toEqual([]);
    expect(messagesOf('2026-11-24')).toEqual([START_DATE_MESSAGES.past]);
  });

  it('keeps its other messages, one each', () => {
    expect(messagesOf('')).toEqual(['Start date is required']);
    expect(messagesOf(undefined)).toEqual(['Start date is required']);
    expect(messagesOf('2027-02-30')).toEqual(['Use a real date in the YYYY-MM-DD format']);
    expect(messagesOf('+010000-01-01')).toEqual(['Use a real date in the YYYY-MM-DD format']);
  });

  it('is the rule of the three requests that carry one, at the start_date path', () => {
    today = '2026-11-22';
    const schemas = createBookingSchemas(calendar);
    const far = { tour_id: 1, number_of_participants: 2, start_date: '2999-01-01' };
    const booking = {
      ...far,
      customer_name: 'Sophie Martin',
      email: 'sophie@example.fr',
    };
    for (const result of [
      schemas.BookingInputSchema.safeParse(booking),
      schemas.BookingPriceInputSchema.safeParse(far),
      schemas.AvailabilityInputSchema.safeParse(far),
    ]) {
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['start_date'],
          message: START_DATE_MESSAGES.beyond_horizon,
        }),
      ]);
    }
    // The price may still be asked before a date is chosen.
    expect(schemas.BookingPriceInputSchema.safeParse({ ...far, start_date: null }).success).toBe(
      true,
    );
  });
});
