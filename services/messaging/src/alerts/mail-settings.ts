import { MailSettingsInputSchema } from '@mt/contracts/mail-settings';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { MessagingDb } from '../db/database';
import { mailSettings } from '../db/schema';

type StoredSettings = { alert_email: string };
const FIELDS = Object.keys(MailSettingsInputSchema.shape) as (keyof StoredSettings)[];

/**
 * The operator's mail settings, stored where they are used (docs/decisions/065): every alert
 * reads its inbox here, in the process that sends it, so no other service being down or slow can
 * send one astray. A field never written, or written empty, takes its default.
 */
export function createMailSettings(options: {
  db: MessagingDb;
  /** OPERATOR_EMAIL: where the alerts go until the operator sets an inbox. */
  defaultAlertEmail: string;
  log: FastifyBaseLogger;
}) {
  const { db, log } = options;

  function read(): StoredSettings {
    const stored: Record<string, string> = {};
    for (const { key, value } of db.select().from(mailSettings).all()) {
      if ((FIELDS as string[]).includes(key)) stored[key] = value;
    }
    // The contract checked it on the way in; a value it now refuses (written by an older version,
    // or by hand) must not send an alert nowhere: the default inbox takes it.
    const parsed = MailSettingsInputSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    log.warn('the stored alert inbox is not a valid address; the alerts go to OPERATOR_EMAIL');
    return { alert_email: '' };
  }

  return {
    read,

    /** Writes the whole set in one transaction. */
    write(settings: StoredSettings): StoredSettings {
      db.transaction((tx) => {
        for (const key of FIELDS) {
          tx.insert(mailSettings)
            .values({ key, value: settings[key] })
            .onConflictDoUpdate({ target: mailSettings.key, set: { value: sql`excluded.value` } })
            .run();
        }
      });
      return read();
    },

    /**
     * Where an alert goes now: the inbox the operator set, else `fallback` (the address the caller
     * gave, OPERATOR_EMAIL by default).
     */
    alertInbox(fallback: string = options.defaultAlertEmail): string {
      return read().alert_email || fallback;
    },
  };
}

export type MailSettingsStore = ReturnType<typeof createMailSettings>;
