import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsAdmin } from './support/admin';

/**
 * The pages run under the site's Content-Security-Policy without breaking it (docs/security.md,
 * docs/decisions/022-input-bounds.md). A blocked `eval` that the page catches reaches no console,
 * so violations are collected from the document's own `securitypolicyviolation` events.
 */
type Violation = { page: string; directive: string; blocked: string; source: string };

declare global {
  interface Window {
    cspViolations?: Violation[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
});

/** Violations since the page was loaded, read before leaving it. */
async function violationsOn(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

test('the public pages and their forms cause no CSP violation', async ({ page }) => {
  const violations: Violation[] = [];
  const visit = async (path: string, use?: () => Promise<void>) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    await use?.();
    violations.push(...(await violationsOn(page)));
  };

  await visit('/');
  let tourPath = '';
  await visit('/tours', async () => {
    const firstTour = page.getByRole('list', { name: 'Tours' }).getByRole('link').first();
    tourPath = (await firstTour.getAttribute('href')) ?? '';
  });
  expect(tourPath).toMatch(/^\/tours\/\d+$/);
  await visit(tourPath, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  // The forms validate with the contracts' schemas: an empty submit runs them.
  await visit('/booking', async () => {
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await page.getByLabel('Tour', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Full name').fill('S');
    // Enabled once the service has priced the tour.
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  });
  await visit('/contact', async () => {
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
  });
  await visit('/gallery');

  expect(violations).toEqual([]);
});

test('the admin, signed out and signed in, causes no CSP violation', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByLabel('Password')).toBeVisible();
  const signedOut = await violationsOn(page);

  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Add New Tour' }).click();
  await page.getByRole('button', { name: 'Add Tour', exact: true }).click();
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();

  expect([...signedOut, ...(await violationsOn(page))]).toEqual([]);
});
