import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openToursDatabase } from '../src/db/database';
import { tours } from '../src/db/schema';
import { aTour, startToursService, type ToursHarness } from './harness';

let t: ToursHarness;
beforeEach(async () => {
  t = await startToursService();
});
afterEach(() => t.close());

async function createTour(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: aTour(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const errorPaths = (body: { errors?: { path: string }[] }) =>
  (body.errors ?? []).map((error) => error.path).sort();

describe('creating and reading tours', () => {
  it('creates a tour with defaults and returns it in the list and alone', async () => {
    const created = await createTour();
    expect(created).toMatchObject({
      title: 'Merzouga Desert Tour',
      price: 249,
      difficulty_level: 'Easy',
      includes: [],
      available_dates: [],
      images: [],
      tags: [],
      lang: 'en',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/tours/tours' });
    expect(list.json()).toEqual([created]);
    const one = await t.app.inject({ method: 'GET', url: `/api/tours/tours/${created.id}` });
    expect(one.json()).toEqual(created);
  });

  it('keeps includes and available dates as arrays, dates sorted and unique', async () => {
    const created = await createTour({
      includes: ['Hotel pick-up', ' ', 'Camel ride '],
      available_dates: ['2027-04-10', '2027-03-06', '2027-04-10'],
    });
    expect(created.includes).toEqual(['Hotel pick-up', 'Camel ride']);
    expect(created.available_dates).toEqual(['2027-03-06', '2027-04-10']);
  });

  it('returns 404 {detail} for a missing tour, and 400 for a malformed id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/tours/tours/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Tour not found', code: 'NOT_FOUND' });
    expect((await t.app.inject({ method: 'GET', url: '/api/tours/tours/abc' })).statusCode).toBe(
      400,
    );
  });

  it.each([
    ['no title', { title: '  ' }, ['title']],
    ['no location', { location: '' }, ['location']],
    ['a negative price', { price: -1 }, ['price']],
    ['a price with three decimals', { price: 10.005 }, ['price']],
    ['no duration', { duration: '' }, ['duration']],
    ['zero participants', { max_participants: 0 }, ['max_participants']],
    ['fractional participants', { max_participants: 2.5 }, ['max_participants']],
    ['an unknown difficulty', { difficulty_level: 'Extreme' }, ['difficulty_level']],
    ['a date that does not exist', { available_dates: ['2027-02-30'] }, ['available_dates.0']],
    ['a date in another format', { available_dates: ['10/04/2027'] }, ['available_dates.0']],
    ['a date before 2000', { available_dates: ['1999-12-31'] }, ['available_dates.0']],
    [
      'dates years away',
      { available_dates: ['2027-03-06', '2999-01-01', '9999-12-31'] },
      ['available_dates.1', 'available_dates.2'],
    ],
    ['a trip of more than 60 days', { duration: '61 days' }, ['duration']],
    [
      'a javascript: image',
      { images: [{ image_url: 'javascript:alert(1)' }] },
      ['images.0.image_url'],
    ],
  ])('refuses %s with 400 and the field named', async (_name, overrides, paths) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(errorPaths(response.json())).toEqual(paths);
  });

  it('refuses control and text-direction characters, naming each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour({
        title: 'Merzouga \u202Eruot',
        location: 'Merzouga\u0000',
        includes: ['Dinner', 'Camel\u2067 ride'],
        images: [{ image_url: '/api/placeholder/800/600', alt_text: 'Dunes\u200E at dusk' }],
        description: '<p>Three days\u0007</p>',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      ['title', 'description', 'location', 'includes.1', 'images.0.alt_text'].map((path) => ({
        path,
        message: 'Remove control or text-direction characters',
      })),
    );
  });

  it('names every missing required field at once', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(errorPaths(response.json())).toEqual([
      'duration',
      'location',
      'max_participants',
      'price',
      'title',
    ]);
  });
});

