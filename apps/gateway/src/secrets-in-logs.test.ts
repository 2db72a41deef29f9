import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDataDir, freePort, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { SERVICE_NAMES, serviceUrlVariable } from '@mt/service-kit/topology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess } from '../../../scripts/bench/support/service';
import { insertTestCatalogue } from '../../../services/tours/test/peer-service';

// docs/decisions/019: a review link's token is as good as a password for its review, and the
// database keeps only its hash. Tours and the gateway run as processes, as `pnpm start` runs
// them, and what they print is searched for the token.
const INTERNAL_TOKEN = 'log-test-internal-token-0123456789abcdef';
const data = createTempDataDir('mt-secret-logs-');
let tours: Awaited<ReturnType<typeof startProcess>>;
let gateway: Awaited<ReturnType<typeof startProcess>>;

beforeAll(async () => {
  const web = path.join(data.dir, 'web');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  const [toursPort, gatewayPort] = [await freePort(), await freePort()];
  insertTestCatalogue(data.dir);
  tours = await startProcess({
    entry: 'services/tours/src/server.ts',
    port: toursPort,
    keepStdout: true,
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      INTERNAL_TOKEN,
      LOG_LEVEL: 'info',
      IDENTITY_URL: UNREACHABLE_URL,
    },
  });
  // Only tours behind it: the other services point at a closed port, whatever runs nearby.
  const upstreams = Object.fromEntries(
    SERVICE_NAMES.map((name) => [serviceUrlVariable(name), UNREACHABLE_URL]),
  );
  gateway = await startProcess({
    entry: 'apps/gateway/src/server.ts',
    port: gatewayPort,
    keepStdout: true,
    readyPath: '/api/tours/tours',
    env: {
      ...upstreams,
      TOURS_URL: tours.base,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: web,
    },
  }).catch(async (error: unknown) => {
    await tours.stop();
    throw error;
  });
}, 60_000);

afterAll(async () => {
  await gateway?.stop();
  await tours?.stop();
  data.remove();
});

async function issueReviewLink(bookingId: number): Promise<string> {
  const catalogue = (await (await fetch(`${tours.base}/api/tours/tours`)).json()) as {
    id: number;
  }[];
  const response = await fetch(`${tours.base}/internal/review-invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
    body: JSON.stringify({
      booking_id: bookingId,
      tour_id: catalogue[0]!.id,
      customer_name: 'Sophie Martin',
      email: 'sophie@example.fr',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

const requestLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; url?: string })
    .filter((line) => line.msg === 'request');

describe('review tokens in the logs', () => {
  it('are redacted by tours and by the gateway, in every spelling, and the lines still say what was asked', async () => {
    const token = await issueReviewLink(7);
    const site = gateway.base;
    const statuses = [
      (await fetch(`${site}/review/${token}?lang=fr`)).status,
      (await fetch(`${site}/api/tours/reviews/form/${token}?lang=fr`)).status,
      (
        await fetch(`${site}/api/tours/reviews/submit/${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rating: 5, customer_name: 'Sophie', review_text: 'Superbe' }),
        })
      ).status,
      (await fetch(`${site}/api/tours/reviews/form/${token}/`)).status,
    ];
    expect(statuses).toEqual([200, 200, 201, 404]);

    // Every spelling that reaches the router, or only the log (docs/decisions/060).
    const other = await issueReviewLink(8);
    const hex = other.charCodeAt(2).toString(16).toUpperCase();
    const spellings = [
      `/api/tours/reviews/%66orm/${other}`,
      `/api/tours/reviews/%2566orm/${other}`,
      `/%61pi/tours/reviews/form/${other}?lang=fr`,
      `/api/tours/reviews/form/${other.slice(0, 2)}%${hex}${other.slice(3)}`,
      `/api/tours//reviews//form/${other}`,
      `/api/tours/reviews/./form/${other}`,
      `/API/Tours/Reviews/Form/${other}`,
      `/api/tours/reviews/form%2F${other}`,
      `/%72eview/${other}`,
      `//review/${other}`,
    ];
    const answered = await Promise.all(
      spellings.map(async (spelling) => (await fetch(`${site}${spelling}`)).status),
    );
    // The router reads these as the review form itself.
    expect([answered[0], answered[2], answered[3]]).toEqual([200, 200, 200]);

    // Stopped, so that every line is written before it is read.
    await gateway.stop();
    await tours.stop();

    for (const output of [tours.stdout(), gateway.stdout()]) {
      expect(output).not.toContain(token);
      // The end of the token, in clear in no spelling.
      expect(output).not.toContain(other.slice(4));
    }
    const toursUrls = requestLines(tours.stdout()).map((line) => line.url);
    const gatewayUrls = requestLines(gateway.stdout()).map((line) => line.url);
    expect(toursUrls).toEqual(
      expect.arrayContaining([
        '/api/tours/reviews/form/[redacted]?lang=fr',
        '/api/tours/reviews/submit/[redacted]',
        '/api/tours/reviews/form/[redacted]/',
        '/api/tours/reviews/%66orm/[redacted]',
        '/api/tours/reviews/%2566orm/[redacted]',
      ]),
    );
    expect(gatewayUrls).toEqual(
      expect.arrayContaining([
        '/review/[redacted]?lang=fr',
        '/api/tours/reviews/form/[redacted]?lang=fr',
        '/api/tours/reviews/submit/[redacted]',
        '/%61pi/tours/reviews/form/[redacted]?lang=fr',
        '/API/Tours/Reviews/Form/[redacted]',
        '/%72eview/[redacted]',
        '//review/[redacted]',
      ]),
    );
  });
});
