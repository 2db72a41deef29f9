import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminApi, createTour } from './support/admin';
import { reviewLinkOfTodaysBooking } from './support/ended-trip';

/**
 * A tour page that sells (docs/decisions/067): the rating on every card and beside the title, in
 * the list's structured data, and the photos full screen, swiped on a phone, moved by the keys.
 */

type ListedTour = { id: number; title: string; average_rating: number; total_reviews: number };

/** A one-day tour of its own, reviewed by two customers through their single-use links. */
async function reviewedTour(admin: APIRequestContext, visitor: APIRequestContext, title: string) {
  const tourId = await createTour(admin, {
    title,
    description: '<p>A day in the Ourika valley, back in Marrakech for dinner.</p>',
    price: 60,
    duration: '1 day',
    location: 'Ourika',
    max_participants: 8,
  });
  const marker = title.replace(/\W+/g, '-').toLowerCase();
  for (const [index, rating] of [5, 4].entries()) {
    const reviewPath = await reviewLinkOfTodaysBooking(admin, tourId, {
      name: `Guest ${index}`,
      email: `${marker}-${index}@example.com`,
    });
    const token = reviewPath.split('/').pop()!;
    const submitted = await visitor.post(`/api/tours/reviews/submit/${token}`, {
      data: { rating, customer_name: `Guest ${index}`, review_text: 'A lovely day.' },
    });
    expect(submitted.status()).toBe(201);
  }
  return tourId;
}

/** A tour with five photos, none reviewed. */
async function photographedTour(admin: APIRequestContext, title: string) {
  return createTour(admin, {
    title,
    description: '<p>Sunset over the stone desert.</p>',
    price: 45,
    duration: 'Half day',
    location: 'Agafay',
    max_participants: 12,
    images: [1, 2, 3, 4, 5].map((n) => ({
      image_url: `/api/placeholder/1200/800?text=${n}`,
      alt_text: `Agafay view ${n}`,
      is_main: n === 1,
    })),
  });
}

/**
 * The open viewer, as e2e/accessibility.spec.ts checks every page (with label-content-name-mismatch
 * too), and every Content-Security-Policy violation since the page loaded, as
 * e2e/content-security-policy.spec.ts collects them: neither spec opens the viewer.
 */
async function expectViewerClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
  expect(await page.evaluate(() => window.photoPageCspViolations)).toEqual([]);
}

declare global {
  interface Window {
    photoPageCspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.photoPageCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.photoPageCspViolations?.push(`${event.effectiveDirective}: ${event.blockedURI}`);
    });
  });
});

/** The first JSON-LD document the server wrote into the page. */
async function servedJsonLd(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const [, json = ''] =
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html) ?? [];
  return JSON.parse(json) as {
    itemListElement: {
      name: string;
      item: { aggregateRating?: { ratingValue: number; reviewCount: number } };
    }[];
  };
}

