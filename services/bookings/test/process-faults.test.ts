/**
 * The production issue "faults": bookings and messaging run as real processes (process-world.ts)
 * and are killed with SIGKILL under a stream of bookings, or stopped with SIGTERM while requests
 * are in flight. What must hold is read from their databases and the .eml outbox afterwards.
 * docs/decisions/015 says what these prove and how.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sendBooking, startBookingStream, type Attempt } from './booking-stream';
import {
  findBookingFaults,
  findMailFaults,
  findUnsettledMails,
  storedBookingIds,
} from './fault-checks';
import { eventually } from './harness';
import { startProcessWorld, type ProcessWorld } from './process-world';

const NO_BOOKING_FAULTS = {
  lost: [],
  duplicated: [],
  refusedYetStored: [],
  unasked: [],
  overbooked: [],
};
const NO_MAIL_FAULTS = {
  withoutTheirMails: [],
  notOneMessage: [],
  customerMailedTwice: [],
  writtenTwice: [],
  sentWithoutFile: [],
};
const HAND_OVER = /^\/internal\/messages$/;
const TOUR_FACTS = /\/booking-facts$/;

let world: ProcessWorld;
beforeAll(async () => {
  world = await startProcessWorld();
}, 60_000);
afterAll(() => world?.close());

/** A calendar date `days` ahead: "today" in Marrakech never reaches it during the test. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Where attempt `index` goes, from day `firstDay` on: every fourth to one departure, 3 seats at a
 * time, which sells out during the stream (so 409s and the seat count cross the crash too); the
 * others spread over the open tours and a hundred dates, 1 or 2 seats each, so they never do.
 */
function departures(firstDay: number) {
  return (index: number) => {
    const tours = world.openTours;
    if (index % 4 === 0) {
      return {
        departure: { tourId: tours[0]!.id, startDate: daysAhead(firstDay) },
        participants: 3,
      };
    }
    const tour = tours[index % tours.length]!;
    const startDate = daysAhead(firstDay + 1 + (index % 100));
    return { departure: { tourId: tour.id, startDate }, participants: 1 + (index % 2) };
  };
}

/** Attempts sent from `since` (until `until`) that created a booking. */
function created(attempts: readonly Attempt[], since = 0, until = Infinity): number {
  return attempts.filter(
    (attempt) => attempt.status === 201 && attempt.sentAt >= since && attempt.sentAt < until,
  ).length;
}

