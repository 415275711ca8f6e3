import { type Page } from '@playwright/test';
import { signIn } from './support/admin';
import { expect, test } from './support/test';

// Unique per run so a re-run against the same server never collides with an earlier one.
const RUN = Date.now().toString(36);
const SITE_TIME_ZONE = 'Australia/Sydney';

/**
 * A draft made through the API with the signed-in session (the page's own cookies). Its picture is a
 * bundled one: later specs check that the public pages load nothing from outside the site.
 */
async function createDraftArticle(page: Page, title: string): Promise<{ id: number; slug: string }> {
  const answer = await page.request.post('/api/articles', {
    data: {
      title,
      content: 'Long-finned pike, weedy seadragons and a slow swim along the kelp edge.',
      category: 'Dive Sites',
      imageUrl: '/images/blog/equalising-tips.svg',
      published: false,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as { id: number; slug: string };
}

/** Tomorrow at 09:30 on the site's clock, as a datetime-local field wants it. */
function tomorrowMorningOnSiteClock(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(Date.now() + 86_400_000))
    .split('-');
  return `${parts[0]}-${parts[1]}-${parts[2]}T09:30`;
}

test.describe('admin publishing tools', () => {
  test('schedules a draft: the list says when, the post stays off /blog, and the schedule can be cancelled', async ({ page }) => {
    const title = `Kelp Forest Morning ${RUN}`;
    await signIn(page);
    await createDraftArticle(page, title);
    await page.reload();

    const drafts = page.getByTestId('drafts-list');
    await drafts.getByRole('button', { name: `Schedule ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule publishing' });
    const when = dialog.getByLabel(/Publish at/);
    await when.fill('2020-01-01T09:00');
    await expect(dialog.getByText('Choose a time in the future.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schedule' })).toBeDisabled();

    await when.fill(tomorrowMorningOnSiteClock());
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect(page.getByText(`"${title}" is scheduled.`)).toBeVisible();
    await expect(drafts.getByText(/Scheduled for .*9:30/)).toBeVisible();

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

    await page.goto('/admin');
    await page
      .getByTestId('drafts-list')
      .getByRole('button', { name: `Cancel schedule of ${title}` })
      .click();
    await expect(page.getByText(`"${title}" is no longer scheduled.`)).toBeVisible();
    await expect(page.getByTestId('drafts-list').getByRole('button', { name: `Schedule ${title}` })).toBeVisible();
  });

  test('a scheduled draft goes live by itself: it appears on /blog and in the published list', async ({ page }) => {
    const title = `Dawn Patrol at the Pinnacle ${RUN}`;
    await signIn(page);
    const { id } = await createDraftArticle(page, title);
    // The dialog works in minutes; a few seconds ahead is set through the API the dialog calls.
    const soon = new Date(Date.now() + 3_000).toISOString();
    expect((await page.request.patch(`/api/articles/${id}`, { data: { publishAt: soon } })).status()).toBe(200);

    // The e2e server looks for due drafts every second (SCHEDULED_PUBLISH_POLL_SECONDS=1 in scripts/e2e.sh).
    await expect(async () => {
      await page.goto('/blog');
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    await page.goto('/admin');
    await expect(page.getByTestId('published-list').getByText(title)).toBeVisible();
  });

  test('link health: "Check now" marks a dead seller link broken and a working one OK, and the dashboard counts it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page);
    const product = (name: string, affiliateLink: string) => ({
      name,
      category: 'masks',
      description: 'A low-volume mask used to test the seller-link checks.',
      price: '99.00',
      imageUrl: '/images/gear/accessories.svg',
      affiliateLink,
    });
    const dead = `Dead Link Mask ${RUN}`;
    const alive = `Live Link Mask ${RUN}`;
    // Both "sellers" are pages of this very server, so nothing leaves the machine.
    for (const [name, link] of [
      [dead, `${baseURL}/no-such-seller-page-${RUN}`],
      [alive, `${baseURL}/about`],
    ]) {
      expect((await page.request.post('/api/products', { data: product(name, link) })).status()).toBe(201);
    }

    await page.reload();
    await page.getByRole('tab', { name: 'Products' }).click();
    await page.getByRole('button', { name: `Check the seller link of ${dead} now` }).click();
    await expect(page.getByText(`${dead}: Link broken (404).`)).toBeVisible();
    const deadEntry = page
      .getByTestId('link-health')
      .filter({ has: page.getByRole('button', { name: `Check the seller link of ${dead} now` }) });
    await expect(deadEntry.getByText('Link broken (404)')).toBeVisible();

    await page.getByRole('button', { name: `Check the seller link of ${alive} now` }).click();
    await expect(page.getByText(`${alive}: Link OK.`)).toBeVisible();
    const aliveEntry = page
      .getByTestId('link-health')
      .filter({ has: page.getByRole('button', { name: `Check the seller link of ${alive} now` }) });
    await expect(aliveEntry.getByText('Link OK')).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByTestId('link-health-summary')).toContainText(/seller links? needs? attention \(\d+ broken/);
  });
});
