import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readMessageLog } from '@mt/messaging/testing';
import { createTempDataDir, freePort, UNREACHABLE_URL } from '@mt/service-kit/testing';
import { insertTestCatalogue } from '@mt/tours/testing';
import {
  startAll,
  startProcess,
  type RunningProcess,
} from '../../../scripts/bench/support/service';
import { openBookingsDatabase } from '../src/db/database';
import { bookings as bookingsTable, mailOutbox } from '../src/db/schema';
import { startHoldingProxy } from './holding-proxy';

/** A tour as its public list shows it: enough to pick departures and know their capacity. */
export interface OpenTour {
  id: number;
  max_participants: number;
}

/**
 * Tours, messaging and bookings as separate processes, as `pnpm start` runs them, though from
 * their sources under tsx rather than their bundles: one process each on a free port, one
 * DATA_DIR, with the tours of insertTestCatalogue. Bookings reaches tours and messaging through holding proxies
 * (holding-proxy.ts), so a test can keep calls in flight, or lose an answer, when it needs to.
 * Identity is not started: the public booking form needs no session, and the test reads the
 * databases themselves, which is what a crash has to leave right.
 */
export async function startProcessWorld() {
  const data = createTempDataDir('mt-faults-');
  const [toursPort, messagingPort, bookingsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const common = {
    HOST: '127.0.0.1',
    DATA_DIR: data.dir,
    INTERNAL_TOKEN: 'fault-test-internal-token-0123456789abcdef',
    SESSION_SECRET: 'fault-test-session-secret-0123456789abcdef',
    // Identity is not started: the tests make no admin call.
    IDENTITY_URL: UNREACHABLE_URL,
    OPERATOR_EMAIL: 'operator@atlas-tours.ma',
    LOG_LEVEL: 'warn',
  };
  // Bookings and messaging from their paced entries: src/server.ts with the outboxes' poll and
  // back-off shortened (docs/decisions/048-suite-speed.md).
  const start = (
    name: string,
    port: number,
    env: Record<string, string>,
    entry = 'src/server.ts',
  ) => startProcess({ entry: `services/${name}/${entry}`, port, env: { ...common, ...env } });

  const toursProxy = await startHoldingProxy(`http://127.0.0.1:${toursPort}`);
  const messagingProxy = await startHoldingProxy(`http://127.0.0.1:${messagingPort}`);
  insertTestCatalogue(data.dir);
  const startTours = () => start('tours', toursPort, {});
  // No SMTP_URL: mail goes out as .eml files in DATA_DIR/outbox, which the test can count.
  const startMessaging = () =>
    start('messaging', messagingPort, { SMTP_URL: '' }, 'test/paced-server.ts');
  const startBookings = () =>
    start(
      'bookings',
      bookingsPort,
      {
        TOURS_URL: toursProxy.url,
        MESSAGING_URL: messagingProxy.url,
        BOOKING_RATE_LIMIT: '0',
        // Every attempt comes from loopback: no holder's limit (docs/decisions/059).
        BOOKING_HOLD_ADDRESS_DEPARTURE: '0',
        BOOKING_HOLD_ADDRESS_DAY: '0',
      },
      'test/paced-server.ts',
    );

  async function shutDown(list: RunningProcess[]) {
    await Promise.all(list.map((process) => process.stop()));
    await Promise.all([toursProxy.close(), messagingProxy.close()]);
    data.remove();
  }
  const processes = await startAll([startTours, startMessaging, startBookings]).catch(
    async (error: unknown) => {
      await shutDown([]); // startAll has stopped the ones that started
      throw error;
    },
  );
  const [tours, messaging, bookings] = processes as [
    RunningProcess,
    RunningProcess,
    RunningProcess,
  ];
  const running = { tours, messaging, bookings };

  let openTours: OpenTour[];
  try {
    const list = await fetch(`${tours.base}/api/tours/tours`);
    const catalogue = (await list.json()) as Array<OpenTour & { available_dates: string[] }>;
    openTours = catalogue.filter((tour) => tour.available_dates.length === 0);
    // The tests spread bookings over at least two tours; with fewer they would check nothing.
    if (openTours.length < 2) throw new Error('the test catalogue has fewer than two open tours');
  } catch (error) {
    await shutDown(processes);
    throw error;
  }

  return {
    toursProxy,
    messagingProxy,
    /** The catalogue's tours that run any day (no fixed departures). */
    openTours,
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