test('a tour card with its rating: on the list, on home, beside the title and in the JSON-LD', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const title = `Ourika Rated ${Date.now()}`;
  const tourId = await reviewedTour(admin, page.request, title);
  const rating = '4.5 out of 5, 2 reviews';

  await page.goto('/tours');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByRole('img', { name: rating })).toBeVisible();
  await expect(card).toContainText('4.5(2 reviews)');

  await page.goto(`/tours/${tourId}`);
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  const beside = heading.locator('xpath=following-sibling::*[1]');
  await expect(beside.getByRole('img', { name: rating })).toBeVisible();
  // The same figures as the reviews at the foot of the page.
  await expect(
    page.getByRole('region', { name: 'Customer Reviews' }).getByText('2 reviews'),
  ).toBeVisible();

  // Every card, home's featured ones included, says what the service counts, and nothing for a
  // tour without reviews.
  const tours = (await (await page.request.get('/api/tours/tours')).json()) as ListedTour[];
  const rated = (tour: ListedTour) =>
    `${tour.average_rating.toFixed(1)} out of 5, ${tour.total_reviews} review${tour.total_reviews === 1 ? '' : 's'}`;
  await page.goto('/');
  const featured = page.getByRole('list', { name: 'Featured Tours' }).getByRole('listitem');
  await expect(featured.first()).toBeVisible();
  for (const item of await featured.all()) {
    const name = await item.getByRole('heading').innerText();
    const tour = tours.find((candidate) => candidate.title === name)!;
    if (tour.total_reviews > 0)
      await expect(item.getByRole('img', { name: rated(tour) })).toBeVisible();
    else await expect(item.getByRole('img', { name: /out of 5/ })).toHaveCount(0);
  }

  // The list's structured data: each tour a Product, rated only when reviewed.
  const list = await servedJsonLd(page, '/tours');
  expect(list.itemListElement.some((entry) => entry.item.aggregateRating)).toBe(true);
  for (const entry of list.itemListElement) {
    const tour = tours.find((candidate) => candidate.title === entry.name)!;
    expect(entry.item.aggregateRating, entry.name).toEqual(
      tour.total_reviews > 0
        ? expect.objectContaining({
            ratingValue: tour.average_rating,
            reviewCount: tour.total_reviews,
          })
        : undefined,
    );
  }
  await admin.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the photo viewer opens on a tap, swipes to the next photo, says where it is, and Escape gives the focus back', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminApi(playwright, baseURL);
    const tourId = await photographedTour(admin, `Agafay Photos ${Date.now()}`);
    const viewerScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/photo-viewer-[^/]*\.js$/.test(request.url()))
        viewerScripts.push(request.url());
    });

    await page.goto(`/tours/${tourId}`);
    // Not in the page's scripts: it loads when a photo is opened.
    expect(viewerScripts).toEqual([]);
    await page.getByRole('button', { name: 'Agafay view 1 View photo 1 of 5 full screen' }).tap();

    const viewer = page.getByRole('dialog', { name: 'Tour photos, full screen' });
    await expect(viewer).toBeVisible();
    expect(viewerScripts).toHaveLength(1);
    await expect(viewer).toHaveAttribute('aria-modal', 'true');
    const position = viewer.getByText(/^Photo \d of 5$/);
    await expect(position).toHaveText('Photo 1 of 5');
    await expect(position).toHaveAttribute('aria-live', 'polite');
    await expect(viewer.getByRole('button', { name: 'Close the photos' })).toBeVisible();
    // Full screen.
    const box = await viewer.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });

    // A finger swipes right to left, as the phone's touch screen sends it.
    const touch = await page.context().newCDPSession(page);
    const at = (x: number) => [{ x, y: 420 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(320) });
    for (const x of [280, 220, 160, 100, 60]) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(position).toHaveText('Photo 2 of 5');
    await expect(viewer.getByRole('img', { name: 'Agafay view 2' })).toBeInViewport();
    await expectViewerClean(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // Back on the page, on the photo last seen, with the focus where it was.
    await expect(
      page.getByRole('button', { name: 'Agafay view 2 View photo 2 of 5 full screen' }),
    ).toBeFocused();
    await admin.dispose();
  });
});

test('on a laptop the arrow keys move the viewer, the focus stays in it, and Escape closes it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await adminApi(playwright, baseURL);
  const tourId = await photographedTour(admin, `Agafay Keys ${Date.now()}`);
  await page.goto(`/tours/${tourId}`);

  const opener = page.getByRole('button', { name: 'Agafay view 1 View photo 1 of 5 full screen' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Tour photos, full screen' });
  const position = viewer.getByText(/^Photo \d of 5$/);
  await expect(position).toHaveText('Photo 1 of 5');

  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Photo 2 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText('Photo 3 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('Photo 2 of 5');

  // Tab goes round the viewer's own buttons, and never to the page behind it, which is inert:
  // past the last button only the browser's own controls, as with any modal dialog.
  const stops: string[] = [];
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await viewer.evaluate((dialog) => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'the browser';
        return dialog.contains(focused) ? (focused.getAttribute('aria-label') ?? 'viewer') : 'page';
      }),
    );
  }
  expect(stops).not.toContain('page');
  expect(stops).toEqual(
    expect.arrayContaining(['Previous photo', 'Next photo', 'Close the photos']),
  );
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(position).toHaveText('Photo 3 of 5');
  await expectViewerClean(page);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(
    page.getByRole('button', { name: 'Agafay view 3 View photo 3 of 5 full screen' }),
  ).toBeFocused();
  await admin.dispose();
});
