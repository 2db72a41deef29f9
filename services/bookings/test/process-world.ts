import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readMessageLog } from '@mt/messaging/testing';
import { createTempDataDir, freePort } from '@mt/service-kit/testing';
import { startProcess, type RunningProcess } from '../../../scripts/bench/support/service';
import { openBookingsDatabase } from '../src/db/database';
import { bookings as bookingsTable, mailOutbox } from '../src/db/schema';
import { startHoldingProxy } from './holding-proxy';

/** A tour as its public list shows it: enough to pick departures and know their capacity. */
export interface OpenTour {
  id: number;
  max_participants: number;
}

/**
 * Tours, messaging and bookings as `pnpm start` runs them: one process each on a free port, one
 * DATA_DIR, the demo tours seeded. Bookings reaches tours and messaging through holding proxies
 * (holding-proxy.ts), so a test can keep calls in flight, or lose an answer, when it needs to.
 * Identity is not started: the public booking form needs no session, and the test reads the
 * databases themselves, which is what a crash has to leave right.
 */
export async function startProcessWorld() {
  const data = createTempDataDir('mt-faults-');
  const [toursPort, messagingPort, bookingsPort, nobodyPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const common = {
    HOST: '127.0.0.1',
    DATA_DIR: data.dir,
    INTERNAL_TOKEN: 'fault-test-internal-token-0123456789abcdef',
    SESSION_SECRET: 'fault-test-session-secret-0123456789abcdef',
    // Identity is not started and nothing listens here: the tests make no admin call.
    IDENTITY_URL: `http://127.0.0.1:${nobodyPort}`,
    OPERATOR_EMAIL: 'operator@atlas-tours.ma',
    LOG_LEVEL: 'warn',
  };
  const start = (name: string, port: number, env: Record<string, string>) =>
    startProcess({ entry: `services/${name}/src/server.ts`, port, env: { ...common, ...env } });

  const toursProxy = await startHoldingProxy(`http://127.0.0.1:${toursPort}`);
  const messagingProxy = await startHoldingProxy(`http://127.0.0.1:${messagingPort}`);
  const startTours = () => start('tours', toursPort, { SEED_DEMO: 'true' });
  // No SMTP_URL: mail goes out as .eml files in DATA_DIR/outbox, which the test can count.
  const startMessaging = () => start('messaging', messagingPort, { SMTP_URL: '' });
  const startBookings = () =>
    start('bookings', bookingsPort, {
      TOURS_URL: toursProxy.url,
      MESSAGING_URL: messagingProxy.url,
      BOOKING_RATE_LIMIT: '0',
    });

  // Started side by side (each takes seconds); if one fails, the others are stopped too.
  const started = await Promise.allSettled([startTours(), startMessaging(), startBookings()]);
  const processes = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  async function shutDown(list: RunningProcess[]) {
    await Promise.all(list.map((process) => process.stop()));
    await Promise.all([toursProxy.close(), messagingProxy.close()]);
    data.remove();
  }
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await shutDown(processes);
    throw failed.reason;
  }
  const [tours, messaging, bookings] = processes as [
    RunningProcess,
    RunningProcess,
    RunningProcess,
  ];
  const running = { tours, messaging, bookings };

  const list = await fetch(`${tours.base}/api/tours/tours`);
  const catalogue = (await list.json()) as Array<OpenTour & { available_dates: string[] }>;

  return {
    dataDir: data.dir,
    toursProxy,
    messagingProxy,
    /** The demo tours that run any day (no fixed departures). */
    openTours: catalogue.filter((tour) => tour.available_dates.length === 0),
    get bookings() {
      return running.bookings;
    },
    get messaging() {
      return running.messaging;
    },
    /** Starts bookings again on the same port and DATA_DIR, after it died. */
    async restartBookings() {
      running.bookings = await startBookings();
    },
    /** Starts messaging again on the same port and DATA_DIR, after it died. */
    async restartMessaging() {
      running.messaging = await startMessaging();
    },

    /** The bookings database as it stands: every booking and every mail it owes. */
    readBookings() {
      const database = openBookingsDatabase(data.dir);
      try {
        return {
          bookings: database.db.select().from(bookingsTable).all(),
          outbox: database.db.select().from(mailOutbox).all(),
        };
      } finally {
        database.close();
      }
    },
    readMessageLog: () => readMessageLog(data.dir),
    /** The Message-ID of every .eml file messaging has written, once per file. */
    readDeliveredMessageIds(): string[] {
      const dir = path.join(data.dir, 'outbox');
      return readdirSync(dir)
        .filter((name) => name.endsWith('.eml'))
        .map(
          (name) =>
            /^Message-ID: (.+)$/im.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? name,
        );
    },

    close: () => shutDown(Object.values(running)),
  };
}

export type ProcessWorld = Awaited<ReturnType<typeof startProcessWorld>>;
