import { operatorEmailSchema, urlSchema } from '@mt/service-kit/config';
import { loadServiceConfig } from '@mt/service-kit/service-config';
import { serviceUrl } from '@mt/service-kit/topology';

import { z } from 'zod';

type Env = Record<string, string | undefined>;

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
    },
    env,
  );
}

export type BookingsConfig = ReturnType<typeof loadBookingsConfig>;
