import { fileURLToPath } from 'node:url';
import { databaseFile, openDatabase } from '@mt/service-kit/db';
import { createTempDataDir, migrationsUpTo as olderMigrations } from '@mt/service-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { openBookingsDatabase } from './database';
import { bookingStatusChanges, mailOutbox } from './schema';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const data = createTempDataDir('mt-bookings-migrate-');
afterEach(() => data.remove());

/** The migrations folder as it stood before the shared outbox: the first `count` only. */
const migrationsUpTo = (count: number) => olderMigrations(MIGRATIONS, data.dir, count);

describe('the shared-outbox migration of mail_outbox', () => {
  it('keeps every row, in the shared outbox’s words', () => {
    const older = openDatabase({
      file: databaseFile(data.dir, 'bookings'),
      migrationsFolder: migrationsUpTo(2),
      schema: {},
    });
    older.sqlite.exec(`
      INSERT INTO bookings (tour_id, tour_title, customer_name, email, start_date, end_date, days,
        participants, price_per_person_cents, total_cents, language)
      VALUES (1, 'Ourika Valley', 'Hannah Müller', 'hannah@example.de', '2026-11-02',
        '2026-11-02', 1, 2, 4500, 9000, 'en');
      INSERT INTO mail_outbox (booking_id, template, language, recipient, data, idempotency_key,
        status, attempts, next_attempt_at, last_error, handed_over_at) VALUES
        (1, 'booking_received', 'en', 'hannah@example.de', '{"n":1}', 'k-sent', 'handed_over', 1,
          '2026-10-01T10:00:00.000Z', NULL, '2026-10-01T10:00:01.000Z'),
        (1, 'booking_new', 'en', 'operator@atlas-tours.ma', '{"n":2}', 'k-new', 'pending', 0,
          '2026-10-01T10:00:00.000Z', NULL, NULL),
        (1, 'booking_confirmed', 'en', 'hannah@example.de', '{"n":3}', 'k-retrying', 'pending', 2,
          '2026-10-01T10:05:00.000Z', 'connect ECONNREFUSED', NULL),
        (1, 'booking_cancelled', 'en', 'hannah@example.de', '{"n":4}', 'k-refused', 'failed', 1,
          '2026-10-01T10:00:00.000Z', 'messaging answered 400', NULL);`);
    older.close();

    const current = openBookingsDatabase(data.dir);
    const rows = current.db.select().from(mailOutbox).orderBy(mailOutbox.id).all();
    current.close();
    expect(
      rows.map((row) => [
        row.idempotencyKey,
        row.status,
        row.attempts,
        row.nextAttemptAt,
        row.sentAt,
        row.lastError,
        row.leasedUntil,
        row.data,
      ]),
    ).toEqual([
      ['k-sent', 'sent', 1, null, '2026-10-01T10:00:01.000Z', null, null, { n: 1 }],
      ['k-new', 'pending', 0, '2026-10-01T10:00:00.000Z', null, null, null, { n: 2 }],
      [
        'k-retrying',
        'failed',
        2,
        '2026-10-01T10:05:00.000Z',
        null,
        'connect ECONNREFUSED',
        null,
        { n: 3 },
      ],
      ['k-refused', 'failed', 1, null, null, 'messaging answered 400', null, { n: 4 }],
    ]);
  });
});

describe('the booking-record migration', () => {
  it('gives every booking made before it its creation, by the customer, at its time', () => {
    const older = openDatabase({
      file: databaseFile(data.dir, 'bookings'),
      migrationsFolder: migrationsUpTo(4),
      schema: {},
    });
    older.sqlite.exec(`
      INSERT INTO bookings (tour_id, tour_title, customer_name, email, start_date, end_date, days,
        participants, price_per_person_cents, total_cents, language, created_at)
      VALUES (1, 'Ourika Valley', 'Hannah Müller', 'hannah@example.de', '2026-11-02',
        '2026-11-02', 1, 2, 4500, 9000, 'en', '2026-10-01T10:00:00.000Z');`);
    older.close();

    const current = openBookingsDatabase(data.dir);
    const rows = current.db.select().from(bookingStatusChanges).all();
    current.close();
    expect(rows).toEqual([
      {
        id: 1,
        bookingId: 1,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: 'customer',
        reason: null,
        changedAt: '2026-10-01T10:00:00.000Z',
      },
    ]);
  });
});