/** True when a new TCP connection to `base` is refused: nothing listens there any more. */
function connectionRefused(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/**
 * Waits for the mails of `bookingIds` to go all the way, through bookings' back-off (5 s, then
 * 10 s) and poll (5 s); on time-out the list says which are stuck where.
 */
async function settled(bookingIds: number[]): Promise<void> {
  const unsettled = () => findUnsettledMails(world, bookingIds);
  await eventually(() => unsettled().length === 0, 30_000).catch(() => undefined);
  expect(unsettled()).toEqual([]);
}

/**
 * A booking stream under way (`warmUp` bookings made), then one mail hand-over that messaging has
 * stored (201) but whose answer the proxy holds back: the moment a kill loses that answer.
 */
async function streamUntilHandOverHeld(prefix: string, firstDay: number, warmUp: number) {
  const stream = startBookingStream({
    base: world.bookings.base,
    prefix,
    everyMs: 25,
    pick: departures(firstDay),
  });
  onTestFinished(async () => {
    // Also when an expectation fails: no hold outlives its test.
    world.messagingProxy.drop();
    world.toursProxy.drop();
    await stream.stop();
  });
  await eventually(() => created(stream.attempts()) >= warmUp, 15_000);
  world.messagingProxy.hold(HAND_OVER);
  await eventually(() => world.messagingProxy.held().length > 0);
  const heldHandOver = world.messagingProxy.held()[0]!;
  expect(heldHandOver.status).toBe(201);
  return { stream, heldHandOver };
}

/** Every booking of `prefix` stored once and within capacity, and all its mails out once. */
async function expectNoFaults(prefix: string, attempts: Attempt[]): Promise<void> {
  expect(findBookingFaults(world, prefix, attempts)).toEqual(NO_BOOKING_FAULTS);
  const ids = storedBookingIds(world, prefix);
  await settled(ids);
  expect(findMailFaults(world, ids)).toEqual(NO_MAIL_FAULTS);
}

describe('faults, with the services as real processes', () => {
  it('bookings killed (SIGKILL) mid-load: every 2xx booking is there once, every mail reaches messaging once', async () => {
    const prefix = 'killed-bookings';
    // A mail hand-over messaging has stored, whose answer bookings is about to lose with its
    // life; then bookings waiting for tour facts, so requests are surely in flight at the kill.
    const { stream, heldHandOver: lostAnswer } = await streamUntilHandOverHeld(prefix, 40, 30);
    world.toursProxy.hold(TOUR_FACTS);
    await eventually(() => world.toursProxy.held().length > 0);
    world.bookings.child.kill('SIGKILL');
    expect(await world.bookings.exited).toEqual({ code: null, signal: 'SIGKILL' });
    world.messagingProxy.drop();
    world.toursProxy.drop();

    await world.restartBookings();
    const restarted = Date.now();
    await eventually(() => created(stream.attempts(), restarted) >= 10, 15_000);
    const attempts = await stream.stop();

    expect(attempts.filter((attempt) => attempt.status === 0).length).toBeGreaterThan(0);
    expect(attempts.filter((attempt) => attempt.status === 409).length).toBeGreaterThan(0);
    const unexpected = attempts.filter((attempt) => ![0, 201, 409].includes(attempt.status));
    expect(unexpected.map((attempt) => `${attempt.email}: ${attempt.status}`)).toEqual([]);
    await expectNoFaults(prefix, attempts);
    // The hand-over whose answer was lost went again after the restart: still one message.
    const { idempotency_key: lostKey } = JSON.parse(lostAnswer.requestBody) as {
      idempotency_key: string;
    };
    const log = world.readMessageLog();
    expect(log.filter((message) => message.idempotencyKey === lostKey)).toHaveLength(1);
  }, 60_000);

  it('messaging killed (SIGKILL) mid-load: bookings keep succeeding, and every mail goes out once after it is back', async () => {
    // Messaging stores a mail and dies before its answer leaves.
    const { stream } = await streamUntilHandOverHeld('killed-messaging', 200, 20);
    world.messaging.child.kill('SIGKILL');
    expect(await world.messaging.exited).toEqual({ code: null, signal: 'SIGKILL' });
    world.messagingProxy.drop();

    const killed = Date.now();
    await world.restartMessaging(); // a few seconds, while the stream goes on
    const restarted = Date.now();
    await eventually(() => created(stream.attempts(), restarted) >= 5, 15_000);
    const attempts = await stream.stop();
    expect(created(attempts, killed, restarted)).toBeGreaterThan(0);

    const failed = attempts.filter((attempt) => attempt.status !== 201 && attempt.status !== 409);
    expect(failed.map((attempt) => `${attempt.email}: ${attempt.status}`)).toEqual([]);
    await expectNoFaults('killed-messaging', attempts);
  }, 60_000);

  it('SIGTERM: requests in flight finish normally, new connections are refused, and it exits 0', async () => {
    const prefix = 'sigterm';
    // One booking per tour, each held inside bookings until its tour's facts arrive.
    world.toursProxy.hold(TOUR_FACTS);
    const batch = world.openTours.map((tour, index) =>
      sendBooking(
        world.bookings.base,
        `${prefix}-${index}@example.com`,
        { tourId: tour.id, startDate: daysAhead(400) },
        2,
      ),
    );
    await eventually(() => world.toursProxy.held().length === world.openTours.length);

    const signalled = Date.now();
    world.bookings.child.kill('SIGTERM');
    await eventually(() => connectionRefused(world.bookings.base));
    expect(world.bookings.child.exitCode).toBeNull(); // still finishing what it received
    world.toursProxy.release();

    const answered = await Promise.all(batch);
    expect(answered.map((attempt) => attempt.status)).toEqual(answered.map(() => 201));
    expect(await world.bookings.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000); // run-service's grace period
    expect(findBookingFaults(world, prefix, answered)).toEqual(NO_BOOKING_FAULTS);
    // Its mail pass ran to the end before the database closed: the mails of the bookings it
    // finished were handed over, not left for the next start.
    const ids = storedBookingIds(world, prefix);
    const owed = world.readBookings().outbox.filter((row) => ids.includes(row.bookingId));
    expect(owed.map((row) => row.status)).toEqual(owed.map(() => 'sent'));
  }, 30_000);
});
