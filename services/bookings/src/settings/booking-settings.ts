import {
  BookingSettingsSchema,
  DEFAULT_BOOKING_SETTINGS,
  type BookingSettings,
} from '@mt/contracts/booking-settings';
import { sql } from 'drizzle-orm';
import type { BookingsDb } from '../db/database';
import { bookingSettings } from '../db/schema';

const FIELDS = Object.keys(BookingSettingsSchema.shape) as (keyof BookingSettings)[];

/**
 * The operator's settings of the bookings' course (docs/decisions/052), one row a field: a field
 * never written takes its default, and a row the code no longer knows is ignored.
 */
export function createBookingSettings(db: BookingsDb) {
  return {
    read(): BookingSettings {
      const stored: Record<string, unknown> = {};
      for (const { key, value } of db.select().from(bookingSettings).all()) {
        if ((FIELDS as string[]).includes(key)) stored[key] = value;
      }
      // A value an older version wrote that the contract now refuses reads as the default.
      const parsed = BookingSettingsSchema.safeParse(stored);
      return parsed.success ? parsed.data : { ...DEFAULT_BOOKING_SETTINGS };
    },

    /** Writes the whole set in one transaction: the jobs see the old set or the new one. */
    write(settings: BookingSettings): BookingSettings {
      db.transaction((tx) => {
        for (const key of FIELDS) {
          tx.insert(bookingSettings)
            .values({ key, value: settings[key] })
            .onConflictDoUpdate({
              target: bookingSettings.key,
              set: { value: sql`excluded.value` },
            })
            .run();
        }
      });
      return this.read();
    },
  };
}

export type BookingSettingsStore = ReturnType<typeof createBookingSettings>;
