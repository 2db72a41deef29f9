import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * What a page's first paint waits for (docs/decisions/068): its HTML only. The served page
 * carries its critical CSS in its head and links the whole stylesheet after its content; the main
 * photo of a tour comes at the width its column shows.
 */
async function aTourPath(request: APIRequestContext): Promise<string> {
  const tours = (await (await request.get('/api/tours/tours')).json()) as { id: number }[];
  if (!tours[0]) throw new Error('the demo catalogue is empty');
  return `/tours/${tours[0].id}`;
}

/** The tour photos the page downloaded, by the width in their file names. */
async function photoWidths(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /\/api\/media\/files\/[a-z0-9-]+-(\d+)\.webp$/.exec(entry.name)?.[1])
      .filter((width): width is string => width !== undefined)
      .map(Number),
  );
}

test('a served page carries its critical CSS, and the stylesheet after its content', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/tours',
    await aTourPath(request),
    '/gallery',
    '/contact',
    '/booking',
  ]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toMatch(/<style id="critical-css">[^]{1000,}<\/style>/);
    expect(head, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const afterContent = html.slice(html.indexOf('id="ssr-data"'));
    expect(afterContent, path).toMatch(/<link rel="stylesheet" href="\/assets\/index-[\w-]+\.css"/);
  }
});

test.describe('without JavaScript, and without the stylesheet', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is styled by its critical CSS alone', async ({ page, request }) => {
    // As if the stylesheet had not arrived yet: it comes empty.
    await page.route('**/assets/*.css', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
    await page.goto(await aTourPath(request));
    const styled = await page.evaluate(() => {
      const header = getComputedStyle(document.querySelector('header')!);
      return {
        body: getComputedStyle(document.body).backgroundColor,
        header: header.position,
        photo: getComputedStyle(document.querySelector('main img')!).objectFit,
      };
    });
    expect(styled.body).not.toBe('rgba(0, 0, 0, 0)');
    expect(styled.header).toBe('sticky');
    expect(styled.photo).toBe('cover');
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });

  test('every public page is laid out by its critical CSS as by the whole stylesheet: nothing moves when it comes', async ({
    page,
    request,
  }) => {
    /** Where each element of the page's main column stands, and how tall it is. */
    const layout = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main *')).map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(box.top)} ${Math.round(box.height)}`;
        }),
      );
    const paths = ['/', '/tours', await aTourPath(request), '/gallery', '/contact', '/booking'];
    const whole: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(path);
      whole[path] = await layout();
    }
    // As if the stylesheet had not arrived yet: it comes empty.
    await page.route('**/assets/*.css', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
    for (const path of paths) {
      await page.goto(path);
      expect(await layout(), path).toEqual(whole[path]);
    }
  });
});

test('the whole stylesheet loads with the page, for what the browser renders later', async ({
  page,
}) => {
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => Array.from(document.styleSheets).filter((sheet) => sheet.href).length),
    )
    .toBe(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test("a tour's main photo comes at 800 px, the width its screen shows", async ({
    page,
    request,
  }) => {
    await page.goto(await aTourPath(request));
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
    expect(await photoWidths(page)).not.toContain(1600);
    expect(await photoWidths(page)).toContain(800);
  });
});

test("on a laptop, a tour's main photo comes at 800 px, its column's width, not 1600", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(await aTourPath(request));
  await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
  expect(await photoWidths(page)).not.toContain(1600);
  expect(await photoWidths(page)).toContain(800);
});
