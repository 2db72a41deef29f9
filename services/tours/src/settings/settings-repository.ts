import { EMPTY_SETTINGS, SETTINGS_FIELDS } from '@mt/contracts/settings';
import type { SiteSettings } from '@mt/contracts/settings';
import { sql } from 'drizzle-orm';
import type { ToursDb } from '../db/database';
import { siteSettings } from '../db/schema';

const KNOWN = new Set<string>(SETTINGS_FIELDS);

/** The operator's details as key/value rows: a new field needs no migration (docs/decisions/039). */
export function createSettingsRepository(db: ToursDb) {
  return {
    /** Every field; "" for one never set. Rows of fields no longer known are ignored. */
    read(): SiteSettings {
      const settings = { ...EMPTY_SETTINGS };
      for (const { key, value } of db.select().from(siteSettings).all()) {
        if (KNOWN.has(key)) settings[key as keyof SiteSettings] = value;
      }
      return settings;
    },

    /** Writes the whole set in one transaction: a reader sees the old set or the new one. */
    write(settings: SiteSettings): SiteSettings {
      db.transaction((tx) => {
        for (const key of SETTINGS_FIELDS) {
          tx.insert(siteSettings)
            .values({ key, value: settings[key] })
            .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value` } })
            .run();
        }
      });
      return this.read();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
