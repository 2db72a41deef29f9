import {
  startInternalRouteProbe,
  type InternalRouteProbe,
} from '@mt/service-kit/testing/internal-route-probe';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openToursDatabase } from '../src/db/database';
import { reviewInvitations } from '../src/db/schema';
import { insertTestCatalogue } from './peer-service';

// docs/decisions/019: internal routes answer only callers holding INTERNAL_TOKEN, however the
// path is spelled. The test catalogue gives `:id` 1 a real tour, so a request let through would work.
const data = createTempDataDir('mt-tours-guard-');
insertTestCatalogue(data.dir);
const config = createTestConfig(data.dir);
const app = buildApp(config);
const samples = {
  params: { id: '1' },
  bodies: {
    'POST /internal/review-invitations': {
      booking_id: 41,
      tour_id: 1,
      customer_name: 'Sophie Martin',
      email: 'sophie@example.fr',
    },
  },
};
let probe: InternalRouteProbe;

beforeAll(async () => {
  probe = await startInternalRouteProbe(app, config.INTERNAL_TOKEN);
});
afterAll(async () => {
  await app.close();
  data.remove();
});

function countInvitations(): number {
  const database = openToursDatabase(data.dir);
  try {
    return database.db.select().from(reviewInvitations).all().length;
  } finally {
    database.close();
  }
}

describe('internal routes', () => {
  it('are found in the app itself', () => {
    expect(probe.routes).toEqual(
      expect.arrayContaining([
        'POST /internal/review-invitations',
        'GET /internal/tours/:id/booking-facts',
      ]),
    );
  });

  it('answer no spelling of their path without the token, and do nothing', async () => {
    const answers = await probe.sendWithoutToken(samples);
    expect(answers.filter((answer) => ![401, 404].includes(answer.status))).toEqual([]);
    expect(probe.reached).toEqual([]);
    expect(countInvitations()).toBe(0);
  });

  it('answer callers holding the token', async () => {
    const before = probe.reached.length;
    const answers = await probe.sendWithToken(samples);
    expect(answers.map((answer) => answer.status).every((status) => status < 300)).toBe(true);
    expect(probe.reached).toHaveLength(before + probe.routes.length);
    expect(countInvitations()).toBe(1);
  });
});
