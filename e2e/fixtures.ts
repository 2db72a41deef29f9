import { test as base, expect } from '@playwright/test';

/**
 * Responses the auth protocol answers with on purpose (401 from /api/auth/me when signed out, or
 * from a wrong password): Chromium logs them as console errors, but they are not faults.
 */
const EXPECTED_FAILURES = [/\/api\/auth\/(me|login)$/];

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
