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

describe('quoteBooking', () => {
  it('prices with the tier holding the count, in cents, and dates the trip', () => {
    expect(quoteBooking(facts, 4, '2026-12-30', bookable)).toEqual({
      pricePerPersonCents: 27_550,
      totalCents: 110_200,
      tierId: 3,
      days: 4,
      endDate: '2027-01-02',
    });
  });

  it('answers in euros with the tier in the tours service’s shape', () => {
    const quote = quoteBooking(facts, 3, null, bookable);
    expect(toBookingPrice(facts, 3, quote)).toEqual({
      tour_id: 7,
      participants: 3,
      price_per_person: 320,
      pricing_tier: null,
      total_price: 960,
      days: 4,
      end_date: null,
    });
  });

  it('refuses a group over the tour’s maximum and a past date', () => {
    expect(() => quoteBooking(facts, 11, null, bookable)).toThrow(
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
    expect(() => quoteBooking(facts, 1, '2026-11-21', bookable)).toThrow(
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
    expect(quoteBooking(large, 50, null, bookable).totalCents).toBe(1_600_000);
    expect(() => quoteBooking(large, 51, null, bookable)).toThrow(
      expect.objectContaining({
        errors: [expect.objectContaining({ reason: 'TOO_MANY_PARTICIPANTS', params: { max: 50 } })],
      }),
    );
  });

  it('dates a trip only when it ends by the horizon’s last day', () => {
    // 22 May 2028 is the last day: a 4-day trip may start on the 19th, not the 20th.
    expect(quoteBooking(facts, 1, '2028-05-19', bookable).endDate).toBe('2028-05-22');
    expect(() => quoteBooking(facts, 1, '2028-05-20', bookable)).toThrow(
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
