/**
 * A streamed answer's error never ends the process (docs/decisions/058): the bookings service runs
 * as a real process, as `pnpm start` runs it (from its sources), with a real identity for the
 * admin's session, and its CSV export meets an error after its first thousand rows have gone out.
 * The answer is cut, the error is logged, and the process goes on answering. A date filter out of
 * bounds is a 400, for the list and the export alike, and ends nothing either.
 */
import { startTestIdentity } from '@mt/identity/testing';
import { createTempDataDir, freePort, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, type RunningProcess } from '../../../scripts/bench/support/service';
import { openBookingsDatabase } from '../src/db/database';

/** More than one chunk of the export (1,000 bookings are read at a time). */
const GOOD_BOOKINGS = 1_200;

const data = createTempDataDir('mt-stream-errors-');
let identity: Awaited<ReturnType<typeof startTestIdentity>>;
let bookings: RunningProcess & { stdout(): string };
let cookie: string;

/**
 * GOOD_BOOKINGS bookings, and one whose creation time the service cannot read, written straight
 * into the database as an older release or a hand edit might have left it. It is the oldest, so
 * the export (newest first) meets it last, long after its first bytes have gone out.
 */
function seedBookings(): void {
  const { sqlite, close } = openBookingsDatabase(data.dir);
  const insert = sqlite.prepare(`INSERT INTO bookings (tour_id, tour_title, customer_name, email,
    start_date, end_date, days, participants, seats, lines, price_per_person_cents, total_cents,
    status, language, created_at) VALUES (1, 'Atlas Day Trip', ?, ?, '2027-03-01', '2027-03-01',
    1, 2, 2, '[]', 5000, 10000, 'confirmed', 'en', ?)`);
  sqlite.transaction(() => {
    for (let index = 1; index <= GOOD_BOOKINGS; index += 1) {
      const booked = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
      insert.run(`Guest ${index}`, `guest${index}@example.com`, booked);
    }
    insert.run('Unreadable Row', 'unreadable@example.com', '0000-00-00T00:00:00.000Z');
  })();
  close();
}

beforeAll(async () => {
  identity = await startTestIdentity(data.dir);
  seedBookings();
  bookings = await startProcess({
    entry: 'services/bookings/src/server.ts',
    port: await freePort(),
    keepStdout: true,
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      // identity's own token (createTestConfig), so the session check reaches it.
      INTERNAL_TOKEN: 'test-internal-token-0123456789abcdef',
      IDENTITY_URL: identity.url,
      TOURS_URL: UNREACHABLE_URL,
      MESSAGING_URL: UNREACHABLE_URL,
      OPERATOR_EMAIL: 'operator@atlas-tours.ma',
      LOG_LEVEL: 'warn',
    },
  });
  const session = await identity.signIn();
  cookie = Object.entries(session)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}, 60_000);

afterAll(async () => {
  await bookings?.stop();
  await identity?.close();
  data.remove();
});

const get = (path: string) => fetch(`${bookings.base}${path}`, { headers: { cookie } });

/** The process still serves: its health answers, and it has not exited. */
async function expectAlive(): Promise<void> {
  const health = await fetch(`${bookings.base}/health`);
  expect(health.status).toBe(200);
  expect(bookings.child.exitCode).toBeNull();
  expect(bookings.child.signalCode).toBeNull();
}

describe('the bookings process, when a streamed answer fails', () => {
  it('answers 400 {detail, errors} to a date filter out of bounds, list and export alike', async () => {
    for (const path of [
      '/api/bookings/bookings?booked_to=9999-12-31',
      '/api/bookings/bookings/export.csv?booked_to=9999-12-31',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { detail: string; errors: { path: string }[] };
      expect(body.detail, path).toEqual(expect.any(String));
      expect(body.errors.map((error) => error.path)).toContain('booked_to');
    }
    await expectAlive();
  });

  it('cuts the CSV, logs the error and lives on, when a row fails mid-stream', async () => {
    const response = await get('/api/bookings/bookings/export.csv');
    expect(response.status).toBe(200);
    // The first chunk went out; then the stream failed, and the answer was cut, not ended cleanly.
    const received: string[] = [];
    const cut = await (async () => {
      try {
        for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
          received.push(chunk);
        }
        return false;
      } catch {
        return true;
      }
    })();
    expect(cut).toBe(true);
    expect(received.join('')).toContain('Guest 1200');
    expect(received.join('')).not.toContain('Unreadable Row');

    await expectAlive();
    // It goes on serving the export, up to the same row, every time.
    const again = await get('/api/bookings/bookings/export.csv');
    expect(again.status).toBe(200);
    await again.text().catch(() => '');
    await expectAlive();

    const errors = bookings
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"level":50'));
    expect(errors.some((line) => line.includes('Invalid time value'))).toBe(true);
    expect(bookings.stdout()).not.toContain('shutting down');
  });
});
