import type { MediaStorage } from './storage';

/**
 * Keeps recently read files in memory, up to `maxBytes`, least recently used out first. Safe
 * because a file never changes under its name (names are made per upload); a removal evicts.
 * Wraps any driver, so a remote store gets the same help.
 */
export function createCachedStorage(
  inner: MediaStorage,
  maxBytes = 64 * 1024 * 1024,
): MediaStorage {
  const entries = new Map<string, Buffer>();
  let used = 0;

  function remember(key: string, data: Buffer) {
    if (data.length > maxBytes / 8) return; // one huge file must not flush everything else
    entries.delete(key);
    entries.set(key, data);
    used += data.length;
    for (const [oldest, buffer] of entries) {
      if (used <= maxBytes) break;
      entries.delete(oldest);
      used -= buffer.length;
    }
  }

  function forget(key: string) {
    const buffer = entries.get(key);
    if (!buffer) return;
    entries.delete(key);
    used -= buffer.length;
  }

  return {
    async put(key, data) {
      await inner.put(key, data);
      forget(key);
    },
    async read(key) {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key); // most recently used goes last
        entries.set(key, cached);
        return cached;
      }
      const data = await inner.read(key);
      if (data) remember(key, data);
      return data;
    },
    async remove(key) {
      forget(key);
      await inner.remove(key);
    },
    size: (key) => inner.size(key),
  };
}
