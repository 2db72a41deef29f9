import { expect, test } from './fixtures';

test('a visitor opens gallery photos full screen and closes them again', async ({ page }) => {
  // The demo seed has uploaded the gallery's photos before any test runs (fixtures.ts).
  await page.goto('/gallery');
  await expect(page).toHaveTitle('Photo Gallery – Discover the Magic of Morocco');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();

  // The demo content seeds gallery photos: at least one, really loaded (a broken one is hidden).
  const thumbnails = page.getByRole('list', { name: 'Photos' }).getByRole('button');
  await expect(thumbnails.first()).toBeVisible();
  const count = await thumbnails.count();
  expect(count).toBeGreaterThanOrEqual(1);
  const firstImage = thumbnails.first().getByRole('img');
  await expect(firstImage).toHaveAttribute('srcset', /\d+w/);
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The shared photo viewer (components/photo-viewer), the tour pages' own.
  await thumbnails.first().click();
  const dialog = page.getByRole('dialog', { name: 'Gallery photos, full screen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Close the photos' })).toBeVisible();
  const shown = dialog.locator('.yarl__slide_current img');
  await expect(shown).toHaveAttribute('sizes', '100vw');
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // The page behind it stays still.
  const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await overflow()).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnails.first()).toBeFocused();
  expect(await overflow()).not.toBe('hidden');

  const another = thumbnails.nth(count > 1 ? 1 : 0);
  await another.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close the photos' }).click();
  await expect(dialog).toBeHidden();
  await expect(another).toBeFocused();
});
