import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_TOURS } from '../src/seed/demo-content';
import { aTour, startToursService, type ToursHarness } from './harness';

let t: ToursHarness;
afterEach(() => t.close());

const listTours = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/tours/tours' })).json();

describe('demo content (SEED_DEMO)', () => {
  it('fills an empty database with the demo tours, tiers, tags and reviews', async () => {
    t = await startToursService({ seed: true });
    const tours = await listTours();
    expect(tours).toHaveLength(DEMO_TOURS.length);
    expect(tours.length).toBeGreaterThanOrEqual(6);
    for (const tour of tours) {
      expect(tour.title_fr).toBeTruthy();
      expect(tour.images.length).toBeGreaterThan(1);
      expect(tour.images.filter((image: { is_main: boolean }) => image.is_main)).toHaveLength(1);
      expect(tour.tags.length).toBeGreaterThan(0);
    }
    const merzouga = tours.find((tour: { title: string }) => /Merzouga/.test(tour.title));
    const tiers = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${merzouga.id}/group-pricing` })
    ).json();
    expect(tiers.length).toBeGreaterThan(0);
    const stats = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${merzouga.id}/rating-stats` })
    ).json();
    expect(stats.total_reviews).toBeGreaterThan(0);
    const french = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${merzouga.id}?lang=fr` })
    ).json();
    expect(french.duration).toMatch(/jours/);
  });

  it('never seeds twice, even after the operator deleted every demo tour', async () => {
    t = await startToursService({ seed: true });
    for (const tour of await listTours()) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/tours/tours/${tour.id}`,
        cookies: t.admin,
      });
    }
    const restarted = await t.restart({ seed: true });
    expect(await listTours(restarted)).toEqual([]);
    await restarted.close();
  });

  it('leaves a database that already has tours alone', async () => {
    t = await startToursService({ seed: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour({ title: 'Our own tour' }),
    });
    const restarted = await t.restart({ seed: true });
    const titles = (await listTours(restarted)).map((tour: { title: string }) => tour.title);
    expect(titles).toEqual(['Our own tour']);
    await restarted.close();
  });
});
