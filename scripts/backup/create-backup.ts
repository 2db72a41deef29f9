import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { dataPath } from '@mt/service-kit/data-dir';
import { databaseFile } from '@mt/service-kit/db';
import { SERVICE_NAMES, type ServiceName } from '@mt/service-kit/topology';
import { BackupError } from './backup-error';
import {
  describeFile,
  type FileEntry,
  listFiles,
  readIfPresent,
  syncPath,
  timestampName,
  writeNewFile,
} from './files';
import {
  type BackupFolder,
  databaseName,
  folderName,
  MANIFEST_FILE,
  resolveIn,
  SECRETS_NAME,
} from './layout';
import { BACKUP_FORMAT, type DatabaseEntry, type Manifest } from './manifest';
import { findMissingMediaFiles } from './media-check';
import { copyDatabase, findCorruption, readMigrationState } from './sqlite';

/**
 * The databases are copied one after another, not at one instant, so each is copied before what
 * it refers to: bookings name tours (and their review links) and hand mail to messaging; tours
 * show media images; media goes last, then its files. What a copy refers to existed when it was
 * taken and is copied later, so the backup has it; what only the later copy has is asked for
 * again after a restore (a mail handed over twice is one mail, decision 011).
 */
const REFERENCE_ORDER: Partial<Record<ServiceName, number>> = {
  bookings: 1,
  tours: 2,
  messaging: 2,
};
const DATABASES_BEFORE_MEDIA = SERVICE_NAMES.filter((service) => service !== 'media').toSorted(
  (a, b) => (REFERENCE_ORDER[a] ?? 0) - (REFERENCE_ORDER[b] ?? 0),
);

/** A gallery item deleted mid-backup is caught by the media check; this many tries, then a warning. */
const MEDIA_ATTEMPTS = 3;

export interface BackupResult {
  /** The finished backup's folder. */
  dir: string;
  manifest: Manifest;
}

async function backUpDatabase(dataDir: string, draft: string, service: ServiceName) {
  const name = databaseName(service);
  const target = resolveIn(draft, name);
  await rm(target, { force: true }); // VACUUM INTO refuses an existing file; a retry has one
  copyDatabase(databaseFile(dataDir, service), target);
  await chmod(target, 0o600); // SQLite creates it readable by all; it holds customers' data
  await syncPath(target);
  const problem = findCorruption(target);
  if (problem)
    throw new BackupError(
      `The copy of the ${service} database fails SQLite's integrity check (${problem}): the live database needs attention`,
    );
  const database: DatabaseEntry = { service, path: name, migrations: readMigrationState(target) };
  return { database, file: describeFile(name, await readFile(target)) };
}

/** Copies a folder's files; one that vanishes between the listing and the copy is skipped. */
async function backUpFolder(dataDir: string, draft: string, folder: BackupFolder) {
  const source = dataPath(dataDir, folder);
  const target = resolveIn(draft, folderName(folder));
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { mode: 0o700 });
  const files: FileEntry[] = [];
  for (const name of existsSync(source) ? await listFiles(source) : []) {
    const data = await readIfPresent(resolveIn(source, name));
    if (!data) continue;
    const copy = resolveIn(target, name);
    await mkdir(path.dirname(copy), { recursive: true });
    await writeNewFile(copy, data);
    files.push(describeFile(`${folderName(folder)}/${name}`, data));
  }
  await syncPath(target);
  return files;
}

/**
 * Media last: its database, then its files, which the server writes before a row names them and
 * never changes (docs/decisions/009). Only a deletion in between can leave a row without its file,
 * so the copy is checked, and taken again when that happened.
 */
async function backUpMedia(dataDir: string, draft: string) {
  for (let attempt = 1; ; attempt += 1) {
    const { database, file } = await backUpDatabase(dataDir, draft, 'media');
    const files = await backUpFolder(dataDir, draft, 'media');
    const missing = findMissingMediaFiles(resolveIn(draft, file.path), files);
    if (missing.length === 0 || attempt === MEDIA_ATTEMPTS)
      return { database, files: [file, ...files], missing };
  }
}

function checkDataDir(dataDir: string): void {
  for (const service of SERVICE_NAMES) {
    const file = databaseFile(dataDir, service);
    if (!existsSync(file))
      throw new BackupError(
        `No ${service} database at ${file}: is DATA_DIR right? (Start the site once to create it.)`,
      );
  }
}

/**
 * Backs up DATA_DIR into `<into>/<timestamp>`, online. The backup is written under a hidden
 * draft name and renamed when complete, so a folder with the final name is always whole.
 */
export async function createBackup(options: {
  dataDir: string;
  /** Where the generated secrets are, when not in DATA_DIR (SECRETS_DIR). */
  secretsDir?: string;
  into: string;
  now?: Date;
}): Promise<BackupResult> {
  const { dataDir, into } = options;
  const started = options.now ?? new Date();
  const clock = performance.now();
  checkDataDir(dataDir);

  const name = timestampName(started);
  const dir = path.join(into, name);
  if (existsSync(dir)) throw new BackupError(`${dir} already exists: wait a second and try again`);
  await mkdir(into, { recursive: true });
  const draft = path.join(into, `.${name}.partial`);
  try {
    await mkdir(draft, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new BackupError(`Another backup is being written to ${draft}`);
    throw error;
  }

  try {
    const databases: DatabaseEntry[] = [];
    const files: FileEntry[] = [];
    for (const service of DATABASES_BEFORE_MEDIA) {
      const copy = await backUpDatabase(dataDir, draft, service);
      databases.push(copy.database);
      files.push(copy.file);
    }
    const media = await backUpMedia(dataDir, draft);
    databases.push(media.database);
    files.push(...media.files);

    // Both folders always: a restore replaces the target's folder, even with an empty one, so no
    // old mail is left beside the restored databases.
    const folders: BackupFolder[] = ['media', 'outbox'];
    files.push(...(await backUpFolder(dataDir, draft, 'outbox')));
    const secrets = await readIfPresent(path.join(options.secretsDir ?? dataDir, SECRETS_NAME));
    if (secrets) {
      await writeNewFile(resolveIn(draft, SECRETS_NAME), secrets);
      files.push(describeFile(SECRETS_NAME, secrets));
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      created_at: started.toISOString(),
      duration_ms: Math.round(performance.now() - clock),
      source: dataDir,
      sqlite_version: sqliteVersion(),
      databases,
      folders,
      files,
      missing_media_files: media.missing,
    };
    await writeNewFile(resolveIn(draft, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await syncPath(draft);
    await rename(draft, dir);
    await syncPath(into);
    return { dir, manifest };
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    throw error;
  }
}

function sqliteVersion(): string {
  const db = new Database(':memory:');
  try {
    return (db.prepare('SELECT sqlite_version() AS version').get() as { version: string }).version;
  } finally {
    db.close();
  }
}
