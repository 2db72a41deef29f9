import { expect, test } from './fixtures';

test('the public shell renders with navigation and switches to French', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await nav.getByRole('link', { name: 'Tours' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(nav.getByRole('link', { name: 'Tours' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Language: EN' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Langue : FR' })).toBeVisible();
});

test('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  // The renderer answers it with its real status on both gateways (docs/decisions/024, 025).
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('pages carry the security headers, and the policy stops an injected inline script', async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Served over plain http: no HSTS, which would pin the browser to https.
  expect(headers['strict-transport-security']).toBeUndefined();

  // What an XSS would try: an inline script added to the page. The browser refuses to run it
  // and reports the violation, which is the only console error this test expects.
  const violation = page.waitForEvent('console', (message) =>
    message.text().includes('Content Security Policy'),
  );
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await violation;
  const others = consoleErrors.filter((error) => !error.includes('Content Security Policy'));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