describe('tour images (their rules, enforced by the server)', () => {
  it('drops empty URLs, keeps order, renumbers from 0 and makes the first main', async () => {
    const created = await createTour({
      images: [
        { image_url: '/api/placeholder/800/600?a', display_order: 0, alt_text: 'Dunes' },
        { image_url: '', display_order: 1 },
        { image_url: 'https://cdn.example.com/camp.jpg', display_order: 2 },
      ],
    });
    expect(
      created.images.map((image: Record<string, unknown>) => [
        image.image_url,
        image.is_main,
        image.display_order,
      ]),
    ).toEqual([
      ['/api/placeholder/800/600?a', true, 0],
      ['https://cdn.example.com/camp.jpg', false, 1],
    ]);
    expect(created.images[0].alt_text).toBe('Dunes');
  });

  it('keeps the main image the admin chose', async () => {
    const created = await createTour({
      images: [{ image_url: '/a.jpg' }, { image_url: '/b.jpg', is_main: true }],
    });
    expect(created.images.map((image: { is_main: boolean }) => image.is_main)).toEqual([
      false,
      true,
    ]);
  });

  it('refuses two main images', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour({
        images: [
          { image_url: '/a.jpg', is_main: true },
          { image_url: '/b.jpg', is_main: true },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'images', message: 'Only one image can be the main image' },
    ]);
  });
});

describe('updating and deleting', () => {
  it('replaces fields and images on update', async () => {
    const created = await createTour({
      images: [{ image_url: '/a.jpg' }, { image_url: '/b.jpg' }],
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${created.id}`,
      cookies: t.admin,
      payload: aTour({
        title: 'Merzouga & Zagora',
        price: 199.5,
        images: [{ image_url: '/c.jpg' }],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      title: 'Merzouga & Zagora',
      price: 199.5,
    });
    expect(response.json().images.map((image: { image_url: string }) => image.image_url)).toEqual([
      '/c.jpg',
    ]);
  });

  it('keeps when a tour was made, and says when it was last edited', async () => {
    const created = await createTour();
    expect(created.updated_at).toBe(created.created_at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${created.id}`,
      cookies: t.admin,
      payload: aTour({ title: 'Merzouga, edited' }),
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited.created_at).toBe(created.created_at);
    expect(edited.updated_at > created.created_at).toBe(true);
  });

  it('answers 404 when updating or deleting a missing tour', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/tours/tours/42',
      cookies: t.admin,
      payload: aTour(),
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/tours/tours/42',
      cookies: t.admin,
    });
    expect(del.statusCode).toBe(404);
  });

  it('deletes a tour with everything that hangs from it', async () => {
    const created = await createTour({ images: [{ image_url: '/a.jpg' }] });
    await t.app.inject({
      method: 'POST',
      url: `/api/tours/tours/${created.id}/group-pricing`,
      cookies: t.admin,
      payload: { min_participants: 2, max_participants: 4, price_per_person: 200 },
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/tours/${created.id}`,
      cookies: t.admin,
    });
    expect(response.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tours/tours/${created.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tours/tours/${created.id}/group-pricing` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('rich text', () => {
  it('sanitizes descriptions on write, in both languages', async () => {
    const created = await createTour({
      description:
        '<h2>Day 1</h2><p onclick="steal()">Dunes<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      description_fr: '<p>Jour 1 <a href="javascript:alert(1)">ici</a></p>',
    });
    expect(created.description).toBe('<h2>Day 1</h2><p>Dunes</p>');
    expect(created.description_fr).toBe('<p>Jour 1 ici</p>');
  });
});

describe('bilingual content', () => {
  it('answers ?lang=fr in French field by field, falling back to English', async () => {
    const created = await createTour({
      title_fr: 'Circuit dans le désert de Merzouga',
      duration_fr: '3 jours / 2 nuits',
      includes: ['Hotel pick-up'],
      includes_fr: ['Prise en charge à l’hôtel'],
      description_fr: '',
    });
    const fr = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${created.id}?lang=fr` })
    ).json();
    expect(fr).toMatchObject({
      lang: 'fr',
      title: 'Circuit dans le désert de Merzouga',
      duration: '3 jours / 2 nuits',
      includes: ['Prise en charge à l’hôtel'],
      location: 'Merzouga',
      description: '<p>Three days to the <strong>Sahara</strong>.</p>',
      description_fr: null,
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/tours/tours?lang=fr' })).json();
    expect(list[0].title).toBe('Circuit dans le désert de Merzouga');
    const en = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${created.id}` })
    ).json();
    expect(en.title).toBe('Merzouga Desert Tour');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tours/tours?lang=de' })).statusCode,
    ).toBe(400);
  });
});

