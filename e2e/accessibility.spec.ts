import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import adminEn from '../apps/web/src/i18n/en/admin.json' with { type: 'json' };
import adminFr from '../apps/web/src/i18n/fr/admin.json' with { type: 'json' };
import { addMonths, todayIn } from '@mt/domain/trip-dates';
import { DATA_DIR, E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { adminApi } from './support/admin';
import { createDashboardStates, type DashboardStates } from './support/dashboard-states';

/**
 * axe on every public page and every admin tab (and a booking's page and a manifest), in both
 * languages, on a laptop and a phone (the dashboard's paired, see DASHBOARD_RUNS): no violation
 * anywhere (docs/product.md Accessibility). The rules: every one axe runs by default, best
 * practices included, and label-content-name-mismatch (docs/decisions/062). The dashboard is
 * scanned over one data set with every state a row can be in (support/dashboard-states.ts), and
 * over its empty lists.
 */

const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LANGUAGES = ['en', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];
const ADMIN_TEXTS = { en: adminEn, fr: adminFr } as const;

/**
 * axe's experimental rules are off by default; this one is run too (docs/decisions/062): a
 * control's name must contain its visible words (WCAG 2.5.3), which the outside check found broken.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** Each violation as one line: the rule, its impact, how many nodes, and where. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .options({ rules: EXTRA_RULES })
    .analyze();
  return found.map(
    ({ id, impact, nodes }) =>
      `${id} (${impact ?? 'n/a'}, ${nodes.length}): ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
  );
}

function withLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=fr`;
}

for (const viewport of VIEWPORTS) {
  for (const language of LANGUAGES) {
    test(`public pages, ${language}, ${viewport.name}: no axe violation`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const [tour] = (await (await request.get('/api/tours/tours')).json()) as { id: number }[];
      if (!tour) throw new Error('the demo catalogue has no tour');
      const pages = [
        '/',
        '/tours',
        `/tours/${tour.id}`,
        '/gallery',
        '/contact',
        '/booking',
        `/booking?tour=${tour.id}`,
        '/review/no-such-link',
        '/no-such-page',
      ];
      const report: Record<string, string[]> = {};
      for (const path of pages) {
        await page.goto(withLanguage(path, language));
        const found = await violations(page);
        if (found.length > 0) report[path] = found;
      }
      expect(report).toEqual({});
    });
  }
}

/**
 * The dashboard is scanned in each language and on each screen, paired rather than crossed:
 * French on a phone (the operator's team in the field), English on a laptop. The pages, their
 * structure and their colours are the same in both languages, and the few controls a phone or a
 * laptop alone shows are met in one language each; crossing them doubled the suite's longest
 * file (7.8 minutes of the CI run's 27) for scans that find the same nodes. The public pages,
 * the visitors', stay crossed.
 */
const DASHBOARD_RUNS = [
  { language: 'fr', viewport: VIEWPORTS[1] },
  { language: 'en', viewport: VIEWPORTS[0] },
] as const;

/** What the scans found, by the view's name; empty when axe found nothing. */
type Report = Record<string, string[]>;

async function scan(page: Page, report: Report, view: string): Promise<void> {
  // Let the view's data arrive: a spinner is not what the operator reads.
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await violations(page);
  if (found.length > 0) report[view] = found;
}

/** A dashboard address (signed in) in `language`, once its tab or page is shown. */
async function openDashboard(page: Page, path: string, language: Language): Promise<void> {
  await page.goto(withLanguage(path, language));
  await expect(
    page
      .getByRole('tabpanel')
      .or(page.getByRole('heading', { level: 1 }))
      .first(),
  ).toBeVisible();
}

async function signIn(page: Page): Promise<void> {
  // The browser's own session: the API's cookie is the page's cookie.
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
}

/**
 * The data set, made once per run: a test that fails restarts its worker, which runs beforeAll
 * again, and a second set would only make the later scans longer.
 */
const STATES_FILE = `${DATA_DIR}/accessibility-dashboard-states.json`;

test.describe('the dashboard, with a row in every state', () => {
  let states: DashboardStates;

  test.beforeAll(async ({ playwright }, testInfo) => {
    if (existsSync(STATES_FILE)) {
      states = JSON.parse(readFileSync(STATES_FILE, 'utf8')) as DashboardStates;
      return;
    }
    const baseURL = testInfo.project.use.baseURL;
    const admin = await adminApi(playwright, baseURL);
    const visitor = await playwright.request.newContext({ baseURL });
    states = await createDashboardStates(admin, visitor);
    await Promise.all([admin.dispose(), visitor.dispose()]);
    writeFileSync(STATES_FILE, JSON.stringify(states));
  });

  for (const { language, viewport } of DASHBOARD_RUNS) {
    const texts = ADMIN_TEXTS[language];

    test(`sign-in and every tab, ${language}, ${viewport.name}: no axe violation`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      const report: Report = {};
      const panel = page.getByRole('tabpanel');

      await page.goto(withLanguage('/admin', language));
      await expect(page.locator('input[type="password"]')).toBeVisible();
      await scan(page, report, 'sign-in');
      await signIn(page);

      // Each tab where its rows are in every state (the data set's are the newest, so the
      // first page of each list holds them).
      await openDashboard(page, '/admin', language);
      await expect(panel.getByText(states.tour.title).first()).toBeVisible();
      await scan(page, report, 'overview');

      await openDashboard(page, '/admin?tab=tours', language);
      await scan(page, report, 'tours');
      // The tour editor, rich-text editor included.
      await panel.getByRole('button', { name: texts.tours.add }).click();
      await expect(page.locator('.ql-editor').first()).toBeVisible();
      await scan(page, report, 'tour editor');

      // Every status, viewed and not, every balance: the one tour's bookings.
      await openDashboard(page, `/admin?tab=bookings&tour_id=${states.tour.id}`, language);
      await expect(panel.getByText('Amina Pending')).toBeVisible();
      await scan(page, report, 'bookings');

      // The tour's departures: with bookings, full, stopped.
      await openDashboard(page, '/admin?tab=departures', language);
      await panel.getByRole('combobox').first().selectOption(String(states.tour.id));
      const nextMonth = panel
        .getByRole('navigation', { name: texts.departures.monthNav })
        .getByRole('button')
        .last();
      // The tab opens on this month (Marrakech's); the dates are at most a month after it.
      let shown = todayIn().slice(0, 7);
      const months = new Set(Object.values(states.dates).map((date) => date.slice(0, 7)));
      for (const month of [...months].sort()) {
        while (shown < month) {
          await nextMonth.click();
          shown = addMonths(`${shown}-01`, 1).slice(0, 7);
        }
        await expect(
          panel.getByRole('link', { name: texts.departures.openManifest }).first(),
        ).toBeVisible();
        await scan(page, report, `departures of ${month}`);
      }

      // New, read and handled messages; reviews shown, hidden, answered, without text; e-mails
      // sent and failed.
      for (const tab of ['inbox', 'reviews', 'messages'] as const) {
        await openDashboard(page, `/admin?tab=${tab}`, language);
        await page.waitForLoadState('networkidle');
        await scan(page, report, tab);
      }

      // The tour's group prices and tags, beside every tag and the operator's settings.
      await openDashboard(page, '/admin?tab=settings', language);
      await panel.getByRole('combobox').first().selectOption(String(states.tour.id));
      await page.waitForLoadState('networkidle');
      await scan(page, report, 'settings');

      // Photos with both captions, one, none, and one being edited.
      await openDashboard(page, '/admin?tab=gallery', language);
      await panel.locator('button', { hasText: texts.gallery.editCaptions }).first().click();
      await expect(panel.getByRole('button', { name: texts.common.cancel })).toBeVisible();
      await scan(page, report, 'gallery');
      expect(report).toEqual({});
    });

    test(`a booking's page in each status and the manifests, ${language}, ${viewport.name}: no axe violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const report: Report = {};
      await signIn(page);
      for (const [status, id] of Object.entries(states.pages)) {
        await openDashboard(page, `/admin/bookings/${id}`, language);
        await page.waitForLoadState('networkidle');
        await scan(page, report, `a ${status} booking's page`);
      }
      // A departure's confirmed bookings with their totals, and one with none.
      for (const date of [states.dates.withBookings, states.dates.stopped]) {
        await openDashboard(page, `/admin/departures/${states.tour.id}/${date}/manifest`, language);
        await page.waitForLoadState('networkidle');
        await scan(page, report, `the manifest of ${date}`);
      }
      expect(report).toEqual({});
    });

    test(`the empty lists, ${language}, ${viewport.name}: no axe violation`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      const report: Report = {};
      const panel = page.getByRole('tabpanel');
      await signIn(page);

      // A search that matches nothing, and a filter with no result.
      for (const query of [`q=nothing-like-this`, `tour_id=${states.emptyTour.id}`]) {
        await openDashboard(page, `/admin?tab=bookings&${query}`, language);
        await expect(panel.getByText(texts.search.noMatch)).toBeVisible();
        await scan(page, report, `bookings, ${query.split('=')[0]} with no match`);
      }

      // A tour with nothing: no departure this month, no review, no group price or tag.
      await openDashboard(page, '/admin?tab=departures', language);
      await panel.getByRole('combobox').first().selectOption(String(states.emptyTour.id));
      await expect(panel.getByText(texts.departures.empty)).toBeVisible();
      await scan(page, report, 'departures, none this month');

      await openDashboard(page, '/admin?tab=reviews', language);
      await panel.getByRole('combobox').first().selectOption(String(states.emptyTour.id));
      await expect(panel.getByText(texts.reviews.emptyFiltered)).toBeVisible();
      await scan(page, report, 'reviews, a filter with no result');

      await openDashboard(page, '/admin?tab=settings', language);
      await panel.getByRole('combobox').first().selectOption(String(states.emptyTour.id));
      await page.waitForLoadState('networkidle');
      await scan(page, report, 'settings of a tour without group prices or tags');
      expect(report).toEqual({});
    });
  }
});
