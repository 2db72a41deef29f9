import { fuzzService } from '@mt/service-kit/testing/fuzz/fuzz-service';
import { recordRoutes } from '@mt/service-kit/testing/fuzz/route-recorder';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { TEST_PASSWORD_COST } from './peer-service';

const ADMIN = { email: 'owner@atlas-tours.ma', password: 'correct horse battery' };

const data = createTempDataDir('mt-identity-');
const { built: app, recorded } = await recordRoutes(async () => {
  const built = buildApp(
    {
      ...createTestConfig(data.dir),
      SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    // The account's growing wait (docs/decisions/020) is tested on its own; here it would only
    // make the fuzz sit idle.
    { announce: () => {}, sleep: async () => {}, passwordCost: TEST_PASSWORD_COST },
  );
  await built.ready();
  return built;
});
afterAll(async () => {
  await app.close();
  data.remove();
});

fuzzService('identity', {
  app,
  recorded: recorded(app),
  // An unknown account first: the one-change pass varies it. The admin's right and wrong
  // passwords reach sign-in and the throttle in the random pass.
  examples: {
    'POST /api/auth/login': [
      { body: { email: 'nobody@atlas-tours.ma', password: 'a wrong password' } },
      { body: ADMIN },
      { body: { ...ADMIN, password: 'a wrong password' } },
    ],
  },
});
