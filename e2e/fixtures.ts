import { test as base, expect } from '@playwright/test';

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

/** A console error or an uncaught exception fails the test (CONVENTIONS.md, from epic-stack). */
export const test = base.extend<{ consoleErrors: string[] }>({
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
