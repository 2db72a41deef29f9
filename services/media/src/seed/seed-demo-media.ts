import { VARIANT_WIDTHS } from '@mt/contracts/media-limits';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { MediaDb } from '../db/database';
import { serviceState } from '../db/schema';
import type { ImageStore } from '../images/image-store';

const SEEDED_KEY = 'demo_media_seeded_at';

/** What seeding needs to know of a demo photo (services/media/src/demo). */
export interface SeedPhoto {
  key: string;
  caption: string;
  gallery: boolean;
}

/** Files of demo photos are named `demo-<key>`: the tours demo content links to them by name. */
export function demoBaseKey(key: string): string {
  return `demo-${key}`;
}

const VARIANT_SUFFIX = new RegExp(`-(${VARIANT_WIDTHS.join('|')})$`);

/**
 * SEED_DEMO for media: renders the demo photographs and stores them through the same pipeline
 * as uploads, once. `seedAll` runs after the service is listening, one photo at a time, so a
 * first start is not held up; until it has finished, a request for a demo file not rendered yet
 * renders that photo on the spot (`ensureFile`), so no first visitor meets a missing picture.
 * Once done, it is never repeated: a demo photo the operator deletes stays deleted.
 */
export function createDemoSeeder<T extends SeedPhoto>(
  deps: { db: MediaDb; store: ImageStore; log: FastifyBaseLogger },
  photos: readonly T[],
  render: (photo: T) => Promise<Buffer>,
) {
  const { db, store, log } = deps;
  const byKey = new Map(photos.map((photo) => [photo.key, photo]));
  const inFlight = new Map<string, Promise<void>>();
  const seeded = () =>
    db.select().from(serviceState).where(eq(serviceState.key, SEEDED_KEY)).get() !== undefined;
  let done = seeded();

  /** Renders and stores one photo, unless it is there already; concurrent calls share one render. */
  function ensure(photo: T): Promise<void> {
    const baseKey = demoBaseKey(photo.key);
    if (store.hasImage(baseKey)) return Promise.resolve();
    let pending = inFlight.get(photo.key);
    if (!pending) {
      pending = (async () => {
        await store.saveImage({
          data: await render(photo),
          filename: `${photo.key}.jpg`,
          caption: photo.gallery ? photo.caption : undefined,
          kind: photo.gallery ? 'gallery' : 'tour',
          baseKey,
        });
      })().finally(() => inFlight.delete(photo.key));
      inFlight.set(photo.key, pending);
    }
    return pending;
  }

  return {
    /** Aborted when the service closes: seeding stops between photos and resumes next start. */
    async seedAll(signal?: AbortSignal): Promise<'seeded' | 'skipped' | 'interrupted'> {
      if (done) return 'skipped';
      const started = Date.now();
      for (const photo of photos) {
        if (signal?.aborted) return 'interrupted';
        await ensure(photo);
      }
      db.insert(serviceState).values({ key: SEEDED_KEY, value: new Date().toISOString() }).run();
      done = true;
      log.info({ photos: photos.length, ms: Date.now() - started }, 'demo media seeded');
      return 'seeded';
    },

    /** For a requested file missing from storage: true once a demo photo behind it is rendered. */
    async ensureFile(fileKey: string): Promise<boolean> {
      if (done || !fileKey.startsWith('demo-')) return false;
      const base = fileKey.slice(0, fileKey.lastIndexOf('.')).replace(VARIANT_SUFFIX, '');
      const photo = byKey.get(base.slice('demo-'.length));
      if (!photo) return false;
      await ensure(photo);
      return true;
    },
  };
}

export type DemoSeeder = ReturnType<typeof createDemoSeeder>;
