import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import adminEn from '../apps/web/src/i18n/en/admin.json' with { type: 'json' };
import adminFr from '../apps/web/src/i18n/fr/admin.json' with { type: 'json' };
import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { adminApi } from './support/admin';
import { dashboardStatesOnce, type DashboardStates } from './support/dashboard-states';
import { reviewLinkOfTodaysTrip } from './support/ended-trip';
import { brokenReferences, coveredByChatButton, sidewaysOverflow } from './support/layout-checks';

/**
 * docs/product.md (Screens): on a 390 px phone no public page and no dashboard tab scrolls
 * sideways, in either language; the chat button covers nothing on a page's first screen or at its
 * end; a booking reference is never broken over two lines; the review's thank-you comes into view
 * with the focus. On a 1366 px laptop the French dashboard shows every tab of its strip
 * (docs/decisions/069). The departure's manifest and the day's departures are checked by their
 * own specs, not here. The layout is the same through either gateway, so the nginx run keeps only
 * the public pages.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];
const ADMIN_TEXTS = { en: adminEn, fr: adminFr } as const;
const TABS = [
  'overview',
  'tours',
  'bookings',
  'departures',
  'inbox',
  'reviews',
  'messages',
  'settings',
  'gallery',
] as const;

/** What the checks found, by the screen's name; empty when they found nothing. */
type Report = Record<string, string[]>;

function withLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=fr`;
}

/** Once the screen's data arrived: no spinner, nothing busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function checkLayout(page: Page, report: Report, view: string): Promise<void> {
  await settled(page);
  const found = [...(await sidewaysOverflow(page)), ...(await brokenReferences(page))];
  if (found.length > 0) report[view] = found;
}

/** The chat button on the page's first screen, and once the page is scrolled to its end. */
async function checkChatButton(page: Page, report: Report, view: string): Promise<void> {
  const found = (await coveredByChatButton(page)).map((what) => `first screen: ${what}`);
  const chat = page.locator('[data-chat-button]');
  if ((await chat.count()) > 0) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(chat).toBeVisible();
    found.push(...(await coveredByChatButton(page)).map((what) => `page end: ${what}`));
  }
  if (found.length > 0) report[`${view} (chat button)`] = found;
}

/** axe on a state this spec makes that the accessibility spec does not (e2e/accessibility.spec.ts). */
async function checkAccessibility(page: Page, report: Report, view: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    ({ id, nodes }) => `axe ${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
  );
  if (found.length > 0) report[`${view} (axe)`] = found;
}

async function signIn(page: Page): Promise<void> {
  // The browser's own session: the API's cookie is the page's cookie.
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
}

async function openDashboard(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(withLanguage(path, language));
  await expect(
    page
      .getByRole('tabpanel')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
  await settled(page);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  let reviewPath: string;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const admin = await adminApi(playwright, testInfo.project.use.baseURL);
    ({ reviewPath } = await reviewLinkOfTodaysTrip(
      admin,
      { name: 'Nadia Phone', email: `nadia-phone-${Date.now()}@example.com` },
      `Ourika on a phone ${Date.now()}`,
    ));
    await admin.dispose();
  });

  for (const language of LANGUAGES) {
    test(`every public page, ${language}: nothing scrolls sideways, the chat button covers nothing`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const [tour] = (await (await request.get('/api/tours/tours')).json()) as { id: number }[];
      if (!tour) throw new Error('the demo catalogue has no tour');
      const pages = [
        '/',
        '/tours',
        `/tours/${tour.id}`,
        '/booking',
        `/booking?tour=${tour.id}`,
        '/gallery',
        '/contact',
        reviewPath,
        '/review/no-such-link',
        '/no-such-page',
      ];
      const report: Report = {};
      for (const path of pages) {
        await page.goto(withLanguage(path, language));
        await checkLayout(page, report, path);
        await checkChatButton(page, report, path);
      }
      expect(report).toEqual({});
    });
  }

  test('the review’s thank-you comes into view with the focus once sent', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const admin = await adminApi(playwright, baseURL);
    const link = await reviewLinkOfTodaysTrip(
      admin,
      { name: 'Omar Thumbs', email: `omar-thumbs-${Date.now()}@example.com` },
      `Ourika reviewed on a phone ${Date.now()}`,
    );
    await admin.dispose();
    await page.goto(link.reviewPath);
    const fiveStars = page.getByRole('radio', { name: /^5 stars/ });
    await page.locator('label').filter({ has: fiveStars }).click();
    await page.getByLabel('Your review (optional)').fill('The valley, the falls and the tea.');
    // The button sits below the first screen: the page scrolls down to it.
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const thanks = page.getByRole('heading', { name: 'Thank You!' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
  });
});

