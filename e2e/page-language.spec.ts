import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** Two tours of the demo catalogue, as the service tells them in one language. */
async function twoTours(request: APIRequestContext, language: 'en' | 'fr') {
  const response = await request.get(`/api/tours/tours?lang=${language}`);
  const [first, second] = (await response.json()) as { id: number; title: string }[];
  if (!first || !second) throw new Error('the demo catalogue has fewer than two tours');
  return [first, second] as const;
}

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * Every document the page asks for, in order: a redirect or a reload shows up here (unlike the
 * router's own history.replaceState, which `framenavigated` would count too).
 */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
  });
  return documents;
}

test('a visitor who picks French gets the next page in French from its first byte', async ({
  page,
  context,
  request,
}) => {
  const [english] = await twoTours(request, 'en');
  const [, french] = await twoTours(request, 'fr');
  await page.goto(`/tours/${english.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The choice is mirrored in a cookie the server reads: the whole site, a year, sent on links.
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'lang');
  expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax', httpOnly: false });
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);

  // Another page, by its plain address: French as served, and no redirect before or after.
  const documents = documentsOf(page);
  const response = await page.goto(`/tours/${french.id}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-language']).toBe('fr');
  expect(response?.headers()['vary']).toMatch(/Cookie/);
  const served = await response!.text();
  expect(served).toContain('<html lang="fr"');
  expect(served).toContain(`>${html(french.title)}</h1>`);
  expect(served).toMatch(/<meta[^>]*property="og:locale"[^>]*content="fr_FR"/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title);
  await expect(page.getByRole('button', { name: 'Langue : FR' })).toBeVisible();
  expect(documents).toEqual([response!.url()]);
  expect(new URL(page.url()).search).toBe('');

  // The same raw HTML for a plain request carrying the visitor's cookies.
  const raw = await page.request.get(`/tours/${french.id}`);
  expect(await raw.text()).toContain('<html lang="fr"');
});

test.describe('a French browser opening the English address of a tour', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the page in French as served, at the same address', async ({ page, request }) => {
    const [tour] = await twoTours(request, 'fr');
    const documents = documentsOf(page);
    const response = await page.goto(`/tours/${tour.id}`);
    expect(await response!.text()).toContain('<html lang="fr"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
    expect(documents).toHaveLength(1);
    expect(new URL(page.url()).search).toBe('');
  });
});

test('a choice saved before the cookie existed is kept: the page is asked for once more', async ({
  page,
  context,
  request,
}) => {
  const [tour] = await twoTours(request, 'fr');
  await page.goto('/contact');
  // As an earlier version of the site left it: the choice in local storage only.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
  await context.clearCookies();

  const documents = documentsOf(page);
  await page.goto(`/tours/${tour.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Rendered in English without the cookie, then once more in French, at the same address.
  expect(documents).toHaveLength(2);
  expect(new URL(page.url()).search).toBe('');
  const raw = await page.request.get(`/tours/${tour.id}`);
  expect(await raw.text()).toContain('<html lang="fr"');
});
