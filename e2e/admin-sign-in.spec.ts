import { E2E_ADMIN } from '../playwright.config';
import { expect, test } from './fixtures';

const TABS = [
  'Overview',
  'Tours',
  'Bookings',
  'Departures',
  'Inbox',
  'Reviews',
  'E-mail log',
  'Settings',
  'Gallery',
];

test('an admin signs in, stays signed in across a reload, and signs out', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Admin Dashboard v2.0' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${E2E_ADMIN.email}`)).toBeVisible();
  // A tab may carry its badge's count after its name (new messages from other specs).
  await expect(page.getByRole('tab')).toHaveText(TABS.map((name) => new RegExp(`^${name}\\d*$`)));

  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard v2.0' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // Signed out means signed out on the server too: the admin API refuses the browser now.
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test('the session cookie is HttpOnly and SameSite=Lax', async ({ page, context }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'mt_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('mt_session');
});
