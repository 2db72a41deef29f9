import { SESSION_COOKIE } from '@mt/contracts/auth';
import {
  startInternalRouteProbe,
  type InternalRouteProbe,
} from '@mt/service-kit/testing/internal-route-probe';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TEST_PASSWORD_COST } from './peer-service';

// docs/decisions/019: internal routes answer only callers holding INTERNAL_TOKEN, however the
// path is spelled. The sample is a live session, so a check let through would confirm it.
const ADMIN = { email: 'owner@atlas-tours.ma', password: 'correct horse battery' };
const data = createTempDataDir('mt-identity-guard-');
const config = {
  ...createTestConfig(data.dir),
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};
const app = buildApp(config, { announce: () => {}, passwordCost: TEST_PASSWORD_COST });
let probe: InternalRouteProbe;
let samples: { bodies: Record<string, unknown> };

beforeAll(async () => {
  probe = await startInternalRouteProbe(app, config.INTERNAL_TOKEN);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const session = login.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  if (!session) throw new Error(`could not sign in: ${login.statusCode}`);
  samples = { bodies: { 'POST /internal/sessions/verify': { session_id: session.value } } };
});
afterAll(async () => {
  await app.close();
  data.remove();
});

describe('internal routes', () => {
  it('are found in the app itself', () => {
    expect(probe.routes).toContain('POST /internal/sessions/verify');
  });

  it('answer no spelling of their path without the token', async () => {
    const answers = await probe.sendWithoutToken(samples);
    expect(answers.filter((answer) => ![401, 404].includes(answer.status))).toEqual([]);
    expect(probe.reached).toEqual([]);
  });

  it('answer callers holding the token', async () => {
    const answers = await probe.sendWithToken(samples);
    expect(answers.map((answer) => answer.status)).toEqual([200]);
    expect(probe.reached).toHaveLength(probe.routes.length);
  });
});
