import { describeInternalGuardWithStandIn } from '@mt/service-kit/testing/internal-route-stand-in';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from '../src/app';

// docs/decisions/019: internal routes answer only callers holding INTERNAL_TOKEN, however the
// path is spelled. Media serves none of its own yet; the stand-in shows the guard holds on this
// app as built, multipart parser included.
const data = createTempDataDir('mt-media-guard-');
const config = createTestConfig(data.dir);
const app = await buildApp(config);
describeInternalGuardWithStandIn(app, config.INTERNAL_TOKEN, async () => {
  await app.close();
  data.remove();
});
