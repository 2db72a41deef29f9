import { chmodSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DATA_ENTRIES } from './data-dir';
import { databaseFile, SQLITE_SIDE_FILES } from './db';
import { SERVICE_NAMES } from './topology';

/** What the process creates from now on: its owner's alone (folders 0700, files 0600). */
const PRIVATE_UMASK = 0o077;

/** Folders 0700, files 0600; a mode already at most that is left alone. */
function tighten(target: string): void {
  let stats;
  try {
    stats = statSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if ((stats.mode & 0o077) === 0) return;
  try {
    chmodSync(target, stats.isDirectory() ? 0o700 : 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    process.emitWarning(`${target} belongs to another user and stays readable by others`);
  }
}

/**
 * DATA_DIR holds customers' bookings and mail, uploads not yet published, and the site's secrets:
 * for the site's own user alone (docs/decisions/019). Called by each process before it writes
 * there. The mask covers whatever it creates from now on. The folders, which older versions
 * created 0755, are closed, and that alone shuts others out of all they hold; the site's own
 * files are tightened too (not what else a user keeps there), databases above all: SQLite gives
 * a database's -wal and -shm the database's mode, whatever the mask.
 */
export function makeDataPrivate(dataDir: string, secretsDir: string = dataDir): void {
  process.umask(PRIVATE_UMASK);
  for (const dir of new Set([dataDir, secretsDir])) {
    mkdirSync(dir, { recursive: true });
    tighten(dir);
    for (const entry of Object.values(DATA_ENTRIES)) tighten(path.join(dir, entry));
    for (const service of SERVICE_NAMES) {
      const database = databaseFile(dir, service);
      for (const suffix of ['', ...SQLITE_SIDE_FILES]) tighten(`${database}${suffix}`);
    }
  }
}
