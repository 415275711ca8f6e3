import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123';
// Unique per run so a re-run against the same server never collides with an earlier one.
const RUN = Date.now().toString(36);

async function signIn(page: Page, path = '/admin') {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  if (path !== '/admin') await page.goto(path);
}

test.describe('admin area', () => {
  test('a wrong password shows "Invalid password" and clears the field', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Admin Access')).toBeVisible();
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid password')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('creates a draft article, publishes it on /blog, then unpublishes it', async ({ page }) => {
    const title = `Night Diving at Shelly Beach ${RUN}`;
    await signIn(page);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByLabel('Slug')).toHaveValue(`night-diving-at-shelly-beach-${RUN}`);
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Dive Sites' }).click();
    await page.getByLabel('Header Image URL').fill('https://images.example.com/shelly-beach.jpg');
    await page.getByRole('textbox', { name: 'Content' }).fill('Shelly Beach at night: torches, octopus and sleeping wobbegongs.');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByText('Blog Created')).toBeVisible();

    const drafts = page.getByTestId('drafts-list');
    await expect(drafts.getByText(title)).toBeVisible();
    await drafts.getByRole('button', { name: `Publish ${title}` }).click();
    const published = page.getByTestId('published-list');
    await expect(published.getByText(title)).toBeVisible();
    await expect(drafts.getByText(title)).toHaveCount(0);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/admin');
    await page.getByTestId('published-list').getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(page.getByTestId('drafts-list').getByText(title)).toBeVisible();

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });

  test('adds a dive site that then appears on the public dive-sites page', async ({ page }) => {
    const name = `Admin Test Reef ${RUN}`;
    await signIn(page, '/admin/dive-sites');
    await expect(page.getByRole('heading', { name: 'Manage Dive Sites' })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Region').fill('Sydney');
    await dialog.getByLabel('Latitude').fill('-33.8');
    await dialog.getByLabel('Longitude').fill('151.29');
    await dialog.getByLabel('Description', { exact: true }).fill('A sheltered reef made for an end-to-end test.');
    await dialog.getByRole('button', { name: 'Add Site' }).click();
    await expect(page.getByText(`${name} was added.`)).toBeVisible();

    await page.getByLabel('Search dive sites').fill(name);
    await expect(page.getByTestId('admin-dive-site')).toHaveCount(1);

    await page.goto('/dive-sites');
    await page.getByLabel('Search dive sites').fill(name);
    await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  });

  test('/admin/dive-sites asks for a login without a session', async ({ page }) => {
    await page.goto('/admin/dive-sites');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Admin Login' }).click();
    await expect(page.getByText('Admin Access')).toBeVisible();
  });
});
