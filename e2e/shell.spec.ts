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
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
