import { holdDayStart, holdLimitBreach, type HoldLimits } from '@mt/domain/pending-hold';
import { refuse } from '@mt/service-kit/errors';
import { and, asc, count, eq, gt, lte, sql, sum } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookings, pendingHolds } from '../db/schema';
import type { Holder } from './holder-keys';

/** One holder's limits, by its client address and by its e-mail address (docs/decisions/059). */
export interface HolderLimits {
  address: HoldLimits;
  email: HoldLimits;
}

/** The most holds one expiry pass ends; the next pass takes the rest. */
const EXPIRY_BATCH = 500;

/**
 * The seats pending bookings hold, and whose (docs/decisions/059): the holder's limits, checked
 * and taken inside the booking's own write transaction, and the reads of the expiry pass, the
 * Overview and a booking's page. The row goes when its booking leaves pending (a trigger).
 * The counts are prepared once: they run in the write lock of every booking that gets that far.
 */
export function createPendingHolds(db: BookingsDb, limits: HolderLimits, now: () => Date) {
  const onDeparture = db
    .select({
      byAddress: sum(
        sql`CASE WHEN ${pendingHolds.addressKey} = ${sql.placeholder('address')} THEN ${bookings.seats} END`,
      ),
      byEmail: sum(
        sql`CASE WHEN ${pendingHolds.emailKey} = ${sql.placeholder('email')} THEN ${bookings.seats} END`,
      ),
    })
    .from(bookings)
    .innerJoin(pendingHolds, eq(pendingHolds.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.tourId, sql.placeholder('tourId')),
        eq(bookings.startDate, sql.placeholder('startDate')),
        eq(bookings.status, 'pending'),
      ),
    )
    .prepare();
  const dayOf = (column: typeof pendingHolds.addressKey | typeof pendingHolds.emailKey) =>
    db
      .select({ seats: sum(bookings.seats) })
      .from(pendingHolds)
      .innerJoin(bookings, eq(bookings.id, pendingHolds.bookingId))
      .where(
        and(eq(column, sql.placeholder('key')), gt(pendingHolds.heldAt, sql.placeholder('since'))),
      )
      .prepare();
  const addressDay = dayOf(pendingHolds.addressKey);
  const emailDay = dayOf(pendingHolds.emailKey);
  const seats = (value: string | number | null | undefined) => Number(value ?? 0);

  return {
    /**
     * 409 when `wanted` more pending seats on this departure would take the holder over a limit
     * of its client address or of its e-mail. Call it in the write transaction that inserts.
     */
    assertRoom(holder: Holder, tourId: number, startDate: string, wanted: number): void {
      const departure = onDeparture.get({
        address: holder.addressKey,
        email: holder.emailKey,
        tourId,
        startDate,
      });
      const since = holdDayStart(now()).toISOString();
      const breach =
        holdLimitBreach(
          {
            onDeparture: seats(departure?.byAddress),
            inDay: seats(addressDay.get({ key: holder.addressKey, since })?.seats),
          },
          wanted,
          limits.address,
        ) ??
        holdLimitBreach(
          {
            onDeparture: seats(departure?.byEmail),
            inDay: seats(emailDay.get({ key: holder.emailKey, since })?.seats),
          },
          wanted,
          limits.email,
        );
      if (!breach) return;
      throw breach.limit === 'departure'
        ? refuse('CONFLICT', 'PENDING_HOLDS_ON_DEPARTURE', { max: breach.max })
        : refuse('CONFLICT', 'PENDING_HOLDS_IN_DAY', { max: breach.max });
    },

    /** The new pending booking's hold, from now; in the transaction that inserts it. */
    take(bookingId: number, holder: Holder): void {
      db.insert(pendingHolds)
        .values({ bookingId, ...holder, heldAt: now().toISOString() })
        .run();
    },

    /** When the booking's hold began; undefined once it is not pending. */
    heldSince(bookingId: number): string | undefined {
      return db
        .select({ heldAt: pendingHolds.heldAt })
        .from(pendingHolds)
        .where(eq(pendingHolds.bookingId, bookingId))
        .get()?.heldAt;
    },

    /** The bookings whose hold began at or before `cutoff`: ended, oldest first. */
    endedBy(cutoff: Date): number[] {
      return db
        .select({ id: pendingHolds.bookingId })
        .from(pendingHolds)
        .where(lte(pendingHolds.heldAt, cutoff.toISOString()))
        .orderBy(asc(pendingHolds.heldAt), asc(pendingHolds.bookingId))
        .limit(EXPIRY_BATCH)
        .all()
        .map((row) => row.id);
    },

    /** The `limit` holds that end soonest (the oldest), with their bookings, and how many in all. */
    soonest(limit: number) {
      const rows = db
        .select({ heldAt: pendingHolds.heldAt, booking: bookings })
        .from(pendingHolds)
        .innerJoin(bookings, eq(bookings.id, pendingHolds.bookingId))
        .orderBy(asc(pendingHolds.heldAt), asc(pendingHolds.bookingId))
        .limit(limit)
        .all();
      const total = db.select({ total: count() }).from(pendingHolds).get()?.total ?? 0;
      return { rows, total };
    },
  };
}

export type PendingHolds = ReturnType<typeof createPendingHolds>;
