import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { DEMO_GALLERY, DEMO_TOURS } from '../content';
import { DEMO_PHOTOS_DIR } from '../seed';
import { DEMO_PHOTOS } from './demo-photos';
import type { DemoTourSlug } from './demo-photos';
import { renderDemoPhoto } from './render-demo-photo';
import { SCENE_HEIGHT, SCENE_KINDS, SCENE_WIDTH, renderScene, sceneLights } from './scenes';

/** Each demo tour slug and how to recognise its tour by title. */
const TOUR_TITLES: Record<DemoTourSlug, RegExp> = {
  merzouga: /Merzouga/,
  agafay: /Agafay/,
  toubkal: /Toubkal/,
  ourika: /Ourika/,
  medina: /Medina/,
  essaouira: /Essaouira/,
};

function expectSafe(svg: string): void {
  expect(svg).not.toMatch(/<text/i);
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/<image/i);
  expect(svg).not.toMatch(/href=/i);
  expect(svg).not.toMatch(/url\(\s*['"]?(https?:|data:|\/\/)/i);
  expect(svg).not.toMatch(/@import|<foreignObject|font-family/i);
  // Every url() points at a local definition.
  for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${id}"`);
}

describe('renderScene', () => {
  it.each(SCENE_KINDS)('%s renders valid, safe and seed-dependent SVG', async (kind) => {
    const a = renderScene(kind, 1);
    const b = renderScene(kind, 2);
    expect(a).not.toBe(b);
    expect(renderScene(kind, 1)).toBe(a);
    for (const svg of [a, b]) {
      expectSafe(svg);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([SCENE_WIDTH, SCENE_HEIGHT]);
      // A full render at a tenth of the size: librsvg must draw it without error.
      const small = await sharp(Buffer.from(svg), { density: 7.2 }).png().toBuffer();
      expect((await sharp(small).metadata()).width).toBe(SCENE_WIDTH / 10);
    }
  });

  it('has at least one light per kind, and the seed cycles through them', () => {
    for (const kind of SCENE_KINDS) expect(sceneLights(kind).length).toBeGreaterThan(0);
  });
});

describe('DEMO_PHOTOS', () => {
  it('has unique kebab-case keys and known scenes', () => {
    const keys = DEMO_PHOTOS.map((photo) => photo.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const photo of DEMO_PHOTOS) {
      expect(photo.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(SCENE_KINDS).toContain(photo.scene);
      expect(Number.isInteger(photo.seed)).toBe(true);
      expect(photo.caption.length).toBeGreaterThan(10);
      expect(photo.caption.length).toBeLessThanOrEqual(80);
    }
    expect(DEMO_PHOTOS.length).toBeLessThanOrEqual(36);
  });

  it('gives every demo tour exactly as many photos as it has images', () => {
    const slugs = Object.keys(TOUR_TITLES) as DemoTourSlug[];
    expect(DEMO_TOURS).toHaveLength(slugs.length);
    for (const slug of slugs) {
      const tours = DEMO_TOURS.filter((demo) => TOUR_TITLES[slug].test(demo.tour.title));
      expect(tours, slug).toHaveLength(1);
      const photos = DEMO_PHOTOS.filter((photo) => photo.tour === slug);
      expect(
        photos.map((photo) => photo.key),
        slug,
      ).toEqual(tours[0]!.tour.images.map((image) => image.photo));
    }
    for (const photo of DEMO_PHOTOS) if (photo.tour) expect(slugs).toContain(photo.tour);
  });

  it('has 8 to 12 gallery photos, the ones the content uploads, with their captions', () => {
    const gallery = DEMO_PHOTOS.filter((photo) => photo.gallery);
    expect(gallery.length).toBeGreaterThanOrEqual(8);
    expect(gallery.length).toBeLessThanOrEqual(12);
    // The English captions are the photos' own; the French ones live beside them in content.ts.
    expect(DEMO_GALLERY.map(({ photo, caption }) => ({ photo, caption }))).toEqual(
      gallery.map((photo) => ({ photo: photo.key, caption: photo.caption })),
    );
  });

  it('is committed: every photo has its file in scripts/demo/photos (`pnpm demo:photos`)', () => {
    for (const photo of DEMO_PHOTOS) {
      expect(existsSync(`${DEMO_PHOTOS_DIR}${photo.key}.jpg`), photo.key).toBe(true);
    }
  });

  it('draws only safe SVG for every photo', () => {
    for (const photo of DEMO_PHOTOS) expectSafe(renderScene(photo.scene, photo.seed));
  });
});

describe('renderDemoPhoto', () => {
  it('gives a 1600×1067 JPEG, as the committed photos are', async () => {
    const jpeg = await renderDemoPhoto(DEMO_PHOTOS[0]!);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    const committed = await sharp(`${DEMO_PHOTOS_DIR}${DEMO_PHOTOS[0]!.key}.jpg`).metadata();
    expect(committed).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
  });
});
