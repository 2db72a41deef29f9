import { describe, expect, it } from 'vitest';
import { MAX_BOOKING_PARTICIPANTS, participantLimit } from './bookings';

describe('participantLimit (docs/decisions/033)', () => {
  it("is the tour's own maximum when stricter, else the booking cap of 50", () => {
    expect(participantLimit(12)).toBe(12);
    expect(participantLimit(MAX_BOOKING_PARTICIPANTS)).toBe(50);
    expect(participantLimit(80)).toBe(50);
  });
});
