import { readFileSync } from 'node:fs';
import { signIn } from './support/admin';
import { expect, test } from './support/test';

// Headless Chromium names itself "HeadlessChrome", which the bot list rightly leaves out: this test
// browses as a phone's browser does.
test.use({
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
});

test.describe('analytics', () => {
  test('the beacon counts a tagged visit and a search that found nothing; the owner reads them in the Analytics tab and downloads a CSV', async ({
    page,
  }) => {
    const run = Date.now().toString(36);
    const campaign = `e2e-spring-${run}`;
    const missing = `zzqx${run}`;

    // A visitor arrives from a tagged newsletter link: the beacon reports the view once the page is idle.
    const viewSent = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events') && r.postData()?.includes(campaign) === true);
    await page.goto(`/blog?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    const view = await viewSent;
    expect(view.headers()['content-type']).toMatch(/^text\/plain/);
    expect(JSON.parse(view.postData()!)).toEqual({
      kind: 'view',
      path: '/blog',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: campaign,
    });
    expect((await view.response())?.status()).toBe(202);
    expect(await (await view.response())?.headerValue('set-cookie')).toBeNull();

    // ...and searches for something the site does not have.
    const searchSent = page.waitForRequest((r) => r.url().endsWith('/api/analytics/events') && r.postData()?.includes('"search"') === true);
    await page.goto(`/search?q=${missing}`);
    await expect(page.getByRole('status').filter({ hasText: `No results found for "${missing}"` })).toBeVisible();
    expect(JSON.parse((await searchSent).postData()!)).toMatchObject({ kind: 'search', term: missing, results: 0 });
    expect(await page.context().cookies()).toEqual([]);

    await signIn(page);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByRole('button', { name: 'Today' }).click();
    // Events are written within about a second: Refresh until they show.
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(campaigns.getByRole('row', { name: new RegExp(`${campaign} newsletter email 1 1`) })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const zero = page.getByRole('table', { name: 'Searches that found nothing' });
    await expect(zero.getByRole('row', { name: `${missing} 1` })).toBeVisible();
    await expect(page.getByTestId('analytics-views')).not.toHaveText('0');
    await expect(page.getByTestId('analytics-daily-chart')).toBeVisible();
    const pages = page.getByRole('table', { name: 'Top pages' });
    await expect(pages.getByRole('row').filter({ hasText: 'Blog' }).first()).toBeVisible();

    // Sorting by a column, then the table as it is sorted, as a file.
    await pages.getByRole('button', { name: 'Page', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Campaigns as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^campaigns-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFCampaign,Source,Medium,Views,Visitors');
    expect(csv).toContain(`${campaign},newsletter,email,1,1`);

    // The owner uploads a network's commission report; a bad row is named by its line.
    const upload = page.getByRole('heading', { name: 'Upload a commission report' }).locator('..');
    // Typed as on a slow phone: the CPU slowed four times.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await upload.getByLabel('Network').pressSequentially('E2E Network');
    await upload.getByLabel('Date column').pressSequentially('Date');
    await upload.getByLabel('Sub-id column').pressSequentially('Sub ID');
    await upload.getByLabel('Commission column').pressSequentially('Commission');
    await upload.getByLabel('Commission report (CSV)').setInputFiles({
      name: 'report.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Date,Sub ID,Commission\r\n2026-11-01,p1_shop-card_00000000,4.20\r\nsoon,p1_shop-card_00000000,1.00\r\n'),
    });
    await upload.getByRole('button', { name: 'Upload report' }).click();
    const answer = upload.getByRole('status');
    await expect(answer).toContainText('1 row from E2E Network saved ($4.20');
    await expect(answer).toContainText('Line 3: the date "soon" is not a date');

    // The weekly summary e-mail is on until the owner switches it off, and stays off.
    const weekly = page.getByLabel('Weekly summary e-mail (Mondays)');
    await expect(weekly).toBeChecked();
    await weekly.click();
    await expect(weekly).not.toBeChecked();
    await expect(weekly).toBeEnabled();
    await page.reload();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByLabel('Weekly summary e-mail (Mondays)')).not.toBeChecked();
  });
});
