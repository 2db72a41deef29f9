import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Signs the suite's admin in through the dashboard's own form. */
export async function signInAsAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard v2.0' })).toBeVisible();
}
