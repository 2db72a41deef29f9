import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

type TourSummary = { id: number; title: string; duration: string };

/** The demo catalogue, in one language, as the service tells it. */
async function theTours(request: APIRequestContext, language: 'en' | 'fr') {
  const response = await request.get(`/api/tours/tours?lang=${language}`);
  const tours = (await response.json()) as TourSummary[];
  if (tours.length === 0) throw new Error('the demo catalogue is empty');
  return tours;
}

async function aTour(request: APIRequestContext, language: 'en' | 'fr') {
  return (await theTours(request, language))[0]!;
}

const GOOGLEBOT =
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/130.0.0.0 Safari/537.36';

test.describe('the site without JavaScript (rendered on the server)', () => {
  test.use({ javaScriptEnabled: false });

  test('reads the tour list and opens a tour by its link', async ({ page, request }) => {
    const tours = await theTours(request, 'en');
    const response = await page.goto('/tours');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Tours');
    // Every tour, with its duration and price "from", each a real link to its page.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(tours.length);
    for (const [index, tour] of tours.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: tour.title })).toHaveAttribute(
        'href',
        `/tours/${tour.id}`,
      );
      await expect(card).toContainText(tour.duration);
      await expect(card).toContainText('€');
    }

    const tour = tours[1]!;
    await page.getByRole('link', { name: tour.title }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/${tour.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
    await expect(page).toHaveTitle(`${tour.title} – Discover the Magic of Morocco`);
    await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  });

  test('reads a tour in French', async ({ page, request }) => {
    const french = await aTour(request, 'fr');
    const response = await page.goto(`/tours/${french.id}?lang=fr`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3}/);
  });

  test('answers 404 with the not-found page for an unknown tour or page', async ({ page }) => {
    for (const path of ['/tours/987654', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    }
    const french = await page.goto('/no-such-page?lang=fr');
    expect(french?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('answers 404 for an unknown review link, kept out of search engines', async ({ page }) => {
    const response = await page.goto('/review/no-such-token-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid Review Link');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test('a search engine gets the whole page in the served HTML', async ({ request }) => {
  const tours = await theTours(request, 'en');
  const list = await request.get('/tours', { headers: { 'user-agent': GOOGLEBOT } });
  expect(list.status()).toBe(200);
  const listHtml = await list.text();
  for (const tour of tours) expect(listHtml).toContain(`href="/tours/${tour.id}"`);
  expect(listHtml).toContain('"@type":"ItemList"');

  // The second tour, a one-day trip the demo seed has a review of (docs/decisions/053).
  const tour = tours[1]!;
  const page = await request.get(`/tours/${tour.id}`, { headers: { 'user-agent': GOOGLEBOT } });
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(tour.title))}</h1>`));
  expect(html).toContain('"@type":"TouristTrip"');
  expect(html).toContain('"@type":"AggregateRating"');
});

/** The link-preview tags of a page's served head (not the DOM after scripts ran). */
async function previewTags(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const head = (await response.text()).split('</head>')[0]!;
  const tags: Record<string, string> = {};
  for (const [, key, value] of head.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)"/g,
  )) {
    tags[key!] ??= decodeHtml(value!);
  }
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return { tags, title: title && decodeHtml(title) };
}

test('a tour page carries its link preview in the served head, in both languages', async ({
  request,
  baseURL,
}) => {
  for (const language of ['en', 'fr'] as const) {
    const tour = await aTour(request, language);
    const path = language === 'en' ? `/tours/${tour.id}` : `/tours/${tour.id}?lang=fr`;
    const { tags, title } = await previewTags(request, path);
    const tagline =
      language === 'en' ? 'Discover the Magic of Morocco' : 'Découvrez la magie du Maroc';

    // "Tour title – site tagline" (docs/product.md).
    expect(title).toBe(`${tour.title} – ${tagline}`);
    expect(tags['og:title']).toBe(title);
    expect(tags['og:description']).toMatch(/\w{3}/);
    expect(tags['og:type']).toBe('website');
    expect(tags['og:url']).toBe(`${baseURL}${path}`);
    expect(tags['og:locale']).toBe(language === 'en' ? 'en_US' : 'fr_FR');
    expect(tags['og:locale:alternate']).toBe(language === 'en' ? 'fr_FR' : 'en_US');
    expect(tags['twitter:card']).toBe('summary_large_image');
    // An absolute address that answers with a picture wide enough for a preview card.
    expect(tags['og:image']).toMatch(new RegExp(`^${escapeRegExp(baseURL!)}/api/media/files/`));
    const image = await request.get(tags['og:image']!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  }
});

/**
 * Opens a page as a visitor, checks that it hydrated (the language menu opens) and that the
 * browser asked for none of the page's data again. A hydration mismatch is a console error,
 * which fails the test (./fixtures.ts); warnings are collected here.
 */
async function expectHydrated(page: Page, path: string, status: number) {
  const asked: string[] = [];
  const warnings: string[] = [];
  page.on('request', (sent) => {
    // The app's own calls (the photos are images, asked for by the HTML itself).
    if (['fetch', 'xhr'].includes(sent.resourceType())) asked.push(sent.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await page.getByRole('button', { name: /^(Language|Langue) ?: / }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Français' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  expect(asked, `${path} asked again for`).toEqual([]);
  expect(warnings, `${path} warned`).toEqual([]);
}

test('every public page hydrates without a warning, an error or a second request', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tour = await aTour(request, 'en');
  const pages: [string, number][] = [
    ['/', 200],
    ['/tours', 200],
    [`/tours/${tour.id}`, 200],
    ['/gallery', 200],
    ['/contact', 200],
    ['/booking', 200],
    ['/review/no-such-token-e2e', 404],
    ['/no-such-page', 404],
    ['/tours?lang=fr', 200],
    [`/tours/${tour.id}?lang=fr`, 200],
  ];
  for (const [path, status] of pages) await expectHydrated(page, path, status);
});

test('the rendered tour page hydrates and then switches language in the browser', async ({
  page,
  request,
}) => {
  const tour = await aTour(request, 'en');
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/')) asked.push(sent.url());
  });
  await page.goto(`/tours/${tour.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);

  // Hydrated: the language menu works, and only then is French asked for.
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const french = await aTour(request, 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title);
  expect(asked.filter((url) => url.includes('lang=en'))).toEqual([]);
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** React escapes these in text and attributes. */
function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeHtml(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
