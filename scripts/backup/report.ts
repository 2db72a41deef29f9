import { folderName, SECRETS_NAME } from './layout';
import type { Manifest } from './manifest';

/** Sizes for a terminal line: 812 B, 14.2 KB, 3.1 MB (steps of 1024). */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a backup holds, in words: "5 databases (1.2 MB), 96 media files (8.4 MB), 3 mails (12 KB), secrets". */
export function describeContents(manifest: Manifest): string {
  const sum = (files: Manifest['files']) => files.reduce((total, file) => total + file.bytes, 0);
  const under = (folder: 'media' | 'outbox') =>
    manifest.files.filter((file) => file.path.startsWith(`${folderName(folder)}/`));
  const databases = manifest.files.filter((file) =>
    manifest.databases.some((database) => database.path === file.path),
  );
  const media = under('media');
  const mails = under('outbox');
  const parts = [
    `${plural(databases.length, 'database', 'databases')} (${formatSize(sum(databases))})`,
    `${plural(media.length, 'media file', 'media files')} (${formatSize(sum(media))})`,
  ];
  if (manifest.folders.includes('outbox'))
    parts.push(`${plural(mails.length, 'mail', 'mails')} (${formatSize(sum(mails))})`);
  if (manifest.files.some((file) => file.path === SECRETS_NAME)) parts.push('secrets');
  return `${parts.join(', ')}; ${formatSize(sum(manifest.files))} in all`;
}
