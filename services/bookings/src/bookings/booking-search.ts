import type { BookingFilters } from '@mt/contracts/booking-record';
import { parseBookingReference } from '@mt/domain/booking-reference';
import { daysBetweenInstants } from '@mt/domain/day-bounds';
import { and, asc, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookings } from '../db/schema';
import type { BookingRow } from './booking-view';

/** @mt/domain/booking-balance owesMoney, on the columns (bookings_owing_idx's condition). */
const OWES_MONEY = sql`${bookings.status} <> 'cancelled' AND ${bookings.totalCents} > ${bookings.paidCents}`;

/** A phone number as typed: digits with spaces, dashes, dots, brackets or a leading +. */
const PHONE_LIKE = /^[+\d\s().-]+$/;
/** The trigram index finds words of 3 characters or more; shorter ones are matched by LIKE. */
const TRIGRAM = 3;

/** A word as an FTS5 string: quoted, its quotes doubled, so no word is read as an operator. */
const ftsString = (word: string) => `"${word.replaceAll('"', '""')}"`;
/** A word inside a LIKE pattern, its wildcards taken literally (ESCAPE '\'). */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The bookings whose name, e-mail or phone hold every word of `q` (docs/decisions/051): the
 * words of 3 characters or more through the trigram index (bookings_search, kept by triggers),
 * the shorter ones by LIKE on the rows it found (none alone). A phone typed with spaces or a "+" is also
 * searched as its digits alone; a reference ("MT-000123", "#123", "123") also finds its booking.
 */
function textMatch(q: string): SQL {
  const words = q.split(/\s+/).filter(Boolean);
  const alternatives: SQL[] = [wordsMatch(words)];
  const digits = q.replace(/\D/g, '');
  if (PHONE_LIKE.test(q) && digits.length >= TRIGRAM && digits !== q) {
    alternatives.push(wordsMatch([digits]));
  }
  const reference = parseBookingReference(q);
  if (reference !== null) alternatives.push(eq(bookings.id, reference));
  return or(...alternatives)!;
}

function wordsMatch(words: readonly string[]): SQL {
  const long = words.filter((word) => [...word].length >= TRIGRAM);
  const short = words.filter((word) => [...word].length < TRIGRAM);
  // Only short words: reading every booking's text for them costs too much at 100,000 bookings
  // (docs/decisions/051); they match nothing, and the dashboard asks for 3 characters.
  if (long.length === 0) return sql`0`;
  const conditions: SQL[] = [sql`bookings_search MATCH ${long.map(ftsString).join(' ')}`];
  for (const word of short) conditions.push(sql`text LIKE ${likeWord(word)} ESCAPE '\\'`);
  return sql`${bookings.id} IN (SELECT rowid FROM bookings_search WHERE ${sql.join(conditions, sql` AND `)})`;
}

/** Every filter as one SQL condition (undefined when there is none). */
export function filterCondition(filters: BookingFilters): SQL | undefined {
  const booked = daysBetweenInstants(filters.booked_from, filters.booked_to);
  return and(
    filters.q ? textMatch(filters.q) : undefined,
    filters.status ? eq(bookings.status, filters.status) : undefined,
    filters.tour_id ? eq(bookings.tourId, filters.tour_id) : undefined,
    filters.travel_from ? gte(bookings.startDate, filters.travel_from) : undefined,
    filters.travel_to ? lte(bookings.startDate, filters.travel_to) : undefined,
    booked.from ? gte(bookings.createdAt, booked.from) : undefined,
    booked.before ? lt(bookings.createdAt, booked.before) : undefined,
    // @mt/domain/booking-balance owesMoney: not cancelled, and something left to pay. paid_cents
    // is kept by triggers on the payments (docs/decisions/051), so no payment is summed here.
    // Written as the partial index bookings_owing_idx's own condition, literal included, so that
    // SQLite reads that index.
    filters.payment === 'unpaid' ? OWES_MONEY : undefined,
    filters.viewed ? eq(bookings.adminViewed, filters.viewed === 'yes') : undefined,
  );
}

/** The order of a sort; the id last, so that equal keys page the same way every time. */
function ordering(filters: BookingFilters): SQL[] {
  const direction =
    (filters.order ?? (filters.sort === 'name' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  switch (filters.sort ?? 'booked') {
    case 'travel':
      return [direction(bookings.startDate), direction(bookings.id)];
    case 'name':
      return [direction(sql`${bookings.customerName} COLLATE NOCASE`), direction(bookings.id)];
    case 'total':
      return [direction(bookings.totalCents), direction(bookings.id)];
    default:
      return [direction(bookings.createdAt), direction(bookings.id)];
  }
}

/**
 * The admin's search of every booking (docs/decisions/051): SQL filters, sorts, counts and pages,
 * so a page reads its own rows only, whatever the number of bookings.
 */
export function createBookingSearch(db: BookingsDb) {
  return {
    page(filters: BookingFilters, page: number, pageSize: number) {
      const where = filterCondition(filters);
      const offset = (page - 1) * pageSize;
      const count = () =>
        db
          .select({ total: sql<number>`count(*)` })
          .from(bookings)
          .where(where)
          .get()?.total ?? 0;
      if (filters.q) {
        // A text search matches few bookings: counted in the same statement, over the rows it
        // found, so the trigram index is read once, not once for the page and once for the count.
        const found = db
          .select({ row: bookings, total: sql<number>`count(*) OVER ()` })
          .from(bookings)
          .where(where)
          .orderBy(...ordering(filters))
          .limit(pageSize)
          .offset(offset)
          .all();
        const rows: BookingRow[] = found.map(({ row }) => row);
        return { rows, total: found[0]?.total ?? (offset > 0 ? count() : 0) };
      }
      const rows: BookingRow[] = db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(...ordering(filters))
        .limit(pageSize)
        .offset(offset)
        .all();
      return { rows, total: count() };
    },

    /** Every matching booking in the search's order, read `chunk` at a time (the CSV export). */
    *all(filters: BookingFilters, chunk = 1000): Generator<BookingRow[]> {
      const where = filterCondition(filters);
      // Keyset paging would need a cursor per sort; the export is rare, and offsets are cheap
      // beside writing the rows out.
      for (let offset = 0; ; offset += chunk) {
        const rows = db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(...ordering(filters))
          .limit(chunk)
          .offset(offset)
          .all();
        if (rows.length > 0) yield rows;
        if (rows.length < chunk) return;
      }
    },
  };
}

export type BookingSearch = ReturnType<typeof createBookingSearch>;
