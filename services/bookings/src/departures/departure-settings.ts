import { and, between, eq, sql } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { departures } from '../db/schema';

/** What the operator set for one departure; a date without settings is on sale at the tour's maximum. */
export interface DepartureSetting {
  /** The date's own capacity; null for the tour's maximum. */
  capacity: number | null;
  salesStopped: boolean;
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

/** Writes a departure's settings (in the caller's write transaction: `change-departure.ts`). */
export function writeDepartureSetting(
  db: BookingsDb,
  tourId: number,
  startDate: string,
  setting: DepartureSetting,
): void {
  const values = {
    capacity: setting.capacity,
    salesStopped: setting.salesStopped,
    updatedAt: new Date().toISOString(),
  };
  db.insert(departures)
    .values({ tourId, startDate, ...values })
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
