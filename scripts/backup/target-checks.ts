import { existsSync, readdirSync } from 'node:fs';
import { dataPath } from '@mt/service-kit/data-dir';
import { databaseFile } from '@mt/service-kit/db';
import { SERVICE_NAMES } from '@mt/service-kit/topology';
import { BackupError } from './backup-error';
import { databaseName, FOLDERS, folderName } from './layout';
import { isDatabaseInUse } from './sqlite';

/**
 * What of a site DATA_DIR already holds: its databases, and media or mail files. A lone
 * secrets.json does not count: any start generates one, and it holds nothing of the site's.
 */
export function findExistingData(dataDir: string): string[] {
  const databases = SERVICE_NAMES.filter((service) => existsSync(databaseFile(dataDir, service)));
  const folders = FOLDERS.filter((folder) => {
    const dir = dataPath(dataDir, folder);
    return existsSync(dir) && readdirSync(dir).length > 0;
  });
  return [...databases.map(databaseName), ...folders.map((folder) => `${folderName(folder)}/`)];
}

/** Refuses while any process has one of DATA_DIR's databases open: the site is running on it. */
export function checkNotInUse(dataDir: string): void {
  for (const service of SERVICE_NAMES) {
    const file = databaseFile(dataDir, service);
    if (existsSync(file) && isDatabaseInUse(file))
      throw new BackupError(
        `The site is running on ${dataDir} (another process has ${databaseName(service)} open): stop it, then restore`,
      );
  }
}
