import { createHash } from 'node:crypto';
import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One file of a backup, as manifest.json lists it; `path` is relative, with `/` separators. */
export interface FileEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function describeFile(relativePath: string, data: Buffer): FileEntry {
  return { path: relativePath, bytes: data.length, sha256: sha256(data) };
}

/** Writes a new file (never over an existing one), readable by its owner only, and flushes it. */
export async function writeNewFile(file: string, data: Buffer | string): Promise<void> {
  const handle = await open(file, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes a file someone else wrote (SQLite's VACUUM INTO), or a folder's entries, so that a
 * rename that follows cannot reach the disk before the data it names.
 */
export async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A file's content, or null when it has gone (a media file deleted while the backup ran). */
export async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The files under `dir`, relative to it with `/` separators, sorted. Drafts (`*.tmp`: media and
 * the mail outbox write aside, then rename) are not data yet, so they are left out.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

/** A moment as a file name that sorts by time and suits every file system: 2026-11-22T10-00-00Z. */
export function timestampName(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}
