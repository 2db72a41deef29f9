import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupError } from './backup-error';
import { readIfPresent, sha256, syncPath, writeNewFile } from './files';
import { folderName, resolveIn } from './layout';
import type { Manifest } from './manifest';
import { findCorruption } from './sqlite';

/**
 * Copies a backup into `staging` (a fresh folder inside DATA_DIR, so that putting it in place is
 * a rename), checking each file against its size and SHA-256 as it goes, then each database with
 * SQLite's integrity check. Nothing of DATA_DIR is touched here.
 */
export async function stageBackup(
  backupDir: string,
  manifest: Manifest,
  staging: string,
): Promise<void> {
  await mkdir(staging, { mode: 0o700 });
  const folders = manifest.folders.map((folder) => resolveIn(staging, folderName(folder)));
  for (const folder of folders) await mkdir(folder);

  for (const file of manifest.files) {
    const data = await readIfPresent(resolveIn(backupDir, file.path));
    if (!data) throw new BackupError(`${file.path} is missing from the backup ${backupDir}`);
    if (data.length !== file.bytes || sha256(data) !== file.sha256)
      throw new BackupError(
        `${file.path} does not match its checksum in ${backupDir}/manifest.json: the backup is damaged or was altered`,
      );
    const target = resolveIn(staging, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeNewFile(target, data);
  }

  for (const database of manifest.databases) {
    const problem = findCorruption(resolveIn(staging, database.path));
    if (problem)
      throw new BackupError(
        `The ${database.service} database of the backup fails SQLite's integrity check (${problem})`,
      );
  }
  for (const folder of folders) await syncPath(folder);
  await syncPath(staging);
}
