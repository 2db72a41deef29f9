import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTempDataDir, freePort } from '@mt/service-kit/testing';
import { SERVICES, SERVICE_NAMES, serviceUrlVariable } from '@mt/service-kit/topology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAll, startProcess, type RunningProcess } from '../bench/support/service';
import { DEMO_GALLERY, DEMO_REVIEWS, DEMO_TAGS, DEMO_TOURS } from './content';
import { seedDemo } from './seed';

// docs/decisions/029: the seed is a client of the real site. The five services and the Node
// gateway run as processes from their sources, with the default booking rate limit, and the
// seed goes through the gateway as an operator and six customers would.
const ADMIN = { email: 'owner@atlas-tours.ma', password: 'correct horse battery' };
const data = createTempDataDir('mt-demo-seed-');
let site: string;
let running: RunningProcess[] = [];

beforeAll(async () => {
  const web = path.join(data.dir, 'web');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  const sitePort = await freePort();
  const ports = Object.fromEntries(
    await Promise.all(SERVICE_NAMES.map(async (name) => [name, await freePort()] as const)),
  );
  const env = {
    DATA_DIR: path.join(data.dir, 'data'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    INTERNAL_TOKEN: 'demo-seed-internal-token-0123456789abcdef',
    SESSION_SECRET: 'demo-seed-session-secret-0123456789abcdef',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: '',
    OPERATOR_EMAIL: 'operator@atlas-tours.ma',
    ...Object.fromEntries(
      SERVICE_NAMES.map((name) => [serviceUrlVariable(name), `http://127.0.0.1:${ports[name]}`]),
    ),
  };
  running = await startAll([
    ...SERVICE_NAMES.map(
      (name) => () =>
        startProcess({
          entry: `services/${name}/src/server.ts`,
          port: ports[name]!,
          env,
          timeoutMs: 60_000,
        }),
    ),
    () =>
      startProcess({
        entry: 'apps/gateway/src/server.ts',
        port: sitePort,
        env: { ...env, WEB_DIST: web },
        timeoutMs: 60_000,
      }),
  ]);
  site = `http://127.0.0.1:${sitePort}`;
  expect(Object.keys(SERVICES)).toHaveLength(SERVICE_NAMES.length);
}, 120_000);

afterAll(async () => {
  await Promise.all(running.map((process) => process.stop()));
  data.remove();
});

const get = async <T>(pathname: string): Promise<T> => {
  const response = await fetch(`${site}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return (await response.json()) as T;
};

describe('the demo seed', () => {
  it('stops at a refused sign-in in one line, before writing anything', async () => {
    const attempt = seedDemo({ siteUrl: site, admin: { ...ADMIN, password: 'wrong password' } });
    await expect(attempt).rejects.toThrow(/^POST \/api\/auth\/login answered 401: [^\n]+$/);
    expect(await get<unknown[]>('/api/tours/tours')).toEqual([]);
    expect(await get<unknown[]>('/api/media/gallery')).toEqual([]);
  });

  it('fills an empty site through its public and admin paths', async () => {
    const result = await seedDemo({ siteUrl: site, admin: ADMIN });
    expect(result).toMatchObject({ seeded: true, tours: 6, reviews: DEMO_REVIEWS.length });

    const tours =
      await get<{ id: number; title: string; images: { image_url: string }[] }[]>(
        '/api/tours/tours',
      );
    expect(tours.map((tour) => tour.title)).toEqual(DEMO_TOURS.map((demo) => demo.tour.title));
    const french = await get<{ title: string }[]>('/api/tours/tours?lang=fr');
    expect(french[0]!.title).toBe(DEMO_TOURS[0]!.tour.title_fr);

    // Photos were uploaded: the tour's images are files media stores, served through the site.
    const [first] = tours;
    expect(first!.images).toHaveLength(DEMO_TOURS[0]!.tour.images.length);
    const image = await fetch(`${site}${first!.images[0]!.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);

    const gallery = await get<{ caption: string | null; url: string }[]>('/api/media/gallery');
    expect(gallery.map((item) => item.caption).sort()).toEqual(
      DEMO_GALLERY.map((item) => item.caption).sort(),
    );
    // French pages get French captions and tag names (docs/decisions/041).
    const frenchGallery = await get<{ caption: string | null }[]>('/api/media/gallery?lang=fr');
    expect(frenchGallery.map((item) => item.caption).sort()).toEqual(
      DEMO_GALLERY.map((item) => item.caption_fr).sort(),
    );
    const frenchTags = await get<{ name: string }[]>('/api/tours/tags?lang=fr');
    expect(frenchTags.map((tag) => tag.name).sort()).toEqual(
      DEMO_TAGS.map((tag) => tag.name_fr).sort(),
    );

    const reviewed = tours[DEMO_REVIEWS[0]!.tour]!;
    const [pricing, tags, reviews] = await Promise.all([
      get<unknown[]>(`/api/tours/tours/${first!.id}/group-pricing`),
      get<unknown[]>(`/api/tours/tours/${first!.id}/tags`),
      get<{ customer_name: string; is_verified: boolean; lang: string }[]>(
        `/api/tours/tours/${reviewed.id}/reviews`,
      ),
    ]);
    expect(pricing).toHaveLength(DEMO_TOURS[0]!.tiers.length);
    expect(tags).toHaveLength(DEMO_TOURS[0]!.tag_names.length);
    // Left through the review link of a completed booking: a verified review.
    expect(reviews).toEqual([
      expect.objectContaining({
        customer_name: DEMO_REVIEWS[0]!.review.customer_name,
        is_verified: true,
        // Written in the language the customer booked in.
        lang: DEMO_REVIEWS[0]!.booking.language,
      }),
    ]);

    // The reviewed trips are completed bookings the operator has already seen.
    const signIn = await fetch(`${site}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const bookings = (await (
      await fetch(`${site}/api/bookings/bookings`, { headers: { cookie } })
    ).json()) as { status: string; admin_viewed: boolean }[];
    expect(bookings).toHaveLength(DEMO_REVIEWS.length);
    expect(
      bookings.every((booking) => booking.status === 'completed' && booking.admin_viewed),
    ).toBe(true);
  }, 120_000);

  it('leaves a site that has content alone', async () => {
    const again = await seedDemo({ siteUrl: site, admin: ADMIN });
    expect(again).toEqual({
      seeded: false,
      reason: 'the site already has tours or gallery photos',
    });
    expect(await get<unknown[]>('/api/tours/tours')).toHaveLength(DEMO_TOURS.length);
  });
});