test.describe('the dashboard on a 390 px phone', () => {
  test.skip(process.env.E2E_GATEWAY === 'nginx', 'the same pages as through the Node gateway');
  test.use({ viewport: PHONE });

  let states: DashboardStates;
  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(120_000);
    states = await dashboardStatesOnce(playwright, testInfo.project.use.baseURL);
  });

  for (const language of LANGUAGES) {
    const texts = ADMIN_TEXTS[language];

    test(`every tab and a booking's page, ${language}: nothing scrolls sideways, no reference breaks`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await signIn(page);
      const panel = page.getByRole('tabpanel');
      const report: Report = {};

      // Each tab, opened from the strip as the operator does.
      const strip = page.getByRole('tablist');
      const openTab = async (tab: (typeof TABS)[number]) => {
        await strip.getByRole('tab', { name: texts.tabs[tab], exact: true }).click();
        await settled(page);
      };
      await openDashboard(page, '/admin', language);
      for (const tab of TABS) {
        await openTab(tab);
        await checkLayout(page, report, tab);
      }
      // The rows in every state: one tour's bookings, departures and settings.
      await openDashboard(page, `/admin?tab=bookings&tour_id=${states.tour.id}`, language);
      await checkLayout(page, report, "the states' bookings");
      await openTab('departures');
      await panel.getByRole('combobox').first().selectOption(String(states.tour.id));
      await settled(page);
      await checkLayout(page, report, "the states' departures");
      await openTab('tours');
      await panel.getByRole('button', { name: texts.tours.add }).click();
      await expect(page.locator('.ql-editor').first()).toBeVisible();
      await checkLayout(page, report, 'the tour editor');

      // A new tier, refused inline for overlapping the tour's 4–12 tier.
      await openDashboard(page, '/admin?tab=settings', language);
      await panel.getByRole('combobox').first().selectOption(String(states.tour.id));
      const pricing = panel.getByRole('region', { name: texts.settings.pricing.heading });
      await pricing.getByRole('button', { name: texts.settings.pricing.add }).click();
      const min = pricing.getByLabel(texts.settings.pricing.min, { exact: true });
      await min.fill('3');
      await pricing.getByLabel(texts.settings.pricing.max, { exact: true }).fill('5');
      await pricing.getByLabel(texts.settings.pricing.price).fill('90');
      await pricing.getByRole('button', { name: texts.common.save }).click();
      await expect(min).toBeFocused();
      await expect(min).toHaveAttribute('aria-invalid', 'true');
      await checkLayout(page, report, 'a tier refused beside its field');
      await checkAccessibility(page, report, 'a tier refused beside its field');

      // A logged e-mail, opened.
      await openTab('messages');
      await panel
        .getByRole('button', { name: new RegExp(`^${texts.messages.open}`) })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkLayout(page, report, 'an e-mail opened');
      await checkAccessibility(page, report, 'an e-mail opened');

      for (const [status, id] of Object.entries(states.pages)) {
        await openDashboard(page, `/admin/bookings/${id}`, language);
        await checkLayout(page, report, `a ${status} booking's page`);
      }
      expect(report).toEqual({});
    });
  }

  test('every tab of the strip is reached, the open one in view, a shadow where more lie', async ({
    page,
  }) => {
    await signIn(page);
    await openDashboard(page, '/admin?lang=fr', 'fr');
    const strip = page.getByRole('tablist');
    // Tabs lie beyond the right end: a shadow says so.
    expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await strip.evaluate((list) => getComputedStyle(list).backgroundImage)).toContain(
      'gradient',
    );
    for (const tab of TABS) {
      const button = strip.getByRole('tab', { name: adminFr.tabs[tab], exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-selected', 'true');
      // Brought into the strip's view whole, the last one included.
      await expect
        .poll(() =>
          button.evaluate((element) => {
            const tabBox = element.getBoundingClientRect();
            const stripBox = element.parentElement!.getBoundingClientRect();
            return tabBox.left >= stripBox.left - 1 && tabBox.right <= stripBox.right + 1;
          }),
        )
        .toBe(true);
    }
  });
});

test.describe('the French dashboard on a 1366 px laptop', () => {
  test.skip(process.env.E2E_GATEWAY === 'nginx', 'the same pages as through the Node gateway');
  test.use({ viewport: LAPTOP });

  test('shows every tab of its strip, its counts included', async ({ page, playwright }, info) => {
    test.setTimeout(120_000);
    // Unviewed bookings and new messages: the strip carries their counts too.
    await dashboardStatesOnce(playwright, info.project.use.baseURL);
    await signIn(page);
    await openDashboard(page, '/admin?lang=fr', 'fr');
    const strip = page.getByRole('tablist');
    for (const tab of ['bookings', 'inbox'] as const) {
      await expect(strip.getByRole('tab', { name: adminFr.tabs[tab] })).toHaveAccessibleDescription(
        /\d/,
      );
    }
    expect(await strip.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    for (const tab of TABS) {
      const button = strip.getByRole('tab', { name: adminFr.tabs[tab], exact: true });
      await expect(button).toBeInViewport({ ratio: 1 });
      const inside = await button.evaluate((element) => {
        const tabBox = element.getBoundingClientRect();
        const stripBox = element.parentElement!.getBoundingClientRect();
        return tabBox.left >= stripBox.left && tabBox.right <= stripBox.right;
      });
      expect(inside, `${tab} within the strip`).toBe(true);
    }
    await strip.getByRole('tab', { name: adminFr.tabs.gallery }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(strip.getByRole('tab', { name: adminFr.tabs.gallery })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
