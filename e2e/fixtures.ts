import { test as base, expect } from '@playwright/test';
import { demoSeeded } from '../scripts/demo/seeded';

/**
 * Responses the protocols answer with on purpose: 401 from /api/auth/me when signed out or from
 * a wrong password, 404/410 for an unknown or expired review link, which the page turns into
 * its "Invalid Review Link" state, and a page rendered on the server with its real status: 404
 * for an unknown tour, page or review link, 410 for a used one (docs/decisions/024). Chromium
 * logs them as console errors; they are not faults.
 */
const EXPECTED_FAILURES = [
  /\/api\/auth\/(me|login)$/,
  /\/api\/tours\/reviews\/form\/[^/?]+(\?.*)?$/,
  // A page's address: no /api/ prefix and no file extension.
  /^https?:\/\/[^/]+\/(?!api\/)[^.?]*(\?.*)?$/,
];

/** A console error or an uncaught exception fails the test (a pattern from epic-stack). */
export const test = base.extend<{ consoleErrors: string[] }, { demoContent: void }>({
  // `pnpm start` seeds the demo content after the site answers /health (docs/decisions/029):
  // the specs read it, so each worker waits for it once.
  demoContent: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await demoSeeded(String(workerInfo.project.use.baseURL));
      await use();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  // A page rendered on the server shows its form before React runs: what a test types then is
  // not in React's state. Each navigation waits for the page's screen to be live
  // (src/components/layout/main-layout.tsx, ScreenLive).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      // A part that hydrates after its screen (a form, docs/decisions/044) says so until it is
      // live (src/lib/hydrating-mark.ts).
      const live = async () => {
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        await page.waitForFunction(() => !document.querySelector('[data-hydrating]'));
      };
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response?.headers()['content-type']?.startsWith('text/html')) await live();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (...args) => {
        const response = await reload(...args);
        await live();
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const source = message.location().url;
        if (EXPECTED_FAILURES.some((pattern) => pattern.test(source))) return;
        errors.push(`${message.text()} (${source})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
