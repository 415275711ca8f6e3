import { type Page } from '@playwright/test';
import { expect } from './test';

/** The admin password scripts/e2e.sh starts the server with. */
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123';

/** Signs in through the login screen as the owner does, then opens `path` when it is not the dashboard. */
export async function signIn(page: Page, path = '/admin'): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  if (path !== '/admin') await page.goto(path);
}
