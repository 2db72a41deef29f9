import type { TourBookingFacts } from '@mt/contracts/tours';
import { bookingWindow } from '@mt/domain/trip-dates';
import { describe, expect, it } from 'vitest';
import { quoteBooking, toBookingPrice } from './quote-booking';

const facts: TourBookingFacts = {
  id: 7,
  title: 'Atlas Trek',
  title_fr: null,
  duration: '4-day trek',
  price_cents: 32_000,
  max_participants: 10,
  available_dates: [],
  deposit_percent: 0,
  tiers: [{ id: 3, min_participants: 4, max_participants: 10, price_per_person_cents: 27_550 }],
};

const bookable = bookingWindow('2026-11-22', 18);
/** Noon in Marrakech on the window's first day. */
const NOW = new Date('2026-11-22T11:00:00Z');

describe('quoteBooking', () => {
  it('prices with the tier holding the count, in cents, and dates the trip', () => {
    expect(quoteBooking(facts, { participants: 4 }, '2026-12-30', bookable, NOW)).toEqual({
      option: null,
      lines: [
        {
          kind: 'category',
          item_id: null,
          name: 'Adult',
          name_fr: 'Adulte',
          quantity: 4,
          unit_cents: 27_550,
          total_cents: 110_200,
        },
      ],
      pricePerPersonCents: 27_550,
      totalCents: 110_200,
      tierId: 3,
      participants: 4,
      seats: 4,
      days: 4,
      endDate: '2027-01-02',
    });
  });

  it('answers in euros with the tier in the tours service’s shape', () => {
    const quote = quoteBooking(facts, { participants: 3 }, null, bookable, NOW);
    expect(toBookingPrice(facts, quote)).toEqual({
      tour_id: 7,
      participants: 3,
      price_per_person: 320,
      pricing_tier: null,
      total_price: 960,
      days: 4,
      end_date: null,
      seats: 3,
      lines: [
        {
          kind: 'category',
          item_id: null,
          name: 'Adult',
          name_fr: 'Adulte',
          quantity: 3,
          unit_price: 320,
          total: 960,
        },
      ],
    });
  });

  it('refuses a group over the tour’s maximum and a past date', () => {
    expect(() => quoteBooking(facts, { participants: 11 }, null, bookable, NOW)).toThrow(
      expect.objectContaining({
        errors: [
          {
            path: 'number_of_participants',
            message: 'Maximum 10 participants',
            reason: 'TOO_MANY_PARTICIPANTS',
            params: { max: 10 },
          },
        ],
      }),
    );
    expect(() => quoteBooking(facts, { participants: 1 }, '2026-11-21', bookable, NOW)).toThrow(
      expect.objectContaining({
        errors: [
          {
            path: 'start_date',
            message: 'Start date cannot be in the past',
            reason: 'START_DATE_PAST',
          },
        ],
      }),
    );
  });

  it('caps a large tour’s group at 50, the same limit the tours service prices (decision 033)', () => {
    const large = { ...facts, max_participants: 80, tiers: [] };
    expect(quoteBooking(large, { participants: 50 }, null, bookable, NOW).totalCents).toBe(
      1_600_000,
    );
    expect(() => quoteBooking(large, { participants: 51 }, null, bookable, NOW)).toThrow(
      expect.objectContaining({
        errors: [expect.objectContaining({ reason: 'TOO_MANY_PARTICIPANTS', params: { max: 50 } })],
      }),
    );
  });

  it('dates a trip only when it ends by the horizon’s last day', () => {
    // 22 May 2028 is the last day: a 4-day trip may start on the 19th, not the 20th.
    expect(quoteBooking(facts, { participants: 1 }, '2028-05-19', bookable, NOW).endDate).toBe(
      '2028-05-22',
    );
    expect(() => quoteBooking(facts, { participants: 1 }, '2028-05-20', bookable, NOW)).toThrow(
      expect.objectContaining({
        errors: [
          {
            path: 'start_date',
            message: 'Bookings are not open that far ahead yet',
            reason: 'START_DATE_BEYOND_HORIZON',
          },
        ],
      }),
    );
  });
});

describe('the sales cut-off (docs/decisions/076)', () => {
  it('sells today’s departure without a time until the day ends, as before start times', () => {
    expect(quoteBooking(facts, { participants: 1 }, '2026-11-22', bookable, NOW).days).toBe(4);
  });

  it('refuses a 07:00 departure once its 12 hours before have begun, on the start date', () => {
    const dawn = {
      ...facts,
      start_times: ['07:00'],
      sales_cutoff: { kind: 'hours_before', hours: 12 },
    } satisfies TourBookingFacts;
    const evening = new Date('2026-11-22T18:00:00Z'); // 19:00 in Marrakech
    expect(() => quoteBooking(dawn, { participants: 1 }, '2026-11-23', bookable, evening)).toThrow(
      expect.objectContaining({
        errors: [
          expect.objectContaining({ path: 'start_date', reason: 'START_DATE_SALES_CLOSED' }),
        ],
      }),
    );
    expect(quoteBooking(dawn, { participants: 1 }, '2026-11-24', bookable, evening).endDate).toBe(
      '2026-11-27',
    );
    // A minute earlier, tomorrow's still sells.
    const before = new Date('2026-11-22T17:59:00Z');
    expect(quoteBooking(dawn, { participants: 1 }, '2026-11-23', bookable, before).endDate).toBe(
      '2026-11-26',
    );
  });
});
