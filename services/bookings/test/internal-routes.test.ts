import { DEFAULT_BOOKING_HORIZON_MONTHS } from '@mt/contracts/booking-dates';
import {
  startInternalRouteProbe,
  type InternalRouteProbe,
} from '@mt/service-kit/internal-route-probe';
import { createTempDataDir, createTestConfig, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';

// docs/decisions/019: internal routes answer only callers holding INTERNAL_TOKEN, however the
// path is spelled. Bookings serves none of its own yet: a stand-in proves the guard is in force
// on this app as built, and any real one added later is probed beside it.
const data = createTempDataDir('mt-bookings-guard-');
const config = {
  ...createTestConfig(data.dir),
  TOURS_URL: UNREACHABLE_URL,
  MESSAGING_URL: UNREACHABLE_URL,
  OPERATOR_EMAIL: 'operator@atlas-tours.ma',
  BOOKING_RATE_LIMIT: 0,
  BOOKING_HORIZON_MONTHS: DEFAULT_BOOKING_HORIZON_MONTHS,
};
const app = await buildApp(config);
let standInCalls = 0;
app.post('/internal/guard-stand-in', async () => {
  standInCalls += 1;
  return { ok: true };
});
const samples = { bodies: { 'POST /internal/guard-stand-in': { any: 'thing' } } };
let probe: InternalRouteProbe;

beforeAll(async () => {
  probe = await startInternalRouteProbe(app, config.INTERNAL_TOKEN);
});
afterAll(async () => {
  await app.close();
  data.remove();
});

describe('internal routes', () => {
  it('answer no spelling of their path without the token', async () => {
    const answers = await probe.sendWithoutToken(samples);
    expect(answers.filter((answer) => ![401, 404].includes(answer.status))).toEqual([]);
    expect(probe.reached).toEqual([]);
    expect(standInCalls).toBe(0);
  });

  it('answer callers holding the token', async () => {
    const answers = await probe.sendWithToken(samples);
    expect(answers.every((answer) => answer.status < 300)).toBe(true);
    expect(probe.reached).toHaveLength(probe.routes.length);
    expect(standInCalls).toBe(1);
  });
});
