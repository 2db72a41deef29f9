import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PHOTOS } from '../src/demo/demo-photos';
import { startMedia, type MediaHarness } from './harness';

let t: MediaHarness;
afterEach(() => t.close());

describe('demo media (SEED_DEMO)', () => {
  // One seeding (about 30 photos) serves every check, in the order a real first start sees them.
  it('renders on demand, then seeds every photo once, then leaves deletions alone', async () => {
    t = await startMedia({ seed: true });

    // Asked for before its turn: rendered on the spot, so no visitor meets a missing picture.
    const last = DEMO_PHOTOS[DEMO_PHOTOS.length - 1]!;
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/media/files/demo-${last.key}-800.webp`,
    });
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toBe('image/webp');

    await t.app.seeding();
    const gallery = (await t.app.inject({ method: 'GET', url: '/api/media/gallery' })).json();
    expect(gallery.length).toBe(DEMO_PHOTOS.filter((photo) => photo.gallery).length);
    expect(gallery.every((item: { caption: string | null }) => item.caption)).toBe(true);
    // Every tour photo the tours demo content links to is there, with its WebP widths.
    for (const photo of DEMO_PHOTOS.filter((entry) => entry.tour)) {
      const main = await t.app.inject({
        method: 'GET',
        url: `/api/media/files/demo-${photo.key}.jpg`,
      });
      expect(main.statusCode, photo.key).toBe(200);
      const small = await t.app.inject({
        method: 'GET',
        url: `/api/media/files/demo-${photo.key}-400.webp`,
      });
      expect(small.headers['content-type']).toBe('image/webp');
    }

    // Seeded once: a demo photo the operator deletes stays deleted.
    const [first] = gallery;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/media/gallery/${first.id}`,
      cookies: t.admin,
    });
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  }, 120_000);
});
