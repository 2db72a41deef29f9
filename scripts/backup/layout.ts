import path from 'node:path';
import { DATA_ENTRIES } from '@mt/service-kit/data-dir';
import { databaseFile } from '@mt/service-kit/db';
import type { ServiceName } from '@mt/service-kit/topology';

/**
 * A backup mirrors DATA_DIR (docs/decisions/014-backups.md), so that each entry goes back under the
 * same name: `<service>.sqlite`, `media/`, `outbox/` and `secrets.json`, plus `manifest.json`.
 */
export const MANIFEST_FILE = 'manifest.json';

/** Folders restored whole: the target's folder is replaced, even by an empty one. */
export const FOLDERS = ['media', 'outbox'] as const;
export type BackupFolder = (typeof FOLDERS)[number];

export function databaseName(service: ServiceName): string {
  return path.basename(databaseFile('.', service));
}

export function folderName(folder: BackupFolder): string {
  return DATA_ENTRIES[folder];
}

export const SECRETS_NAME = DATA_ENTRIES.secrets;

/** A path of a backup (`/` separators) as a path on this machine, under `root`. */
export function resolveIn(root: string, relativePath: string): string {
  return path.join(root, ...relativePath.split('/'));
}
