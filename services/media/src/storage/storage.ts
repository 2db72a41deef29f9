import { mkdirSync } from 'node:fs';
import { readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media files live. Local disk now; an S3-compatible driver can implement the same four
 * calls later (docs/decisions/009 keeps the seam). Keys are made by the server and checked by
 * isValidKey, so no client path ever reaches the file system.
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  size(key: string): Promise<number | null>;
}

/** `<name>.<ext>` from lowercase letters, digits and dashes: no dots, slashes or traversal. */
const KEY = /^[a-z0-9][a-z0-9-]{0,120}\.(jpg|png|gif|webp|avif)$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid media key: ${key}`);
}

export function createLocalStorage(dir: string): MediaStorage {
  mkdirSync(dir, { recursive: true });
  const where = (key: string) => {
    assertKey(key);
    return path.join(dir, key);
  };
  return {
    async put(key, data) {
      // Written aside and renamed: a reader never sees half a file.
      const target = where(key);
      const draft = `${target}.${process.pid}.tmp`;
      await writeFile(draft, data);
      await rename(draft, target);
    },
    async read(key) {
      try {
        return await readFile(where(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(where(key), { force: true });
    },
    async size(key) {
      try {
        return (await stat(where(key))).size;
      } catch {
        return null;
      }
    },
  };
}
