import { describe, expect, it } from 'vitest';
import {
  BOOKING_LIMITS,
  createBookingSchemas,
  MAX_BOOKING_PARTICIPANTS,
  participantLimit,
} from './bookings';

describe('participantLimit (docs/decisions/033)', () => {
  it("is the tour's own maximum when stricter, else the booking cap of 50", () => {
    expect(participantLimit(12)).toBe(12);
    expect(participantLimit(MAX_BOOKING_PARTICIPANTS)).toBe(50);
    expect(participantLimit(80)).toBe(50);
  });
});

describe('the pickup place (BookingInputSchema)', () => {
  const { BookingInputSchema } = createBookingSchemas({
    today: () => '2026-11-22',
    horizonMonths: 18,
  });
  const booking = {
    tour_id: 1,
    customer_name: 'Sophie Martin',
    email: 'sophie@example.fr',
    start_date: '2026-12-10',
    number_of_participants: 2,
  };
  const parse = (pickup_place: unknown) =>
    BookingInputSchema.safeParse({ ...booking, pickup_place });

  it('is optional, trimmed, and null when blank', () => {
    expect(parse(undefined).data?.pickup_place).toBeNull();
    expect(parse('   ').data?.pickup_place).toBeNull();
    expect(parse(' Riad Dar Anika ').data?.pickup_place).toBe('Riad Dar Anika');
  });

  it(`holds at most ${BOOKING_LIMITS.pickupPlace} characters on one line`, () => {
    expect(parse('R'.repeat(BOOKING_LIMITS.pickupPlace)).success).toBe(true);
    expect(parse('R'.repeat(BOOKING_LIMITS.pickupPlace + 1)).error?.issues[0]?.message).toBe(
      'At most 200 characters',
    );
    expect(parse('Riad\nDar Anika').success).toBe(false);
  });
});

describe('the phone number (BookingInputSchema, ./phone.ts)', () => {
  const { BookingInputSchema } = createBookingSchemas({
    today: () => '2026-11-22',
    horizonMonths: 18,
  });
  const booking = {
    tour_id: 1,
    customer_name: 'Sophie Martin',
    email: 'sophie@example.fr',
    start_date: '2026-12-10',
    number_of_participants: 2,
  };
  const parse = (phone: unknown) => BookingInputSchema.safeParse({ ...booking, phone });

  it('is optional, and null when blank', () => {
    expect(parse(undefined).data?.phone).toBeNull();
    expect(parse('  ').data?.phone).toBeNull();
  });

  it.each([
    '+33 6 12 34 56 78',
    '06 12 34 56 78',
    '+212 612-345678',
    '+45 32 12 34 56',
    '(0)20 7946 0958',
  ])('takes %s', (phone) => expect(parse(phone).data?.phone).toBe(phone));

  it.each(['06 12', '0612 345', '+1234567890123456', 'call me', '+33 6 12 34 56 78 ext 2'])(
    'refuses %s with the phone message',
    (phone) =>
      expect(parse(phone).error?.issues.map((issue) => issue.message)).toEqual([
        'Use an international number, e.g. +212 612 345678',
      ]),
  );
});
