import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/**
 * Signs the suite's admin in through the dashboard's own form, on the Tours tab unless `path`
 * names another (the dashboard opens on its Overview).
 */
export async function signInAsAdmin(page: Page, path = '/admin?tab=tours'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard v2.0' })).toBeVisible();
}

/**
 * An API client signed in as the suite's admin, for setting up what a test needs (a tour, say)
 * without clicking through the dashboard. Dispose of it at the end of the test.
 */
export async function adminApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
  return admin;
}

/** Creates a tour through the admin API, for a test of its own; answers its id. */
export async function createTour(
  admin: APIRequestContext,
  data: Record<string, unknown>,
): Promise<number> {
  const created = await admin.post('/api/tours/tours', { data });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
