import { SEAT_HOLDING_STATUSES } from '@mt/domain/booking-status';
import { departureSeats, seatsFit, type DepartureSeats } from '@mt/domain/departure-seats';
import { refuse } from '@mt/service-kit/errors';
import { and, between, eq, inArray, sql, sum } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { BookingsDb } from '../db/database';
import { bookings } from '../db/schema';
import { prepareDepartureRead, type DepartureSetting } from '../departures/departure-settings';

/**
 * Counts the seats of the bookings that hold them on one departure (docs/product.md,
 * Rules, Dates and capacity): SEAT_HOLDING_STATUSES, the domain's rule, so the SQL counts what
 * `holdsSeats` says (a booking completed before its trip included: docs/decisions/064).
 * Prepared once: the count runs on every booking attempt, and building and preparing the SQL each
 * time cost more than the query. Call it inside the write transaction that inserts or reconfirms.
 */
export function prepareSeatCount(db: BookingsDb): SeatCount {
  const query = db
    .select({ taken: sum(bookings.seats) })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, sql.placeholder('tourId')),
        eq(bookings.startDate, sql.placeholder('startDate')),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .prepare();
  return (tourId, startDate) => Number(query.get({ tourId, startDate })?.taken ?? 0);
}

type SeatCount = (tourId: number, startDate: string) => number;

/**
 * Seats held per start date of one tour between two dates, both included, in one query grouped
 * in SQL: the booking calendar's month (docs/decisions/040-booking-calendar.md). It reads the
 * departure index (tour, start date, status), like the seat count. Dates without a booking are
 * absent.
 */
export function prepareSeatsByDate(db: BookingsDb) {
  const query = seatsByDateQuery(db).prepare();
  return (tourId: number, from: string, to: string): Map<string, number> =>
    new Map(query.all({ tourId, from, to }).map((row) => [row.date, Number(row.taken ?? 0)]));
}

/** The query behind `prepareSeatsByDate`, unprepared, for its query-plan test. */
export function seatsByDateQuery(db: BookingsDb) {
  return db
    .select({ date: bookings.startDate, taken: sum(bookings.seats) })
    .from(bookings)
    .where(
      and(
        eq(bookings.tourId, sql.placeholder('tourId')),
        between(bookings.startDate, sql.placeholder('from'), sql.placeholder('to')),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .groupBy(bookings.startDate);
}

/**
 * Seats taken per departure, as last read, for the answers that are not holds: the availability
 * check and the early refusal of a booking (the decisive check, in the write transaction, always
 * reads the table: docs/decisions/011-bookings-capacity-and-mail.md). When a date sells out, the
 * late attempts are refused without a query each: SQLite's read transaction cost ~20 µs of a
 * 0.1–0.2 ms answer.
 *
 * This process is the only writer of its database, and `forget` is called after every write that
 * changes a departure's seats, so what is remembered is exact. `ttlMs` bounds how stale it could be
 * if that ever stopped being true (a second process on the same file): an answer older than it is
 * read again. The departures asked about are the client's choice, so at most `maxEntries` are kept,
 * the least recently used leaving first. Kept in lru-cache (docs/decisions/033).
 */
export function rememberSeatCounts(
  count: SeatCount,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const { ttlMs = 1000, maxEntries = 10_000, now } = options;
  const known = new LRUCache<string, number>({
    max: maxEntries,
    ttl: ttlMs,
    // Read the clock on each look-up: lru-cache's default caches it for 1 ms behind a timer.
    ttlResolution: 0,
    ...(now && { perf: { now } }),
  });
  const keyOf = (tourId: number, startDate: string) => `${tourId}|${startDate}`;
  return {
    taken(tourId: number, startDate: string): number {
      const key = keyOf(tourId, startDate);
      const remembered = known.get(key);
      if (remembered !== undefined) return remembered;
      const taken = count(tourId, startDate);
      known.set(key, taken);
      return taken;
    },
    forget(tourId: number, startDate: string): void {
      known.delete(keyOf(tourId, startDate));
    },
  };
}

/** 409 unless `wanted` more seats fit on a departure with `remaining` free. */
export function assertSeatsFree(remaining: number, wanted: number): void {
  if (seatsFit(remaining, wanted)) return;
  throw remaining === 0
    ? refuse('CONFLICT', 'DEPARTURE_FULL')
    : refuse('CONFLICT', 'SEATS_LEFT', { remaining });
}

/** One departure, with the tour's maximum its capacity falls back on. */
export interface DepartureKey {
  tourId: number;
  startDate: string;
  tourMaximum: number;
}

/**
 * How a departure's seats held are read: `now` counts them in the table, for the decisive check
 * inside a write transaction; `asLastRead` takes the count as last read, for the answers that are
 * not holds and the early refusal before the write lock (docs/decisions/018).
 */
export type SeatRead = 'now' | 'asLastRead';

/**
 * A departure's seats as the bookings service reads them: its setting and seats held, through the
 * domain's seats rule (@mt/domain/departure-seats). The one seat check of a booking's creation and
 * of a reconfirmation (docs/decisions/011, 050, 071); the departure's setting is read each time
 * (a prepared read by key), only the seats held are ever remembered.
 */
export function createSeatCheck(db: BookingsDb) {
  const countHeld = prepareSeatCount(db);
  const heldAsLastRead = rememberSeatCounts(countHeld);
  const readSetting = prepareDepartureRead(db);

  function read(
    departure: DepartureKey,
    how: SeatRead,
  ): { setting: DepartureSetting | undefined; seats: DepartureSeats } {
    const { tourId, startDate, tourMaximum } = departure;
    const setting = readSetting(tourId, startDate);
    const held =
      how === 'now' ? countHeld(tourId, startDate) : heldAsLastRead.taken(tourId, startDate);
    return {
      setting,
      seats: departureSeats({ tourMaximum, ownCapacity: setting?.capacity, held }),
    };
  }

  return {
    read,

    /**
     * The seats a visitor may still book, outside any transaction: an answer for the form, not a
     * hold. None while its sales are stopped.
     */
    forSale(departure: DepartureKey): number {
      const { setting, seats } = read(departure, 'asLastRead');
      return setting?.salesStopped ? 0 : seats.left;
    },

    /**
     * 409 unless `wanted` more seats fit on the departure. A visitor's booking is also refused
     * while the departure's sales are stopped (`salesBind`); the operator's reconfirmation is not.
     */
    assertFree(
      departure: DepartureKey,
      wanted: number,
      options: { read: SeatRead; salesBind: boolean },
    ): void {
      const { setting, seats } = read(departure, options.read);
      if (options.salesBind && setting?.salesStopped) throw refuse('CONFLICT', 'SALES_STOPPED');
      assertSeatsFree(seats.left, wanted);
    },

    /** After every write that changes a departure's seats or capacity: its count is read anew. */
    forget(tourId: number, startDate: string): void {
      heldAsLastRead.forget(tourId, startDate);
    },
  };
}

export type SeatCheck = ReturnType<typeof createSeatCheck>;
