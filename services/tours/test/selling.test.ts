import { SELLING_LIMITS } from '@mt/contracts/selling';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

// What a tour sells (docs/decisions/074): price categories, options and extras.

let t: ToursHarness;
let tourId: number;
beforeEach(async () => {
  t = await startToursService();
  tourId = await createTour({ price: 179 });
});
afterEach(() => t.close());

async function createTour(overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tours/tours',
    cookies: t.admin,
    payload: aTour(overrides),
  });
  expect(created.statusCode).toBe(201);
  return created.json().id;
}

type Method = 'POST' | 'PUT' | 'DELETE';
const write = (method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/tours${url}`, cookies: t.admin, payload });
const sellingOf = async (id = tourId, lang = 'en') => {
  const answer = await t.app.inject({ url: `/api/tours/tours/${id}/selling?lang=${lang}` });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

const child = { name: 'Child', name_fr: 'Enfant', min_age: 4, max_age: 11, price: 90 };
const infant = {
  name: 'Infant',
  name_fr: 'Bébé',
  min_age: 0,
  max_age: 3,
  price: 0,
  takes_seat: false,
  counts_for_tiers: false,
};
const privateJeep = {
  kind: 'private',
  name: 'Private 4x4',
  name_fr: '4x4 privé',
  pricing: 'per_group',
  group_price: 650,
  max_people: 4,
};
const camelRide = {
  name: 'Camel ride at sunset',
  name_fr: 'Balade à dromadaire',
  price: 25,
  per: 'person',
};

describe('what a new tour sells', () => {
  it('is Adult at the tour’s own price, on a shared trip, with no extras', async () => {
    const selling = await sellingOf();
    expect(selling).toEqual({
      categories: [
        {
          id: expect.any(Number),
          tour_id: tourId,
          name: 'Adult',
          name_fr: 'Adulte',
          min_age: null,
          max_age: null,
          price: 179,
          takes_seat: true,
          counts_for_tiers: true,
          priced_by_tiers: true,
          display_order: 0,
          is_default: true,
        },
      ],
      options: [
        {
          id: expect.any(Number),
          tour_id: tourId,
          kind: 'shared',
          name: 'Shared group',
          name_fr: 'Groupe partagé',
          pricing: 'per_person',
          group_price: null,
          max_people: null,
          minimum_people: 1,
          display_order: 0,
          category_prices: [],
        },
      ],
      extras: [],
    });
  });

  it('follows the tour’s price: the specification’s `price` edits the default category’s', async () => {
    await sellingOf(); // cached
    const put = await write('PUT', `/tours/${tourId}`, aTour({ price: 189.5 }));
    expect(put.statusCode).toBe(200);
    expect((await sellingOf()).categories[0].price).toBe(189.5);
  });

  it('answers 404 for no such tour', async () => {
    const missing = await t.app.inject({ url: '/api/tours/tours/999/selling' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Tour not found');
  });
});

describe('price categories', () => {
  it('adds Child and Infant after Adult, edits and deletes them', async () => {
    const added = await write('POST', `/tours/${tourId}/categories`, child);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      ...child,
      tour_id: tourId,
      takes_seat: true,
      counts_for_tiers: true,
      priced_by_tiers: true,
      display_order: 1,
      is_default: false,
    });
    const baby = (await write('POST', `/tours/${tourId}/categories`, infant)).json();
    expect(baby).toMatchObject({ price: 0, takes_seat: false, display_order: 2 });

    const edited = await write('PUT', `/categories/${added.json().id}`, {
      ...child,
      max_age: 12,
      price: 89.99,
      priced_by_tiers: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ max_age: 12, price: 89.99, priced_by_tiers: false });
    expect((await sellingOf()).categories.map((c: { name: string }) => c.name)).toEqual([
      'Adult',
      'Child',
      'Infant',
    ]);

    expect((await write('DELETE', `/categories/${baby.id}`)).statusCode).toBe(204);
    expect((await write('DELETE', `/categories/${baby.id}`)).statusCode).toBe(404);
    expect((await write('PUT', `/categories/${baby.id}`, child)).json().detail).toBe(
      'Price category not found',
    );
    expect((await write('POST', '/tours/999/categories', child)).statusCode).toBe(404);
    expect((await sellingOf()).categories).toHaveLength(2);
  });

  it('keeps the default category: undeletable, at the tour’s price, seated and tiered', async () => {
    const adult = (await sellingOf()).categories[0];
    const deleted = await write('DELETE', `/categories/${adult.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({
      detail: "The default category cannot be deleted: the tour's price is its price",
      reason: 'DEFAULT_CATEGORY_KEPT',
    });

    const priced = await write('PUT', `/categories/${adult.id}`, { name: 'Adult', price: 150 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toEqual([
      {
        path: 'price',
        reason: 'DEFAULT_CATEGORY_PRICE',
        message: "The default category's price is the tour's price: change it on the tour",
      },
    ]);
    const unseated = await write('PUT', `/categories/${adult.id}`, {
      name: 'Adult',
      takes_seat: false,
    });
    expect(unseated.statusCode).toBe(400);
    expect(unseated.json().errors).toMatchObject([
      { path: 'takes_seat', reason: 'DEFAULT_CATEGORY_RULES' },
    ]);

    // Its names and ages are the operator's; its price may be sent back as it was read.
    const renamed = await write('PUT', `/categories/${adult.id}`, {
      name: 'Adult (12+)',
      name_fr: 'Adulte (12 ans et plus)',
      min_age: 12,
      price: 179,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Adult (12+)', min_age: 12, price: 179 });
    expect((await sellingOf()).categories[0]).toMatchObject({ is_default: true, price: 179 });
  });

  it('asks every other category its own price', async () => {
    const { price: _price, ...priceless } = child;
    const refused = await write('POST', `/tours/${tourId}/categories`, priceless);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'price', message: 'Required' }]);
  });

  it(`takes at most ${SELLING_LIMITS.categories} categories a tour`, async () => {
    for (let n = 1; n < SELLING_LIMITS.categories; n += 1) {
      const added = await write('POST', `/tours/${tourId}/categories`, { ...child, name: `C${n}` });
      expect(added.statusCode).toBe(201);
    }
    const refused = await write('POST', `/tours/${tourId}/categories`, child);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: `A tour has at most ${SELLING_LIMITS.categories} price categories`,
      reason: 'CATEGORY_LIMIT',
    });
  });
});

