import { refuse } from '@mt/service-kit/errors';
import { and, between, eq, sql } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { departures } from '../db/schema';

/** What the operator set for one departure; a date without settings is on sale at the tour's maximum. */
export interface DepartureSetting {
  /** The date's own capacity; null for the tour's maximum. */
  capacity: number | null;
  salesStopped: boolean;
}

/** The seats a departure takes: its own capacity when the operator set one, else the tour's maximum. */
export function departureCapacity(tourMaximum: number, setting: DepartureSetting | undefined) {
  return setting?.capacity ?? tourMaximum;
}

/**
 * Reads a departure's settings by its key, prepared once: every booking attempt reads it, inside
 * the write transaction for the decisive check (docs/decisions/050-departures.md).
 */
export function prepareDepartureRead(db: BookingsDb) {
  const query = db
    .select({ capacity: departures.capacity, salesStopped: departures.salesStopped })
    .from(departures)
    .where(
      and(
        eq(departures.tourId, sql.placeholder('tourId')),
        eq(departures.startDate, sql.placeholder('startDate')),
      ),
    )
    .prepare();
  return (tourId: number, startDate: string): DepartureSetting | undefined =>
    query.get({ tourId, startDate });
}

/** The settings of one tour's departures from `from` to `to`, both included, by date. */
export function departureSettingsBetween(
  db: BookingsDb,
  tourId: number,
  from: string,
  to: string,
): Map<string, DepartureSetting> {
  const rows = db
    .select()
    .from(departures)
    .where(and(eq(departures.tourId, tourId), between(departures.startDate, from, to)))
    .all();
  return new Map(
    rows.map((row) => [row.startDate, { capacity: row.capacity, salesStopped: row.salesStopped }]),
  );
}

/**
 * Writes a departure's settings, in the caller's write transaction. A new capacity (the date's
 * own, or back to the tour's maximum) below the seats already held is refused (409), whatever the
 * client sent; settings that leave the capacity as it was (stopping sales on a date the tour
 * outgrew) are not.
 */
export function writeDepartureSetting(
  db: BookingsDb,
  departure: { tourId: number; startDate: string; tourMaximum: number; seatsHeld: number },
  current: DepartureSetting | undefined,
  setting: DepartureSetting,
): void {
  const capacity = departureCapacity(departure.tourMaximum, setting);
  const changed = capacity !== departureCapacity(departure.tourMaximum, current);
  if (changed && capacity < departure.seatsHeld) {
    throw refuse('CONFLICT', 'CAPACITY_BELOW_BOOKED', { booked: departure.seatsHeld });
  }
  const values = {
    capacity: setting.capacity,
    salesStopped: setting.salesStopped,
    updatedAt: new Date().toISOString(),
  };
  db.insert(departures)
    .values({ tourId: departure.tourId, startDate: departure.startDate, ...values })
    .onConflictDoUpdate({ target: [departures.tourId, departures.startDate], set: values })
    .run();
}

/** A month's settings as the calendar takes them: stopped dates, and dates with their own capacity. */
export function departureOverrides(settings: ReadonlyMap<string, DepartureSetting>) {
  const closedDates = new Set<string>();
  const capacityByDate = new Map<string, number>();
  for (const [date, setting] of settings) {
    if (setting.salesStopped) closedDates.add(date);
    if (setting.capacity !== null) capacityByDate.set(date, setting.capacity);
  }
  return { closedDates, capacityByDate };
}
