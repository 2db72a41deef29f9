import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * How the gateway in front (the Node gateway, or nginx with E2E_GATEWAY=nginx) serves pages
 * (docs/decisions/025): every page from apps/web's renderer, the admin as the client-only shell.
 * What the rendered pages show is e2e/server-rendering.spec.ts's.
 */

/** The renderer's hand-over of its data (docs/decisions/024): index.html, the shell, has none. */
const RENDERED = 'id="ssr-data"';

async function demoTours(request: APIRequestContext) {
  const response = await request.get('/api/tours/tours');
  const tours = (await response.json()) as { id: number; title: string }[];
  expect(tours.length).toBeGreaterThan(0);
  return tours;
}

test('public pages come rendered on the server, compressed, and indexable', async ({ request }) => {
  for (const path of ['/', '/tours', '/gallery', '/contact', '/booking', '/tours?lang=fr']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    expect(headers['content-encoding'], path).toMatch(/^(gzip|br)$/);
    expect(headers['x-robots-tag'], path).toBeUndefined();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    const html = await response.text();
    expect(html, path).toContain(RENDERED);
    expect(html, path).toContain(path.endsWith('lang=fr') ? '<html lang="fr"' : '<html lang="en"');
  }
});

test("a tour's page holds the tour in the served HTML, in its language", async ({ request }) => {
  const [tour] = await demoTours(request);
  const response = await request.get(`/tours/${tour!.id}`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(tour!.title);

  const [french] = (await (await request.get('/api/tours/tours?lang=fr')).json()) as {
    id: number;
    title: string;
  }[];
  const frenchPage = await request.get(`/tours/${french!.id}?lang=fr`);
  expect(await frenchPage.text()).toContain(french!.title);
});

test('an unknown address is the renderer’s 404 page, not the shell', async ({ request }) => {
  for (const path of ['/no-such-page', '/tours/987654', '/administrator']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(await response.text(), path).toContain(RENDERED);
  }
});

test('the admin is the client-only shell: never rendered, never indexed, no business data', async ({
  request,
}) => {
  const tours = await demoTours(request);
  for (const path of ['/admin', '/admin/bookings', '/admin?lang=fr']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    const html = await response.text();
    expect(html, path).not.toContain(RENDERED);
    expect(html, path).toContain('<div id="root">');
    for (const tour of tours) expect(html, path).not.toContain(tour.title);
  }
});

test('the admin shell starts the app in the browser: its sign-in form', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
