import { LRUCache } from 'lru-cache';
import type { MediaStorage } from './storage';

/**
 * Keeps recently read files in memory, up to `maxBytes`, least recently used out first
 * (lru-cache). Safe because a file never changes under its name (names are made per upload); a
 * removal evicts. Wraps any driver, so a remote store gets the same help.
 */
export function createCachedStorage(
  inner: MediaStorage,
  maxBytes = 64 * 1024 * 1024,
): MediaStorage {
  const entries = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    // One huge file must not flush everything else: larger ones are read from the driver each time.
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (data) => Math.max(1, data.length),
  });

  return {
    async put(key, data) {
      await inner.put(key, data);
      entries.delete(key);
    },
    async read(key) {
      const cached = entries.get(key);
      if (cached) return cached;
      const data = await inner.read(key);
      if (data) entries.set(key, data);
      return data;
    },
    async remove(key) {
      entries.delete(key);
      await inner.remove(key);
    },
    size: (key) => inner.size(key),
  };
}
