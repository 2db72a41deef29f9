import Database from 'better-sqlite3';

/**
 * A consistent copy of a database that may be in use (docs/decisions/014). VACUUM INTO reads the
 * source in one read transaction, so the copy is one moment of it, WAL included, while the
 * service goes on writing. The source is opened read-only: a backup never writes live data.
 */
export function copyDatabase(source: string, target: string): void {
  const db = new Database(source, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
}

/** Null when SQLite's integrity check passes; otherwise what it (or the opening) complained of. */
export function findCorruption(file: string): string | null {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
      const problems = rows.map((row) => row.integrity_check).filter((row) => row !== 'ok');
      return problems.length === 0 ? null : problems.slice(0, 3).join('; ');
    } finally {
      db.close();
    }
  } catch (error) {
    return (error as Error).message; // e.g. "file is not a database"
  }
}

export interface MigrationState {
  /** Migrations drizzle has applied (docs/decisions/003). */
  applied: number;
  /** The newest one's timestamp, as drizzle-kit's journal has it (`when`); null for none. */
  latest: number | null;
}

export function readMigrationState(file: string): MigrationState {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT count(*) AS applied, max(created_at) AS latest FROM __drizzle_migrations')
      .get() as { applied: number; latest: number | string | null };
    return { applied: row.applied, latest: row.latest === null ? null : Number(row.latest) };
  } finally {
    db.close();
  }
}

/**
 * True while another connection has the database open: a running service, or `pnpm
 * admin:password`, whatever port the site uses. In WAL mode every open connection keeps a shared
 * lock on the file, so an exclusive lock is refused at once. A file SQLite cannot open is not in
 * use by SQLite. Only a database about to be replaced is probed: closing the probe may fold a
 * crashed service's -wal into it, which keeps the copy moved aside whole.
 */
export function isDatabaseInUse(file: string): boolean {
  let db: Database.Database;
  try {
    db = new Database(file, { fileMustExist: true, timeout: 0 });
  } catch {
    return false;
  }
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
  } finally {
    db.close();
  }
}
