import type { APIRequestContext } from '@playwright/test';
import { openMailbox, sitePathOf } from './support/mailbox';
import { expect, test } from './support/test';

/** The subscriber's unsubscribe link from the admin CSV, as the owner would mail-merge it (null once they left). */
async function unsubscribeLink(request: APIRequestContext, origin: string, email: string): Promise<string | null> {
  const headers = { Origin: origin };
  expect((await request.post('/api/admin/login', { data: { password: process.env.E2E_ADMIN_PASSWORD }, headers })).ok()).toBe(true);
  const csv = await request.get('/api/newsletter/export/csv');
  expect(csv.ok()).toBe(true);
  const row = (await csv.text()).split('\r\n').find((line) => line.startsWith(`${email},`));
  return row ? row.split(',')[3] : null;
}

test('the unsubscribe link confirms, unsubscribes, and answers a second click kindly', async ({ page, request, baseURL }) => {
  const email = `leaver-${Date.now()}@example.com`;
  const mailbox = await openMailbox();
  try {
    expect((await request.post('/api/newsletter/subscribe', { data: { email, source: 'home' } })).status()).toBe(201);
    const confirmPath = sitePathOf((await mailbox.next(email)).text ?? '', '/newsletter/confirm');
    const token = new URLSearchParams(confirmPath.split('?')[1]).get('token');
    expect((await request.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
  } finally {
    await mailbox.close();
  }
  const link = await unsubscribeLink(request, baseURL ?? '', email);
  expect(link).toMatch(/\/newsletter\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}$/);
  const path = new URL(link!).pathname + new URL(link!).search;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stop receiving the newsletter?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('You will not receive the Dive Down Under newsletter any more.')).toBeVisible();
  expect(await unsubscribeLink(request, baseURL ?? '', email)).toBeNull();

  await page.reload();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Already unsubscribed' })).toBeVisible();

  // The signature's first character: all six of its bits are data, so this is always another signature.
  const tampered = path.replace(/\.(.)/, (_dot, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
  await page.goto(tampered);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
});
