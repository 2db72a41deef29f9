import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';
import { checkMigrationsKnown } from './code-migrations';
import { timestampName } from './files';
import { entriesOf, type Manifest, readManifest } from './manifest';
import { type Journal, putInPlace, readJournal, stagingDir, writeJournal } from './put-in-place';
import { stageBackup } from './stage-backup';
import { checkNotInUse, findExistingData } from './target-checks';

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data the restore replaced now is; null when DATA_DIR held none. */
  replaced: string | null;
}

/** A folder name for the replaced data that no earlier restore has taken. */
function replacedName(dataDir: string, now: Date): string {
  const base = `replaced-${timestampName(now)}`;
  let name = base;
  for (let n = 2; existsSync(path.join(dataDir, name)); n += 1) name = `${base}-${n}`;
  return name;
}

/**
 * Restores a backup into DATA_DIR (docs/decisions/014): checks the manifest, refuses a DATA_DIR
 * that holds data (unless `force`) or that the running site has open, copies and verifies
 * everything into a staging folder, and only then moves it in, entry by entry.
 */
export async function restoreBackup(options: {
  backupDir: string;
  dataDir: string;
  force?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const { backupDir, dataDir } = options;
  const manifest = await readManifest(backupDir);
  checkMigrationsKnown(manifest);

  await mkdir(dataDir, { recursive: true });
  const interrupted = await readJournal(dataDir);
  if (interrupted)
    throw new BackupError(
      `${dataDir} holds an interrupted restore of ${interrupted.backup}: run "pnpm restore --resume" to finish it first`,
    );
  const existing = findExistingData(dataDir);
  if (existing.length > 0 && !options.force)
    throw new BackupError(
      `${dataDir} already holds a site (${existing.join(', ')}): add --force to replace it (its data is kept aside)`,
    );
  checkNotInUse(dataDir);

  const staging = stagingDir(dataDir);
  await rm(staging, { recursive: true, force: true }); // a staging left by an interrupted check
  const journal: Journal = {
    backup: backupDir,
    created_at: manifest.created_at,
    replaced: replacedName(dataDir, options.now ?? new Date()),
    entries: entriesOf(manifest),
  };
  try {
    await stageBackup(backupDir, manifest, staging);
    checkNotInUse(dataDir); // the site may have been started while the files were checked
    await writeJournal(dataDir, journal);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { manifest, replaced: await putInPlace(dataDir, journal) };
}

/** Finishes a restore that was interrupted while it put its files in place. */
export async function resumeRestore(
  dataDir: string,
): Promise<{ backup: string; replaced: string | null }> {
  const journal = await readJournal(dataDir);
  if (!journal) throw new BackupError(`${dataDir} holds no interrupted restore to finish`);
  checkNotInUse(dataDir);
  return { backup: journal.backup, replaced: await putInPlace(dataDir, journal) };
}
