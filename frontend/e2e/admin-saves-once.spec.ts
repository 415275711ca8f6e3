import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './support/admin';
import { expectToast } from './support/toast';
import { expect, test } from './support/test';

// Unique per run so a re-run against the same server never collides with an earlier one.
const RUN = Date.now().toString(36);

/** How many items of a public list carry this exact name. */
async function publicCount(request: APIRequestContext, url: string, name: string): Promise<number> {
  const items = (await (await request.get(url)).json()) as { name: string }[];
  return items.filter((item) => item.name === name).length;
}

/** A mid-range phone's CPU (4× slower), where the page is slowest to disable a clicked button. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('the owner saves once', () => {
  /** Fills the product editor as the owner types it. */
  async function typeProduct(page: Page, name: string) {
    const editor = page.getByRole('region', { name: 'Product editor' });
    await editor.getByLabel('Name').pressSequentially(name, { delay: 100 });
    await editor.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Fins' }).click();
    await editor.getByLabel('Description').pressSequentially('Split fins.', { delay: 100 });
    await editor.getByLabel('Price (AUD)').pressSequentially('199', { delay: 100 });
    await editor.getByRole('textbox', { name: 'Image URL' }).pressSequentially('/images/gear/fins.svg', { delay: 100 });
    return editor.getByRole('button', { name: 'Add Product' });
  }

  test('a double click on Add Product adds one product to the shop', async ({ page }) => {
    const name = `Twin Click Fins ${RUN}`;
    await signIn(page);
    await page.getByRole('tab', { name: 'Products' }).click();
    const add = await typeProduct(page, name);

    await slowCpu(page);
    await add.dblclick();
    await expectToast(page, 'Product Created', `"${name}" was added to the shop.`);
    expect(await publicCount(page.request, '/api/products', name)).toBe(1);
  });

  test('two clicks that reach Add Product before the page can repaint still add one product', async ({ page }) => {
    const name = `Queued Click Fins ${RUN}`;
    await signIn(page);
    await page.getByRole('tab', { name: 'Products' }).click();
    const add = await typeProduct(page, name);

    // Both clicks in one task: what a slow phone does with a quick double tap, before React re-renders.
    await add.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expectToast(page, 'Product Created', `"${name}" was added to the shop.`);
    expect(await publicCount(page.request, '/api/products', name)).toBe(1);
  });

  test('a double click on Add Site adds one dive site to the directory', async ({ page }) => {
    const name = `Twin Click Bommie ${RUN}`;
    await signIn(page, '/admin/dive-sites');
    await page.getByRole('button', { name: 'Add New Site' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').pressSequentially(name, { delay: 100 });
    await dialog.getByLabel('Region').pressSequentially('Sydney', { delay: 100 });
    await dialog.getByLabel('Latitude').pressSequentially('-33.8', { delay: 100 });
    await dialog.getByLabel('Longitude').pressSequentially('151.29', { delay: 100 });

    await slowCpu(page);
    await dialog.getByRole('button', { name: 'Add Site' }).dblclick();
    await expectToast(page, 'Success', `${name} was added.`);
    expect(await publicCount(page.request, '/api/dive-sites', name)).toBe(1);
  });
});
