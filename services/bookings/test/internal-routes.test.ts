import { DEFAULT_BOOKING_HORIZON_MONTHS } from '@mt/contracts/booking-dates';
import { describeInternalGuardWithStandIn } from '@mt/service-kit/testing/internal-route-stand-in';
import { createTempDataDir, createTestConfig, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { buildApp } from '../src/app';
import { NO_HOLD_LIMITS } from './harness';

// docs/decisions/019: internal routes answer only callers holding INTERNAL_TOKEN, however the
// path is spelled. Bookings serves none of its own yet.
const data = createTempDataDir('mt-bookings-guard-');
const config = {
  ...createTestConfig(data.dir),
  TOURS_URL: UNREACHABLE_URL,
  MESSAGING_URL: UNREACHABLE_URL,
  OPERATOR_EMAIL: 'operator@atlas-tours.ma',
  BOOKING_RATE_LIMIT: 0,
  BOOKING_HORIZON_MONTHS: DEFAULT_BOOKING_HORIZON_MONTHS,
  ...NO_HOLD_LIMITS,
};
const app = await buildApp(config);
describeInternalGuardWithStandIn(app, config.INTERNAL_TOKEN, async () => {
  await app.close();
  data.remove();
});
