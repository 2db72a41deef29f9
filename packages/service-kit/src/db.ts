import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { packageRoot } from './package-root';
import type { ServiceName } from './topology';

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  /** The SQLite file; its folder is created when missing. */
  file: string;
  /** The service's drizzle migrations folder, applied in order at every open. */
  migrationsFolder: string;
  schema: TSchema;
}

export interface ServiceDatabase<TSchema extends Record<string, unknown>> {
  db: BetterSQLite3Database<TSchema>;
  sqlite: Database.Database;
  close(): void;
}

/**
 * The one way a service opens its database: WAL so readers never block the writer, foreign keys
 * enforced, a busy timeout instead of instant SQLITE_BUSY, and every pending migration applied
 * before the first query (docs/decisions/003).
 *
 * Migrations run with foreign keys off, then every reference is checked (docs/decisions/077):
 * SQLite's own way of rebuilding a table others refer to, which the migrator's one transaction
 * could not otherwise do (a `PRAGMA foreign_keys` inside a transaction does nothing).
 */
export function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): ServiceDatabase<TSchema> {
  mkdirSync(path.dirname(options.file), { recursive: true });
  const sqlite = new Database(options.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema: options.schema });
  sqlite.pragma('foreign_keys = OFF');
  migrate(db, { migrationsFolder: options.migrationsFolder });
  sqlite.pragma('foreign_keys = ON');
  const broken = sqlite.pragma('foreign_key_check') as Array<{ table: string; parent: string }>;
  if (broken.length > 0) {
    sqlite.close();
    const { table, parent } = broken[0]!;
    throw new Error(`A migration left ${broken.length} rows of ${table} without their ${parent}`);
  }
  return { db, sqlite, close: () => sqlite.close() };
}

/** SQLite's files beside a database, named by these suffixes; they hold its latest writes. */
export const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/** Each service's database is `DATA_DIR/<service>.sqlite` (backups list them by this rule). */
export function databaseFile(dataDir: string, service: ServiceName): string {
  return path.join(dataDir, `${service}.sqlite`);
}

/**
 * Opens a service's own database with the migrations in its package's `drizzle/` folder.
 * `moduleUrl` is the caller's `import.meta.url`: the folder is found from the service's package,
 * whether the caller runs from its sources or from the service's bundle.
 */
export function openServiceDatabase<TSchema extends Record<string, unknown>>(
  service: ServiceName,
  dataDir: string,
  moduleUrl: string,
  schema: TSchema,
): ServiceDatabase<TSchema> {
  return openDatabase({
    file: databaseFile(dataDir, service),
    migrationsFolder: path.join(packageRoot(moduleUrl), 'drizzle'),
    schema,
  });
}