describe('the booking-search migrations', () => {
  it('index the bookings made before them, and their payments, then keep both in step', () => {
    const older = openDatabase({
      file: databaseFile(data.dir, 'bookings'),
      migrationsFolder: migrationsUpTo(7),
      schema: {},
    });
    older.sqlite.exec(`
      INSERT INTO bookings (tour_id, tour_title, customer_name, email, phone, start_date, end_date,
        days, participants, price_per_person_cents, total_cents, language)
      VALUES (1, 'Ourika Valley', 'Hannah Müller', 'hannah@example.de', '+49 170 123 45',
        '2026-11-02', '2026-11-02', 1, 2, 4500, 9000, 'en');
      INSERT INTO booking_payments (booking_id, amount_cents, method, received_on, recorded_by)
      VALUES (1, 3000, 'cash', '2026-10-01', 'a'), (1, 1000, 'cash', '2026-10-01', 'a');
      UPDATE booking_payments SET voided_at = '2026-10-02T00:00:00Z' WHERE id = 2;`);
    older.close();

    const { sqlite, close } = openBookingsDatabase(data.dir);
    const found = (text: string) =>
      sqlite
        .prepare('SELECT rowid FROM bookings_search WHERE bookings_search MATCH ?')
        .all(`"${text}"`);
    const paid = () => sqlite.prepare('SELECT paid_cents FROM bookings WHERE id = 1').pluck().get();
    expect(found('muller')).toEqual([{ rowid: 1 }]);
    expect(found('4917012345')).toEqual([{ rowid: 1 }]);
    expect(paid()).toBe(3000);

    sqlite.exec(`UPDATE bookings SET customer_name = 'Hannah Schmidt' WHERE id = 1;
      UPDATE booking_payments SET voided_at = NULL WHERE id = 2;
      DELETE FROM booking_payments WHERE id = 1;`);
    expect(found('muller')).toEqual([]);
    expect(found('schmidt')).toEqual([{ rowid: 1 }]);
    expect(paid()).toBe(1000);
    close();
  });
});

describe('the pending-holds migration', () => {
  it('holds the bookings pending at the upgrade from then, and ends a hold with its pending', () => {
    const older = openDatabase({
      file: databaseFile(data.dir, 'bookings'),
      migrationsFolder: migrationsUpTo(11),
      schema: {},
    });
    older.sqlite.exec(`
      INSERT INTO bookings (tour_id, tour_title, customer_name, email, start_date, end_date, days,
        participants, price_per_person_cents, total_cents, language, status, created_at)
      VALUES
        (1, 'Ourika Valley', 'Hannah Müller', 'hannah@example.de', '2026-11-02', '2026-11-02', 1,
          2, 4500, 9000, 'en', 'pending', '2026-09-01T10:00:00.000Z'),
        (1, 'Ourika Valley', 'Tom Evans', 'tom@example.com', '2026-11-02', '2026-11-02', 1,
          2, 4500, 9000, 'en', 'confirmed', '2026-09-01T10:00:00.000Z');`);
    older.close();

    const before = new Date(Date.now() - 1000).toISOString();
    const { sqlite, close } = openBookingsDatabase(data.dir);
    const holds = () =>
      sqlite.prepare('SELECT booking_id, address_key, email_key, held_at FROM pending_holds').all();
    const [hold, ...others] = holds() as Array<Record<string, unknown>>;
    expect(others).toEqual([]);
    // Held from the upgrade, not from its booking a while ago; its holder unknown.
    expect(hold).toMatchObject({ booking_id: 1, address_key: null, email_key: null });
    expect(String(hold!.held_at) >= before).toBe(true);

    sqlite.exec(`UPDATE bookings SET admin_viewed = 1 WHERE id = 1`);
    expect(holds()).toHaveLength(1);
    sqlite.exec(`UPDATE bookings SET status = 'confirmed' WHERE id = 1`);
    expect(holds()).toEqual([]);
    close();
  });
});

