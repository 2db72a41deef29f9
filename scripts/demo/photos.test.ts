import { readdirSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { DEMO_GALLERY, DEMO_TOURS } from './content';
import { DEMO_PHOTOS_DIR } from './seed';

/** Every photo the demo content names: each tour's images, then the gallery's. */
const named = [
  ...DEMO_TOURS.flatMap((demo) => demo.tour.images.map((image) => image.photo)),
  ...DEMO_GALLERY.map((item) => item.photo),
];
const committed = readdirSync(DEMO_PHOTOS_DIR).map((file) => file.replace(/\.jpg$/, ''));

/**
 * The committed photos are the demo's photos (docs/decisions/029): the seed uploads them as an
 * operator would, and media checks them by content, so each must be a real JPEG of a size a
 * camera's export would have.
 */
describe('the demo photos', () => {
  it('has a file for every photo the content names, and no file the content does not name', () => {
    expect(committed.every((name) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toBe(true);
    expect([...new Set(named)].sort()).toEqual([...committed].sort());
  });

  it.each(committed)('%s is a landscape JPEG of sane size', async (name) => {
    const path = `${DEMO_PHOTOS_DIR}${name}.jpg`;
    const meta = await sharp(path).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThanOrEqual(1200);
    expect(meta.width).toBeLessThanOrEqual(2400);
    expect(meta.width! / meta.height!).toBeCloseTo(1.5, 1);
    const bytes = statSync(path).size;
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(400_000);
  });
});
