import path from 'node:path';

/**
 * What DATA_DIR holds besides the databases (`databaseFile` in db.ts). `pnpm backup` copies
 * exactly these and the databases, so a new kind of data belongs here (docs/decisions/014).
 */
export const DATA_ENTRIES = {
  /** Uploaded images and their variants (services/media). */
  media: 'media',
  /** Mail written as .eml files while SMTP_URL is unset (services/messaging). */
  outbox: 'outbox',
  /** The generated SESSION_SECRET and INTERNAL_TOKEN (secrets.ts). */
  secrets: 'secrets.json',
} as const;

type DataEntry = keyof typeof DATA_ENTRIES;

export function dataPath(dataDir: string, entry: DataEntry): string {
  return path.join(dataDir, DATA_ENTRIES[entry]);
}
