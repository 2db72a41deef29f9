import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aTour, startToursService, type ToursHarness } from './harness';

let t: ToursHarness;
beforeEach(async () => {
  t = await startToursService();
});
afterEach(() => t.close());

const createTag = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/tours/tags', cookies: t.admin, payload });

async function createTour() {
  return (
    await t.app.inject({
      method: 'POST',
      url: '/api/tours/tours',
      cookies: t.admin,
      payload: aTour(),
    })
  ).json();
}

const tagTour = (tourId: number, tagId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tours/tours/${tourId}/tags`,
    cookies: t.admin,
    payload: { tag_id: tagId },
  });

describe('tags', () => {
  it('creates, lists by name, updates and deletes tags', async () => {
    const desert = (await createTag({ name: 'Desert', icon: '🏜️' })).json();
    await createTag({ name: 'camel ride', icon: '🐪' });
    expect(desert).toEqual({ id: desert.id, name: 'Desert', icon: '🏜️', name_fr: null });
    const list = (await t.app.inject({ method: 'GET', url: '/api/tours/tags' })).json();
    expect(list.map((tag: { name: string }) => tag.name)).toEqual(['camel ride', 'Desert']);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tags/${desert.id}`,
      cookies: t.admin,
      payload: { name: 'Sahara', icon: '🌅' },
    });
    expect(updated.json()).toEqual({ id: desert.id, name: 'Sahara', icon: '🌅', name_fr: null });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/tours/tags/${desert.id}`,
          cookies: t.admin,
        })
      ).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/tours/tags' })).json()).toHaveLength(1);
  });

  it.each([
    ['a missing name', { icon: '🏜️' }, 'name'],
    ['a blank name', { name: '  ', icon: '🏜️' }, 'name'],
    ['a word as icon', { name: 'Desert', icon: 'sun' }, 'icon'],
    ['two words and an emoji', { name: 'Desert', icon: 'hot 🔥' }, 'icon'],
    ['a missing icon', { name: 'Desert' }, 'icon'],
  ])('refuses %s with 400', async (_name, payload, path) => {
    const response = await createTag(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([path]);
  });

  it('accepts emoji sequences: flags, skin tones, families', async () => {
    for (const icon of ['🇲🇦', '👍🏽', '👨‍👩‍👧', '⛰️']) {
      expect((await createTag({ name: `Tag ${icon}`, icon })).statusCode).toBe(201);
    }
  });

  it('refuses a second tag of the same name, whatever its case, with 409', async () => {
    await createTag({ name: 'Desert', icon: '🏜️' });
    const response = await createTag({ name: 'DESERT', icon: '🌵' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('A tag with this name already exists');
  });

  it('keeps a French name and answers each tag in the requested language (docs/decisions/041)', async () => {
    const desert = (await createTag({ name: 'Desert', name_fr: ' Désert ', icon: '🏜️' })).json();
    // The French name is stored trimmed; the admin reads English names with the French beside.
    expect(desert).toEqual({ id: desert.id, name: 'Desert', icon: '🏜️', name_fr: 'Désert' });
    await createTag({ name: 'Camel ride', name_fr: 'Balade à dromadaire', icon: '🐪' });
    await createTag({ name: 'Hiking', icon: '🥾' });

    const names = async (url: string) =>
      ((await t.app.inject({ method: 'GET', url })).json() as { name: string }[]).map(
        (tag) => tag.name,
      );
    expect(await names('/api/tours/tags')).toEqual(['Camel ride', 'Desert', 'Hiking']);
    // French names, in French order; a tag with no French name keeps its English one.
    expect(await names('/api/tours/tags?lang=fr')).toEqual([
      'Balade à dromadaire',
      'Désert',
      'Hiking',
    ]);

    // A blank French name is no French name: the English one shows again.
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/tours/tags/${desert.id}`,
      cookies: t.admin,
      payload: { name: 'Desert', name_fr: '   ', icon: '🏜️' },
    });
    expect(cleared.json().name_fr).toBeNull();
    expect(await names('/api/tours/tags?lang=fr')).toContain('Desert');
  });

  it.each([
    ['a French name too long', { name: 'Desert', name_fr: 'x'.repeat(51), icon: '🏜️' }],
    ['a French name with a control character', { name: 'Desert', name_fr: 'D\u0007', icon: '🏜️' }],
    ['a French name that is not text', { name: 'Desert', name_fr: 12, icon: '🏜️' }],
  ])('refuses %s with 400 on name_fr', async (_name, payload) => {
    const response = await createTag(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'name_fr',
    ]);
  });

  it('refuses an unknown language with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/tours/tags?lang=de' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for updating or deleting a missing tag', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/tours/tags/99',
      cookies: t.admin,
      payload: { name: 'X', icon: '⭐' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/tours/tags/99', cookies: t.admin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('tour tags', () => {
  it('adds a tag to a tour, shows it nested on the tour, and removes it', async () => {
    const tour = await createTour();
    const tag = (await createTag({ name: 'Desert', icon: '🏜️' })).json();
    const link = await tagTour(tour.id, tag.id);
    expect(link.statusCode).toBe(201);
    expect(link.json()).toEqual({ id: link.json().id, tag_id: tag.id, tag });

    const links = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tour.id}/tags` })
    ).json();
    expect(links).toEqual([link.json()]);
    const withTags = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tour.id}` })
    ).json();
    expect(withTags.tags).toEqual([link.json()]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/tours/${tour.id}/tags/${tag.id}`,
      cookies: t.admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tour.id}/tags` })).json(),
    ).toEqual([]);
  });

  it("names a tour's tags in the tour's language, English when French is missing", async () => {
    const tour = await createTour();
    const desert = (await createTag({ name: 'Desert', name_fr: 'Désert', icon: '🏜️' })).json();
    const hiking = (await createTag({ name: 'Hiking', icon: '🥾' })).json();
    await tagTour(tour.id, desert.id);
    await tagTour(tour.id, hiking.id);
    const tagNames = (links: { tag: { name: string } }[]) => links.map((link) => link.tag.name);

    const french = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tour.id}?lang=fr` })
    ).json();
    expect(tagNames(french.tags)).toEqual(['Désert', 'Hiking']);
    const frenchList = (
      await t.app.inject({ method: 'GET', url: '/api/tours/tours?lang=fr' })
    ).json();
    expect(tagNames(frenchList[0].tags)).toEqual(['Désert', 'Hiking']);
    const links = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tour.id}/tags?lang=fr` })
    ).json();
    expect(tagNames(links)).toEqual(['Désert', 'Hiking']);
    const english = (
      await t.app.inject({ method: 'GET', url: `/api/tours/tours/${tour.id}` })
    ).json();
    expect(tagNames(english.tags)).toEqual(['Desert', 'Hiking']);
    expect(english.tags[0].tag.name_fr).toBe('Désert');
  });

  it('refuses adding the same tag twice with 409', async () => {
    const tour = await createTour();
    const tag = (await createTag({ name: 'Desert', icon: '🏜️' })).json();
    await tagTour(tour.id, tag.id);
    const again = await tagTour(tour.id, tag.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This tag is already on this tour');
  });

  it('removes a deleted tag from every tour', async () => {
    const first = await createTour();
    const second = await createTour();
    const tag = (await createTag({ name: 'Desert', icon: '🏜️' })).json();
    await tagTour(first.id, tag.id);
    await tagTour(second.id, tag.id);
    await t.app.inject({ method: 'DELETE', url: `/api/tours/tags/${tag.id}`, cookies: t.admin });
    const tours = (await t.app.inject({ method: 'GET', url: '/api/tours/tours' })).json();
    expect(tours.map((tour: { tags: unknown[] }) => tour.tags)).toEqual([[], []]);
  });

  it('answers 404 for a missing tour, a missing tag, or a tag not on the tour', async () => {
    const tour = await createTour();
    const tag = (await createTag({ name: 'Desert', icon: '🏜️' })).json();
    expect((await tagTour(999, tag.id)).statusCode).toBe(404);
    expect((await tagTour(tour.id, 999)).json()).toEqual({
      detail: 'Tag not found',
      code: 'NOT_FOUND',
    });
    const notOn = await t.app.inject({
      method: 'DELETE',
      url: `/api/tours/tours/${tour.id}/tags/${tag.id}`,
      cookies: t.admin,
    });
    expect(notOn.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/tours/tours/999/tags' })).statusCode,
    ).toBe(404);
  });
});