describe('options', () => {
  it('sells a private 4x4 for the group, and a private trip per person at its own prices', async () => {
    const kid = (await write('POST', `/tours/${tourId}/categories`, child)).json();
    const adult = (await sellingOf()).categories[0];

    const jeep = await write('POST', `/tours/${tourId}/options`, privateJeep);
    expect(jeep.statusCode).toBe(201);
    expect(jeep.json()).toMatchObject({
      ...privateJeep,
      minimum_people: 1,
      display_order: 1,
      category_prices: [],
    });

    const guided = await write('POST', `/tours/${tourId}/options`, {
      kind: 'private',
      name: 'Private guide',
      minimum_people: 2,
      category_prices: [
        { category_id: kid.id, price: 120 },
        { category_id: adult.id, price: 249.99 },
      ],
    });
    expect(guided.statusCode).toBe(201);
    expect(guided.json()).toMatchObject({
      pricing: 'per_person',
      group_price: null,
      max_people: null,
      minimum_people: 2,
      category_prices: [
        { category_id: adult.id, price: 249.99 },
        { category_id: kid.id, price: 120 },
      ],
    });

    // An edit replaces the prices; a deleted category takes its prices with it.
    const edited = await write('PUT', `/options/${guided.json().id}`, {
      kind: 'private',
      name: 'Private guide',
      category_prices: [{ category_id: kid.id, price: 110 }],
    });
    expect(edited.json().category_prices).toEqual([{ category_id: kid.id, price: 110 }]);
    await write('DELETE', `/categories/${kid.id}`);
    const options = (await sellingOf()).options;
    expect(options.map((o: { name: string }) => o.name)).toEqual([
      'Shared group',
      'Private 4x4',
      'Private guide',
    ]);
    expect(options[2].category_prices).toEqual([]);
  });

  it('prices only its own tour’s categories', async () => {
    const other = await createTour({ title: 'Agafay' });
    const foreign = (await write('POST', `/tours/${other}/categories`, child)).json();
    const refused = await write('POST', `/tours/${tourId}/options`, {
      kind: 'private',
      name: 'Private guide',
      category_prices: [{ category_id: foreign.id, price: 120 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'category_prices.0.category_id',
        reason: 'CATEGORY_NOT_ON_TOUR',
        message: "This category is not one of this tour's",
      },
    ]);
  });

  it.each([
    ['a shared option per group', { ...privateJeep, kind: 'shared' }, ['pricing']],
    [
      'a price per group without its price or size',
      { ...privateJeep, group_price: null, max_people: undefined },
      ['group_price', 'max_people'],
    ],
    [
      'a price per person with a group price',
      { kind: 'private', name: 'P', group_price: 100 },
      ['group_price'],
    ],
    [
      'a group of more than one booking holds',
      { ...privateJeep, max_people: SELLING_LIMITS.people + 1 },
      ['max_people'],
    ],
    ['a minimum of none', { kind: 'private', name: 'P', minimum_people: 0 }, ['minimum_people']],
    [
      'a price per group with prices per category',
      { ...privateJeep, category_prices: [{ category_id: 1, price: 5 }] },
      ['category_prices'],
    ],
    [
      'one category priced twice',
      {
        kind: 'private',
        name: 'P',
        category_prices: [
          { category_id: 1, price: 5 },
          { category_id: 1, price: 6 },
        ],
      },
      ['category_prices.1.category_id'],
    ],
    ['an unknown kind', { ...privateJeep, kind: 'vip' }, ['kind']],
  ])('refuses %s with 400 at its field', async (_case, payload, paths) => {
    const refused = await write('POST', `/tours/${tourId}/options`, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual(paths);
  });

  it('keeps a tour’s last option, and deletes the others', async () => {
    const [shared] = (await sellingOf()).options;
    const last = await write('DELETE', `/options/${shared.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      detail: 'A tour is sold as one option at least: add another before deleting this one',
      reason: 'LAST_OPTION_KEPT',
    });

    const jeep = (await write('POST', `/tours/${tourId}/options`, privateJeep)).json();
    expect((await write('DELETE', `/options/${shared.id}`)).statusCode).toBe(204);
    expect((await write('DELETE', `/options/${jeep.id}`)).statusCode).toBe(409);
    expect((await write('DELETE', `/options/${shared.id}`)).statusCode).toBe(404);
  });

  it(`takes at most ${SELLING_LIMITS.options} options a tour`, async () => {
    for (let n = 1; n < SELLING_LIMITS.options; n += 1) {
      expect((await write('POST', `/tours/${tourId}/options`, privateJeep)).statusCode).toBe(201);
    }
    const refused = await write('POST', `/tours/${tourId}/options`, privateJeep);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'OPTION_LIMIT', params: { max: 10 } });
  });
});

describe('extras', () => {
  it('sells those on sale, lists every one to the admin, edits and deletes them', async () => {
    const ride = await write('POST', `/tours/${tourId}/extras`, camelRide);
    expect(ride.statusCode).toBe(201);
    expect(ride.json()).toEqual({
      id: expect.any(Number),
      tour_id: tourId,
      ...camelRide,
      description: null,
      description_fr: null,
      max_quantity: null,
      display_order: 0,
      active: true,
    });
    const tent = (
      await write('POST', `/tours/${tourId}/extras`, {
        name: 'Luxury tent upgrade',
        description: 'A tent of your own, with its bathroom.',
        price: 80,
        per: 'booking',
        max_quantity: 1,
        active: false,
      })
    ).json();
    expect((await sellingOf()).extras.map((e: { name: string }) => e.name)).toEqual([
      'Camel ride at sunset',
    ]);
    const listed = await t.app.inject({
      url: `/api/tours/tours/${tourId}/extras`,
      cookies: t.admin,
    });
    expect(listed.json().map((e: { active: boolean }) => e.active)).toEqual([true, false]);

    const onSale = await write('PUT', `/extras/${tent.id}`, {
      name: 'Luxury tent upgrade',
      price: 85,
      per: 'booking',
      max_quantity: 2,
    });
    expect(onSale.json()).toMatchObject({
      price: 85,
      max_quantity: 2,
      active: true,
      display_order: 1,
    });
    expect((await sellingOf()).extras).toHaveLength(2);
    expect((await write('DELETE', `/extras/${tent.id}`)).statusCode).toBe(204);
    expect((await write('DELETE', `/extras/${tent.id}`)).statusCode).toBe(404);
    expect((await write('PUT', `/extras/${tent.id}`, camelRide)).json().detail).toBe(
      'Extra not found',
    );
  });

  it(`takes at most ${SELLING_LIMITS.extras} extras a tour`, async () => {
    for (let n = 0; n < SELLING_LIMITS.extras; n += 1) {
      expect((await write('POST', `/tours/${tourId}/extras`, camelRide)).statusCode).toBe(201);
    }
    const refused = await write('POST', `/tours/${tourId}/extras`, camelRide);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`A tour has at most ${SELLING_LIMITS.extras} extras`);
  });
});

describe('the bounds of what is written', () => {
  it.each([
    ['an age over 120', 'categories', { ...child, max_age: 121 }, 'max_age'],
    ['a negative age', 'categories', { ...child, min_age: -1 }, 'min_age'],
    ['an age in years and months', 'categories', { ...child, min_age: 3.5 }, 'min_age'],
    ['ages the wrong way round', 'categories', { ...child, min_age: 12, max_age: 4 }, 'max_age'],
    ['a price over a million', 'categories', { ...child, price: 1_000_001 }, 'price'],
    ['a price below zero', 'categories', { ...child, price: -1 }, 'price'],
    ['a third decimal', 'categories', { ...child, price: 90.005 }, 'price'],
    ['a name too long', 'categories', { ...child, name: 'x'.repeat(61) }, 'name'],
    ['a blank name', 'categories', { ...child, name: '  ' }, 'name'],
    ['a control character', 'categories', { ...child, name_fr: 'En\u202efant' }, 'name_fr'],
    ['a position past 999', 'categories', { ...child, display_order: 1000 }, 'display_order'],
    ['an extra per night', 'extras', { ...camelRide, per: 'night' }, 'per'],
    ['an extra 101 times', 'extras', { ...camelRide, max_quantity: 101 }, 'max_quantity'],
    ['an extra none times', 'extras', { ...camelRide, max_quantity: 0 }, 'max_quantity'],
    [
      'a description too long',
      'extras',
      { ...camelRide, description: 'x'.repeat(501) },
      'description',
    ],
  ])('refuses %s with 400', async (_case, what, payload, path) => {
    const refused = await write('POST', `/tours/${tourId}/${what}`, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual([path]);
  });
});

describe('who may change what a tour sells', () => {
  it('refuses every write without a session with 401, and the extras list', async () => {
    const { categories, options } = await sellingOf();
    const requests: [string, string, Record<string, unknown>?][] = [
      ['POST', `/tours/${tourId}/categories`, child],
      ['PUT', `/categories/${categories[0].id}`, child],
      ['DELETE', `/categories/${categories[0].id}`],
      ['POST', `/tours/${tourId}/options`, privateJeep],
      ['PUT', `/options/${options[0].id}`, privateJeep],
      ['DELETE', `/options/${options[0].id}`],
      ['POST', `/tours/${tourId}/extras`, camelRide],
      ['PUT', '/extras/1', camelRide],
      ['DELETE', '/extras/1'],
      ['GET', `/tours/${tourId}/extras`],
    ];
    for (const [method, url, payload] of requests) {
      const answer = await t.app.inject({
        method: method as Method,
        url: `/api/tours${url}`,
        payload,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await sellingOf()).toMatchObject({ categories, options, extras: [] });
  });
});

describe('the languages', () => {
  it('answers the French names, each falling back to English where none is written', async () => {
    await write('POST', `/tours/${tourId}/categories`, { ...child, name_fr: null });
    await write('POST', `/tours/${tourId}/extras`, {
      ...camelRide,
      description: 'One hour on the dunes.',
      description_fr: 'Une heure dans les dunes.',
    });
    await write('POST', `/tours/${tourId}/extras`, {
      name: 'Quad',
      name_fr: '  ',
      description_fr: 'Deux heures en quad.',
      price: 40,
      per: 'person',
    });
    const french = await sellingOf(tourId, 'fr');
    expect(french.categories.map((c: { name: string }) => c.name)).toEqual(['Adulte', 'Child']);
    expect(french.options[0].name).toBe('Groupe partagé');
    expect(
      french.extras.map((e: { name: string; description: string }) => [e.name, e.description]),
    ).toEqual([
      ['Balade à dromadaire', 'Une heure dans les dunes.'],
      ['Quad', 'Deux heures en quad.'],
    ]);
    // English is the stored English, as a tour's: no French in its place.
    const english = await sellingOf(tourId, 'en');
    expect(english.extras.map((e: { description: string | null }) => e.description)).toEqual([
      'One hour on the dunes.',
      null,
    ]);
    expect(english.extras[1].name_fr).toBeNull();
  });
});

describe('the cached read', () => {
  it('is answered from the cache until a write succeeds, and not dropped by a refused one', async () => {
    const first = await t.app.inject({ url: `/api/tours/tours/${tourId}/selling` });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: `/api/tours/tours/${tourId}/selling`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const adult = first.json().categories[0];
    expect((await write('DELETE', `/categories/${adult.id}`)).statusCode).toBe(409);
    const stillCached = await t.app.inject({
      url: `/api/tours/tours/${tourId}/selling`,
      headers: { 'if-none-match': etag },
    });
    expect(stillCached.statusCode).toBe(304);

    expect((await write('POST', `/tours/${tourId}/extras`, camelRide)).statusCode).toBe(201);
    const fresh = await t.app.inject({
      url: `/api/tours/tours/${tourId}/selling`,
      headers: { 'if-none-match': etag },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.json().extras).toHaveLength(1);
  });
});
