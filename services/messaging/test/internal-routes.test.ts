import { existsSync, readdirSync } from 'node:fs';
import { dataPath } from '@mt/service-kit/data-dir';
import {
  startInternalRouteProbe,
  type InternalRouteProbe,
} from '@mt/service-kit/testing/internal-route-probe';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { readMessageLog } from './peer-service';

// docs/decisions/019: internal routes answer only callers holding INTERNAL_TOKEN, however the
// path is spelled. Mail goes to .eml files, so a message let through would show on disk too.
const data = createTempDataDir('mt-messaging-guard-');
const config = {
  ...createTestConfig(data.dir),
  SMTP_URL: undefined,
  MAIL_FROM: 'Morocco Tourism <no-reply@tours.example.ma>',
  OPERATOR_EMAIL: 'operator@atlas-tours.ma',
  CONTACT_RATE_LIMIT: 5,
};
const app = await buildApp(config, { pollMs: 20, retryBaseMs: 20 });
const samples = {
  bodies: {
    'POST /internal/messages': {
      template: 'review_request',
      data: {
        customer_name: 'Hannah Müller',
        tour_title: 'Ourika Valley',
        review_url: 'https://tours.example.ma/review/abc',
      },
      language: 'en',
      to: 'hannah@example.de',
      idempotency_key: 'review-request-41',
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

const outboxFiles = () => {
  const dir = dataPath(data.dir, 'outbox');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('internal routes', () => {
  it('are found in the app itself', () => {
    expect(probe.routes).toContain('POST /internal/messages');
  });

  it('answer no spelling of their path without the token, and queue no mail', async () => {
    const answers = await probe.sendWithoutToken(samples);
    expect(answers.filter((answer) => ![401, 404].includes(answer.status))).toEqual([]);
    expect(probe.reached).toEqual([]);
    expect(readMessageLog(data.dir)).toEqual([]);
    expect(outboxFiles()).toEqual([]);
  });

  it('answer callers holding the token', async () => {
    const answers = await probe.sendWithToken(samples);
    expect(answers.map((answer) => answer.status)).toEqual([201]);
    expect(probe.reached).toHaveLength(probe.routes.length);
    expect(readMessageLog(data.dir)).toHaveLength(1);
  });
});
