import { LRUCache } from 'lru-cache';

export type PageCacheOptions<Value> = {
  /** The most the kept answers may weigh together, by `sizeOf`: the least recently used go. */
  maxBytes: number;
  /** How long an answer is kept at most, should a change never be announced. */
  ttlMs: number;
  sizeOf: (value: Value) => number;
  /** Whether a rendered answer may be kept (a 404 for a made-up address may not). */
  keep: (value: Value) => boolean;
};

/**
 * Rendered pages kept in memory (docs/decisions/027): bounded by size and by age, emptied at
 * once by `clear()` when the content changes. Requests for a key being rendered wait for that
 * render rather than start their own. A render that began before a `clear()` may still answer
 * its own waiters, who asked before the change was announced, but it is not kept, and later
 * requests render anew.
 */
export function createPageCache<Value extends object>(options: PageCacheOptions<Value>) {
  const kept = new LRUCache<string, Value>({
    maxSize: options.maxBytes,
    sizeCalculation: (value) => Math.max(1, options.sizeOf(value)),
    ttl: options.ttlMs,
  });
  const rendering = new Map<string, Promise<Value>>();
  // Bumped by clear(): a render started under an older one holds content from before the change.
  let generation = 0;

  return {
    /** The kept answer for the key, or the one being rendered, or a new render of it. */
    get(key: string, render: () => Promise<Value>): Promise<Value> {
      const hit = kept.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = rendering.get(key);
      if (pending) return pending;

      const startedIn = generation;
      const fresh = render().then((value) => {
        if (startedIn === generation && options.keep(value)) kept.set(key, value);
        return value;
      });
      rendering.set(key, fresh);
      const forget = () => {
        if (rendering.get(key) === fresh) rendering.delete(key);
      };
      fresh.then(forget, forget);
      return fresh;
    },

    /** Drops every answer, and detaches the renders under way from the cache. */
    clear(): void {
      generation += 1;
      kept.clear();
      rendering.clear();
    },

    get size(): number {
      return kept.size;
    },

    get bytes(): number {
      return kept.calculatedSize;
    },
  };
}

export type PageCache<Value extends object> = ReturnType<typeof createPageCache<Value>>;
