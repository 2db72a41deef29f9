import { describe, expect, it } from 'vitest';
import { createCachedStorage } from './cached-storage';
import type { MediaStorage } from './storage';

/** An in-memory driver that counts reads, to see what the cache spares. */
function countingStorage() {
  const files = new Map<string, Buffer>();
  const reads: string[] = [];
  const storage: MediaStorage = {
    put: async (key, data) => void files.set(key, data),
    read: async (key) => {
      reads.push(key);
      return files.get(key) ?? null;
    },
    remove: async (key) => void files.delete(key),
    size: async (key) => files.get(key)?.length ?? null,
  };
  return { storage, reads };
}

describe('createCachedStorage', () => {
  it('reads a file from the driver once, then from memory', async () => {
    const { storage, reads } = countingStorage();
    const cached = createCachedStorage(storage, 1000);
    await cached.put('a.webp', Buffer.alloc(10, 1));
    await cached.read('a.webp');
    await cached.read('a.webp');
    expect(reads).toEqual(['a.webp']);
  });

  it('forgets a removed file at once', async () => {
    const { storage } = countingStorage();
    const cached = createCachedStorage(storage, 1000);
    await cached.put('a.webp', Buffer.alloc(10, 1));
    await cached.read('a.webp');
    await cached.remove('a.webp');
    expect(await cached.read('a.webp')).toBeNull();
  });

  it('drops the least recently used files to stay within its budget', async () => {
    const { storage, reads } = countingStorage();
    const cached = createCachedStorage(storage, 800);
    for (const key of ['a.webp', 'b.webp', 'c.webp']) await cached.put(key, Buffer.alloc(100, 1));
    for (const key of ['a.webp', 'b.webp', 'c.webp']) await cached.read(key);
    for (let i = 0; i < 8; i += 1) await cached.put(`x${i}.webp`, Buffer.alloc(100, 1));
    await cached.read('a.webp'); // a is used again: the next fill evicts b first
    for (let i = 0; i < 6; i += 1) await cached.read(`x${i}.webp`);
    reads.length = 0;
    await cached.read('a.webp');
    await cached.read('b.webp');
    expect(reads).toEqual(['b.webp']);
  });
});
