import type { Page } from '@playwright/test';

import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * Every element the keyboard reaches shows that it has focus (docs/product.md Accessibility): an
 * outline, or a ring (a box shadow), on it or on the card or field around it.
 */
// Transitions off (a style the page's CSP would refuse), so a style is read as it ends.
test.use({ bypassCSP: true });

const MAX_STOPS = 80;

/** Tabs through the page once; answers each stop that shows no focus. */
async function unmarkedStops(page: Page): Promise<string[]> {
  const unmarked: string[] = [];
  let first: string | null = null;
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) return null;
      // The element and the card or field around it, as they look focused, then not.
      const chain: Element[] = [];
      for (let node: Element | null = active; node && chain.length < 4; node = node.parentElement) {
        chain.push(node);
      }
      const look = () =>
        chain
          .map((node) => {
            const style = getComputedStyle(node);
            return [
              style.outlineStyle,
              style.outlineWidth,
              style.outlineColor,
              style.boxShadow,
              style.borderColor,
              style.backgroundColor,
              style.textDecorationLine,
            ].join(' ');
          })
          .join('|');
      const focused = look();
      active.blur();
      const unfocused = look();
      // Back where the keyboard was, so the next Tab goes on from here.
      active.focus();
      const name =
        active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
      return { key: `${active.tagName.toLowerCase()} "${name}"`, marked: focused !== unfocused };
    });
    if (!found) continue;
    if (found.key === first) break;
    first ??= found.key;
    if (!found.marked) unmarked.push(found.key);
  }
  return unmarked;
}

test('every stop of the keyboard shows its focus, on the public pages and in the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [tour] = (await (await request.get('/api/tours/tours')).json()) as { id: number }[];
  if (!tour) throw new Error('the demo catalogue has no tour');
  const report: Record<string, string[]> = {};
  for (const path of [
    '/',
    '/tours',
    `/tours/${tour.id}`,
    '/gallery',
    '/contact',
    `/booking?tour=${tour.id}`,
  ]) {
    await page.goto(path);
    await page.addStyleTag({ content: '*, *::after { transition: none !important; }' });
    const unmarked = await unmarkedStops(page);
    if (unmarked.length > 0) report[path] = unmarked;
  }

  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
  await page.goto('/admin');
  await page.addStyleTag({ content: '*, *::after { transition: none !important; }' });
  await expect(page.getByRole('tab').first()).toBeVisible();
  const unmarked = await unmarkedStops(page);
  if (unmarked.length > 0) report['/admin'] = unmarked;

  expect(report).toEqual({});
});
