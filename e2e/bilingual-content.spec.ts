import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminApi, createTour, signInAsAdmin } from './support/admin';

// docs/decisions/041-bilingual-tags-and-captions.md: tags and gallery captions in the page's
// language, the other language's text when one is missing, and reviews marked with theirs.

// A 1×1 PNG: enough for the media service to recognise, re-encode and store.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function createTag(admin: APIRequestContext, data: Record<string, unknown>) {
  const created = await admin.post('/api/tours/tags', { data });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a French tour page names its tags in French, and in English when French is missing', async ({
  page,
  playwright,
  baseURL,
}) => {
  const run = Date.now();
  const admin = await adminApi(playwright, baseURL);
  const tourId = await createTour(admin, {
    title: `Palm grove ride ${run}`,
    title_fr: `Balade dans la palmeraie ${run}`,
    price: 45,
    duration: 'Half day',
    location: 'Marrakech',
    max_participants: 8,
  });
  const translated = await createTag(admin, {
    name: `Palm grove ${run}`,
    name_fr: `Palmeraie ${run}`,
    icon: '🌴',
  });
  const englishOnly = await createTag(admin, { name: `Stargazing ${run}`, icon: '🔭' });
  for (const tagId of [translated, englishOnly]) {
    const linked = await admin.post(`/api/tours/tours/${tourId}/tags`, { data: { tag_id: tagId } });
    expect(linked.status()).toBe(201);
  }

  try {
    // Rendered on the server and hydrated: the French name, and the English one as the fallback.
    await page.goto(`/tours/${tourId}?lang=fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Balade dans la palmeraie ${run}`,
    );
    const included = page.locator('section[aria-labelledby="tour-included-title"]');
    await expect(included).toContainText(`Palmeraie ${run}`);
    await expect(included).not.toContainText(`Palm grove ${run}`);
    await expect(included).toContainText(`Stargazing ${run}`);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      new RegExp(`Palmeraie ${run}`),
    );

    // Switching to English shows the English names.
    await page.goto(`/tours/${tourId}?lang=en`);
    await expect(included).toContainText(`Palm grove ${run}`);
    await expect(included).not.toContainText(`Palmeraie ${run}`);
  } finally {
    await admin.delete(`/api/tours/tours/${tourId}`);
    for (const tagId of [translated, englishOnly]) await admin.delete(`/api/tours/tags/${tagId}`);
    await admin.dispose();
  }
});

test('the admin captions a gallery photo in both languages; French visitors read the French caption', async ({
  page,
  playwright,
  baseURL,
}) => {
  const run = Date.now();
  const english = `Oasis at noon ${run}`;
  const french = `Oasis à midi ${run}`;
  const englishOnly = `Date palms ${run}`;

  // The dashboard's own form: both captions, then the upload.
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await page.getByLabel('Caption in English (optional)').fill(english);
  await page.getByLabel('Caption in French (optional)').fill(french);
  await page.getByLabel('Upload Image').setInputFiles({
    name: 'oasis.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: english });
  await expect(card).toContainText(french);

  // A second photo captioned in English only, through the same upload.
  await page.getByLabel('Caption in English (optional)').fill(englishOnly);
  await page.getByLabel('Upload Image').setInputFiles({
    name: `palms-${run}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('listitem').filter({ hasText: englishOnly })).toBeVisible();

  const visitor = await page.context().browser()!.newPage({ baseURL });
  try {
    // French: the French caption as text and as the photo's alternative; English as the fallback.
    await visitor.goto('/gallery?lang=fr');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
    const photos = visitor.getByRole('list', { name: 'Photos' });
    await expect(photos.getByRole('img', { name: french })).toBeAttached();
    await expect(photos.getByText(french)).toBeVisible();
    await expect(photos.getByText(english)).toHaveCount(0);
    await expect(photos.getByText(englishOnly)).toBeVisible();

    // English (asked for: the French visit saved French as the visitor's choice): the English caption.
    await visitor.goto('/gallery?lang=en');
    await expect(photos.getByRole('img', { name: english })).toBeAttached();
    await expect(photos.getByText(french)).toHaveCount(0);

    // The admin translates the second caption later; the French page follows.
    // Found by its file name: while edited, its captions are in inputs, not text.
    const second = page.getByRole('listitem').filter({ hasText: `palms-${run}.png` });
    await second.getByRole('button', { name: `Edit captions of ${englishOnly}` }).click();
    await second.getByLabel('Caption in French (optional)').fill(`Palmiers dattiers ${run}`);
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Captions saved')).toBeVisible();
    await visitor.goto('/gallery?lang=fr');
    await expect(photos.getByText(`Palmiers dattiers ${run}`)).toBeVisible();
    await expect(photos.getByText(englishOnly)).toHaveCount(0);
  } finally {
    await visitor.close();
    const admin = await adminApi(playwright, baseURL);
    const items = (await (await admin.get('/api/media/gallery')).json()) as {
      id: number;
      caption_en: string | null;
    }[];
    for (const item of items.filter((entry) => entry.caption_en?.endsWith(String(run)))) {
      await admin.delete(`/api/media/gallery/${item.id}`);
    }
    await admin.dispose();
  }
});

test('a review in French says so on the English tour page, its text as written', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The demo seed's French customer reviewed the second tour through a French booking.
  const admin = await adminApi(playwright, baseURL);
  const tours = (await (await admin.get('/api/tours/tours')).json()) as { id: number }[];
  await admin.dispose();
  let reviewed: number | undefined;
  for (const tour of tours) {
    const reviews = (await (
      await page.request.get(`/api/tours/tours/${tour.id}/reviews`)
    ).json()) as { lang: string; review_text: string | null }[];
    if (reviews.some((review) => review.lang === 'fr' && review.review_text)) {
      reviewed = tour.id;
      break;
    }
  }
  expect(reviewed, 'a demo tour with a French review').toBeDefined();

  await page.goto(`/tours/${reviewed}`);
  const reviews = page.locator('section[aria-labelledby="tour-reviews-title"]');
  const text = reviews.locator('p[lang="fr"]').first();
  await expect(text).toBeVisible();
  await expect(reviews.getByText('Written in French')).toBeVisible();

  await page.goto(`/tours/${reviewed}?lang=fr`);
  await expect(reviews.locator('p[lang="fr"]').first()).toBeVisible();
  await expect(reviews.getByText('Écrit en français')).toHaveCount(0);
});
