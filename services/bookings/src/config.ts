import {
  BOOKING_HORIZON_LIMITS,
  DEFAULT_BOOKING_HORIZON_MONTHS,
} from '@mt/contracts/booking-dates';
import { operatorEmailSchema, urlSchema } from '@mt/service-kit/config';
import { loadServiceConfig } from '@mt/service-kit/service-config';
import { serviceUrl } from '@mt/service-kit/topology';

import { z } from 'zod';

type Env = Record<string, string | undefined>;

const HORIZON_RANGE = `must be between ${BOOKING_HORIZON_LIMITS.min} and ${BOOKING_HORIZON_LIMITS.max}`;
/** How many months ahead a booking may start (docs/decisions/022-input-bounds.md). */
export const horizonMonthsSchema = z.coerce
  .number({ error: 'must be a whole number of months' })
  .int('must be a whole number of months')
  .min(BOOKING_HORIZON_LIMITS.min, HORIZON_RANGE)
  .max(BOOKING_HORIZON_LIMITS.max, HORIZON_RANGE)
  .default(DEFAULT_BOOKING_HORIZON_MONTHS);

/** Seats one holder's pending bookings may hold (docs/decisions/059); 0 switches a limit off. */
export const holdSeatsSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of seats' })
    .int('must be a whole number of seats')
    .min(0, 'must be 0 or more')
    .max(100_000, 'must be at most 100000')
    .default(fallback);

export function loadBookingsConfig(env: Env = process.env) {
  return loadServiceConfig(
    'bookings',
    {
      TOURS_URL: urlSchema.default(serviceUrl('tours')),
      MESSAGING_URL: urlSchema.default(serviceUrl('messaging')),
      OPERATOR_EMAIL: operatorEmailSchema,
      /** Booking requests one address may send per 15 minutes; 0 switches the limit off. */
      BOOKING_RATE_LIMIT: z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(0, 'must be 0 or more')
        .default(10),
      BOOKING_HORIZON_MONTHS: horizonMonthsSchema,
      /**
       * Pending seats one e-mail address may hold on one departure, and in the bookings it made
       * over 24 hours; one client address (an IPv6 /64) likewise, more, as a hotel or a mobile
       * network puts many people behind one (docs/decisions/059).
       */
      BOOKING_HOLD_EMAIL_DEPARTURE: holdSeatsSchema(20),
      BOOKING_HOLD_EMAIL_DAY: holdSeatsSchema(40),
      BOOKING_HOLD_ADDRESS_DEPARTURE: holdSeatsSchema(40),
      BOOKING_HOLD_ADDRESS_DAY: holdSeatsSchema(100),
    },
    env,
  );
}

export type BookingsConfig = ReturnType<typeof loadBookingsConfig>;
