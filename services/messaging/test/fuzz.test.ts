import { fuzzService } from '@mt/service-kit/testing/fuzz/fuzz-service';
import { recordRoutes } from '@mt/service-kit/testing/fuzz/route-recorder';
import { afterAll } from 'vitest';
import { contactRequest, startMessaging } from './harness';

// Mail goes to outbox files in the test's DATA_DIR. The contact limit is the production one; the
// fuzz varies its address, so most messages reach the handler and some meet the limit.
const { built: t, recorded } = await recordRoutes(() => startMessaging());
afterAll(() => t.close());

fuzzService('messaging', {
  app: t.app,
  recorded: recorded(t.app),
  examples: {
    'POST /api/messaging/contact': [
      { body: contactRequest() },
      { body: contactRequest({ language: 'fr' }) },
    ],
  },
});
