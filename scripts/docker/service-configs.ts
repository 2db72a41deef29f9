import type { ServiceName } from '@mt/service-kit/topology';
import { loadBookingsConfig } from '../../services/bookings/src/config';
import { loadIdentityConfig } from '../../services/identity/src/config';
import { loadMediaConfig } from '../../services/media/src/config';
import { loadMessagingConfig } from '../../services/messaging/src/config';
import { loadToursConfig } from '../../services/tours/src/config';

type Env = Record<string, string | undefined>;

/** Each service's own configuration loader: what it reads from its environment, and how. */
export const SERVICE_CONFIG_LOADERS: Record<ServiceName, (env: Env) => Record<string, unknown>> = {
  tours: loadToursConfig,
  bookings: loadBookingsConfig,
  messaging: loadMessagingConfig,
  media: loadMediaConfig,
  identity: loadIdentityConfig,
};
