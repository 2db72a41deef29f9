import { SEAT_HOLDING_STATUSES } from '@mt/domain/booking-status';
import type { Attempt } from './booking-stream';
import type { OpenTour, ProcessWorld } from './process-world';

const seatHolding = new Set<string>(SEAT_HOLDING_STATUSES);
const answered = (attempt: Attempt) => attempt.status >= 200 && attempt.status < 300;

/**
 * What a crash must not do to bookings, as lists that should all be empty: a booking answered
 * 2xx but missing (or holding another address), a booking stored twice, a booking refused 409
 * but stored anyway, a booking nobody asked for, a departure sold beyond its seats. An attempt
 * that got no answer may or may not have been stored: committed just before the kill is fine.
 */
export function findBookingFaults(world: ProcessWorld, prefix: string, attempts: Attempt[]) {
  const { bookings } = world.readBookings();
  const ours = bookings.filter((row) => row.email.startsWith(`${prefix}-`));
  const byId = new Map(ours.map((row) => [row.id, row]));
  const stored = new Map<string, number>();
  for (const row of ours) stored.set(row.email, (stored.get(row.email) ?? 0) + 1);
  const asked = new Set(attempts.map((attempt) => attempt.email));

  const seats = new Map<string, number>();
  for (const row of bookings.filter((row) => seatHolding.has(row.status))) {
    const key = `${row.tourId} ${row.startDate}`;
    seats.set(key, (seats.get(key) ?? 0) + row.participants);
  }
  const capacity = new Map(
    world.openTours.map((tour: OpenTour) => [tour.id, tour.max_participants]),
  );

  return {
    lost: attempts
      .filter((attempt) => answered(attempt) && byId.get(attempt.id!)?.email !== attempt.email)
      .map((attempt) => attempt.email),
    duplicated: [...stored].filter(([, count]) => count > 1).map(([email]) => email),
    refusedYetStored: attempts
      .filter((attempt) => attempt.status === 409 && stored.has(attempt.email))
      .map((attempt) => attempt.email),
    unasked: ours.filter((row) => !asked.has(row.email)).map((row) => row.email),
    overbooked: [...seats]
      .filter(([key, taken]) => taken > (capacity.get(Number(key.split(' ')[0])) ?? Infinity))
      .map(([key, taken]) => `${key}: ${taken} seats`),
  };
}

/** The ids of the bookings stored for `prefix`, answered or not: each owes its mails. */
export function storedBookingIds(world: ProcessWorld, prefix: string): number[] {
  return world
    .readBookings()
    .bookings.filter((row) => row.email.startsWith(`${prefix}-`))
    .map((row) => row.id);
}

/**
 * The mails these bookings owe that have not gone all the way yet: still in bookings' outbox, or
 * in messaging's log but not sent. Empty once everything is delivered.
 */
export function findUnsettledMails(world: ProcessWorld, bookingIds: number[]): string[] {
  const ids = new Set(bookingIds);
  const owed = world.readBookings().outbox.filter((row) => ids.has(row.bookingId));
  const logged = new Map(
    world.readMessageLog().map((message) => [message.idempotencyKey, message.status]),
  );
  return owed
    .filter((row) => row.status !== 'sent' || logged.get(row.idempotencyKey) !== 'sent')
    .map(
      (row) =>
        `mail ${row.id}: ${row.status} after ${row.attempts} (${row.lastError ?? 'no error'}), ` +
        `in messaging: ${logged.get(row.idempotencyKey) ?? 'absent'}`,
    );
}

/**
 * Mail faults, as lists that should all be empty: a booking without its two mails (to the
 * customer, to the operator), an outbox row that became no message or several in messaging's
 * log, a customer who got the same mail twice under different keys, a message written out as
 * .eml more than once, or (over the whole log) messages marked sent and files that differ in number.
 */
export function findMailFaults(world: ProcessWorld, bookingIds: number[]) {
  const { bookings, outbox } = world.readBookings();
  const ids = new Set(bookingIds);
  const owed = outbox.filter((row) => ids.has(row.bookingId));
  const log = world.readMessageLog();
  const perKey = new Map<string, number>();
  for (const message of log) {
    if (message.idempotencyKey)
      perKey.set(message.idempotencyKey, (perKey.get(message.idempotencyKey) ?? 0) + 1);
  }
  const customerMails = new Map<string, number>();
  for (const message of log.filter((entry) => entry.template === 'booking_received')) {
    customerMails.set(message.recipient, (customerMails.get(message.recipient) ?? 0) + 1);
  }
  const files = world.readDeliveredMessageIds();
  const sent = log.filter((message) => message.status === 'sent').length;

  return {
    withoutTheirMails: bookingIds.filter(
      (id) =>
        owed
          .filter((row) => row.bookingId === id)
          .map((row) => row.template)
          .sort()
          .join() !== 'booking_new,booking_received',
    ),
    notOneMessage: owed
      .filter((row) => perKey.get(row.idempotencyKey!) !== 1)
      .map((row) => `${row.idempotencyKey}: ${perKey.get(row.idempotencyKey!) ?? 0}`),
    customerMailedTwice: bookings
      .filter((row) => ids.has(row.id) && (customerMails.get(row.email) ?? 0) !== 1)
      .map((row) => row.email),
    writtenTwice: files.filter((id, index) => files.indexOf(id) !== index),
    sentWithoutFile: files.length === sent ? [] : [`${files.length} files for ${sent} sent`],
  };
}