describe('the meeting point (docs/decisions/042)', () => {
  const read = async (id: number, lang: 'en' | 'fr') =>
    (await t.app.inject({ method: 'GET', url: `/api/tours/tours/${id}?lang=${lang}` })).json();

  it('is stored in both languages, French falling back to English, and null while unset', async () => {
    const both = await createTour({
      meeting_point: ' Café de France, Jemaa el-Fna, 7:00\nOr a pick-up at your riad ',
      meeting_point_fr: 'Café de France, place Jemaa el-Fna, 7 h',
    });
    expect(both).toMatchObject({
      meeting_point: 'Café de France, Jemaa el-Fna, 7:00\nOr a pick-up at your riad',
      meeting_point_fr: 'Café de France, place Jemaa el-Fna, 7 h',
    });
    expect((await read(both.id, 'fr')).meeting_point).toBe(
      'Café de France, place Jemaa el-Fna, 7 h',
    );

    const english = await createTour({ meeting_point: 'Hotel pick-up', meeting_point_fr: ' ' });
    expect(english.meeting_point_fr).toBeNull();
    expect((await read(english.id, 'fr')).meeting_point).toBe('Hotel pick-up');

    const none = await createTour();
    expect((await read(none.id, 'en')).meeting_point).toBeNull();
    expect((await read(none.id, 'fr')).meeting_point).toBeNull();

    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${both.id}`,
      cookies: t.admin,
      payload: aTour({ meeting_point: '' }),
    });
    expect(cleared.json()).toMatchObject({ meeting_point: null, meeting_point_fr: null });
  });

  it('refuses a meeting point too long or with control characters, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour({ meeting_point: 'x'.repeat(501), meeting_point_fr: 'Place\u0007' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorPaths(response.json())).toEqual(['meeting_point', 'meeting_point_fr']);
  });
});

describe('featured tours (?limit=)', () => {
  it('returns the best-rated tours first, then the most reviewed, then the oldest', async () => {
    const ids: number[] = [];
    for (const title of ['A', 'B', 'C', 'D']) ids.push((await createTour({ title })).id);
    const rate = async (tourId: number, bookingId: number, rating: number) => {
      const invitation = await t.inviteReview({ booking_id: bookingId, tour_id: tourId });
      await t.app.inject({
        method: 'POST',
        url: `/api/tours/reviews/submit/${invitation.json().token}`,
        payload: { rating, customer_name: 'Guest' },
      });
    };
    await rate(ids[1]!, 1, 5);
    await rate(ids[2]!, 2, 5);
    await rate(ids[2]!, 3, 5);
    await rate(ids[3]!, 4, 3);
    const featured = (
      await t.app.inject({ method: 'GET', url: '/api/tours/tours?limit=3' })
    ).json();
    expect(featured.map((tour: { title: string }) => tour.title)).toEqual(['C', 'B', 'D']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tours/tours?limit=0' })).statusCode,
    ).toBe(400);
  });
});

describe('admin access', () => {
  it.each([
    ['POST', '/api/tours/tours'],
    ['PUT', '/api/tours/tours/1'],
    ['DELETE', '/api/tours/tours/1'],
    ['POST', '/api/tours/tours/1/group-pricing'],
    ['PUT', '/api/tours/group-pricing/1'],
    ['DELETE', '/api/tours/group-pricing/1'],
    ['POST', '/api/tours/tags'],
    ['PUT', '/api/tours/tags/1'],
    ['DELETE', '/api/tours/tags/1'],
    ['POST', '/api/tours/tours/1/tags'],
    ['DELETE', '/api/tours/tours/1/tags/1'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Sign-in required');
  });

  it('refuses an admin write posted from another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      headers: { origin: 'https://evil.example' },
      payload: aTour(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the catalogue cache', () => {
  it('shows a write on the very next read, in the list and the detail, in both languages', async () => {
    const created = await createTour({ title_fr: 'Désert' });
    const read = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
    expect((await read('/api/tours/tours'))[0].title).toBe('Merzouga Desert Tour');
    expect((await read(`/api/tours/tours/${created.id}?lang=fr`)).title).toBe('Désert');

    await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${created.id}`,
      cookies: t.admin,
      payload: aTour({ title: 'Erg Chebbi Tour', title_fr: 'Circuit Erg Chebbi' }),
    });
    expect((await read('/api/tours/tours'))[0].title).toBe('Erg Chebbi Tour');
    expect((await read(`/api/tours/tours/${created.id}?lang=fr`)).title).toBe('Circuit Erg Chebbi');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/tours/${created.id}`,
      cookies: t.admin,
    });
    expect(await read('/api/tours/tours')).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tours/tours/${created.id}` })).statusCode,
    ).toBe(404);
  });

  it('keeps its answers through a flood of refused writes (docs/decisions/060)', async () => {
    const created = await createTour();
    const read = async () => (await t.app.inject({ url: '/api/tours/tours' })).json()[0].title;
    expect(await read()).toBe('Merzouga Desert Tour');
    // Changed behind the service's back: the list shows it only once its cache is dropped.
    const database = openToursDatabase(t.dataDir);
    database.db.update(tours).set({ title: 'Changed Underneath' }).run();
    database.close();

    const url = `/api/tours/tours/${created.id}`;
    const refused = [
      ...Array.from({ length: 20 }, () => ({ method: 'PUT' as const, url, payload: aTour() })),
      { method: 'DELETE' as const, url },
      { method: 'POST' as const, url: '/api/tours/tours', payload: aTour() },
      { method: 'PUT' as const, url, cookies: t.admin, payload: aTour({ price: -1 }) },
      { method: 'PUT' as const, url: '/api/tours/tours/999', cookies: t.admin, payload: aTour() },
      {
        method: 'PUT' as const,
        url,
        cookies: t.admin,
        headers: { origin: 'https://evil.example' },
        payload: aTour(),
      },
    ];
    const statuses = new Set<number>();
    for (const write of refused) statuses.add((await t.app.inject(write)).statusCode);
    expect([...statuses].sort()).toEqual([400, 401, 403, 404]);
    expect(await read()).toBe('Merzouga Desert Tour');

    // A real admin write shows at once.
    await t.app.inject({
      method: 'PUT',
      url,
      cookies: t.admin,
      payload: aTour({ title: 'Dunes' }),
    });
    expect(await read()).toBe('Dunes');
  });

  it('answers 304 to a client that holds the current version, and a new ETag after a write', async () => {
    const created = await createTour();
    const first = await t.app.inject({ method: 'GET', url: '/api/tours/tours' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/tours/tours',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tours/${created.id}`,
      cookies: t.admin,
      payload: aTour({ price: 199 }),
    });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/tours/tours',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[0].price).toBe(199);
  });

  it('sends the list compressed to a client that accepts it, with the same ETag', async () => {
    for (let index = 0; index < 8; index += 1) await createTour();
    const plain = await t.app.inject({ method: 'GET', url: '/api/tours/tours' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1.0, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const compressed = await t.app.inject({
        method: 'GET',
        url: '/api/tours/tours',
        headers: { 'accept-encoding': accept },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
    }
  });
});