describe('the price-lines migration', () => {
  it('keeps every booking and what refers to it, priced N × Adult, with its triggers', () => {
    const older = openDatabase({
      file: databaseFile(data.dir, 'bookings'),
      migrationsFolder: migrationsUpTo(13),
      schema: {},
    });
    older.sqlite.exec(`
      INSERT INTO bookings (tour_id, tour_title, customer_name, email, phone, start_date, end_date,
        days, participants, price_per_person_cents, total_cents, language, status)
      VALUES (1, 'Ourika Valley', 'Hannah Müller', 'hannah@example.de', '+49 170 123 45',
        '2026-11-02', '2026-11-02', 1, 3, 4500, 13500, 'en', 'pending');
      INSERT INTO pending_holds (booking_id, held_at) VALUES (1, '2026-10-01T00:00:00.000Z');
      INSERT INTO booking_payments (booking_id, amount_cents, method, received_on, recorded_by)
      VALUES (1, 3000, 'cash', '2026-10-01', 'a');`);
    older.close();

    const { sqlite, close } = openBookingsDatabase(data.dir);
    const booking = () =>
      sqlite
        .prepare(
          'SELECT participants, seats, option_id, lines, total_cents, paid_cents FROM bookings',
        )
        .get() as Record<string, unknown>;
    expect(booking()).toMatchObject({
      participants: 3,
      seats: 3,
      option_id: null,
      paid_cents: 3000,
    });
    expect(JSON.parse(String(booking().lines))).toEqual([
      {
        kind: 'category',
        item_id: null,
        name: 'Adult',
        name_fr: 'Adulte',
        quantity: 3,
        unit_cents: 4500,
        total_cents: 13500,
      },
    ]);
    // The tables that refer to bookings still do, enforced, and every trigger still runs.
    expect(() =>
      sqlite.prepare("INSERT INTO pending_holds (booking_id, held_at) VALUES (9, 'x')").run(),
    ).toThrow(/FOREIGN KEY/);
    sqlite.exec(`INSERT INTO booking_payments (booking_id, amount_cents, method, received_on, recorded_by)
      VALUES (1, 1000, 'cash', '2026-10-02', 'a');
      UPDATE bookings SET customer_name = 'Hannah Schmidt' WHERE id = 1;
      UPDATE bookings SET status = 'confirmed' WHERE id = 1;`);
    expect(booking().paid_cents).toBe(4000);
    expect(
      sqlite
        .prepare(`SELECT rowid FROM bookings_search WHERE bookings_search MATCH '"schmidt"'`)
        .all(),
    ).toEqual([{ rowid: 1 }]);
    expect(sqlite.prepare('SELECT count(*) FROM pending_holds').pluck().get()).toBe(0);
    // A new booking is numbered after the last, as before the rebuild.
    sqlite.exec(`INSERT INTO bookings (tour_id, tour_title, customer_name, email, start_date,
      end_date, days, participants, seats, lines, price_per_person_cents, total_cents, language)
      VALUES (1, 'Ourika', 'Tom', 'tom@example.com', '2026-11-02', '2026-11-02', 1, 2, 1, '[]',
      4500, 4500, 'en')`);
    expect(sqlite.prepare('SELECT max(id) FROM bookings').pluck().get()).toBe(2);
    expect(() => sqlite.exec(`UPDATE bookings SET seats = 3 WHERE id = 2`)).toThrow(/CHECK/);
    close();
  });
});
