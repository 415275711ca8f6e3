import { signIn } from './support/admin';
import { openMailbox, sitePathOf } from './support/mailbox';
import { expect, test } from './support/test';

/** The newsletter's own sentences (backend/src/newsletter/issues/weekend-section.ts), as a reader sees them. */
const WEEKEND_CAVEAT = 'A forecast, not a safety assessment: check the conditions on the day and dive within your training.';
const WEEKEND_NONE_GOOD = 'No site has a dive window rated good this weekend yet. Forecasts change: each site’s page has the latest.';

test.describe('newsletter', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor signs up on a phone, confirms from the e-mail and downloads the free guide', async ({ page, context, request }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const email = `guide-${Date.now()}@example.com`;
    const mailbox = await openMailbox();
    try {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Newsletter sign-up' });
      await form.getByRole('textbox', { name: 'Email address' }).pressSequentially(email, { delay: 100 });
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Successfully subscribed!')).toBeVisible();
      // The toast says subscribed; the sentence under the form says what is still to do.
      await expect(page.getByText('Almost there: open the e-mail we just sent to confirm (check your spam folder).')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('signed-up.png') });

      const mail = await mailbox.next(email);
      expect(mail.subject).toBe('Confirm your subscription and get your free dive trip guide');
      expect(mail.html).toContain('Confirm and get the guide');
      const confirmPath = sitePathOf(mail.text ?? '', '/newsletter/confirm');

      await page.goto(confirmPath);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download the free guide (PDF)' }).click();
      const pdf = await (await download).path();
      const fs = await import('node:fs');
      const bytes = fs.readFileSync(pdf);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(2 * 1024 * 1024);

      // Already subscribed now: the home page says so.
      const again = await request.post('/api/newsletter/subscribe', { data: { email } });
      expect(again.status()).toBe(409);
      expect(mailbox.all(email)).toHaveLength(1);
    } finally {
      await mailbox.close();
    }
  });
});

test('the owner composes an issue, previews it, sends a test, sends it and reads the report', async ({ page }) => {
  const mailbox = await openMailbox();
  const subject = `Autumn at Jervis Bay ${Date.now()}`;
  try {
    await signIn(page, '/admin?tab=newsletter');
    await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
    const confirmed = Number((await page.getByRole('listitem', { name: /^Confirmed: \d+$/ }).getAttribute('aria-label'))!.split(': ')[1]);
    expect(confirmed).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'New issue' }).click();
    const form = page.getByRole('form', { name: 'Compose issue' });
    await form.getByLabel('Subject').pressSequentially(subject, { delay: 30 });
    await form.getByLabel('Preheader').pressSequentially('Seals, weedy seadragons and a wetsuit review', { delay: 30 });
    await form.getByLabel('Introduction').pressSequentially('G’day divers! **Autumn** is the best time for Jervis Bay.', { delay: 30 });
    await form.getByLabel('Articles').click();
    await page.getByRole('option', { name: '10 Must-Have Items for Your First Dive Trip' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Save draft' }).click();

    const panel = page.getByRole('region', { name: `Issue: ${subject}` });
    await expect(panel).toBeVisible();
    const preview = panel.frameLocator('iframe[title="E-mail preview (phone)"]');
    await expect(preview.getByText('Seals, weedy seadragons and a wetsuit review').first()).toBeAttached();
    await expect(preview.getByText('10 Must-Have Items for Your First Dive Trip')).toBeVisible();
    expect(await panel.locator('iframe').evaluate((el) => el.getBoundingClientRect().width)).toBe(390);
    await panel.getByRole('button', { name: 'Desktop' }).click();
    expect(await panel.locator('iframe[title="E-mail preview (desktop)"]').evaluate((el) => el.getBoundingClientRect().width)).toBe(720);

    await panel.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Test sent')).toBeVisible();
    expect((await mailbox.next('hello@divedownunder.com.au', { subject: `[Test] ${subject}` })).html).toContain(subject);

    await panel.getByRole('button', { name: 'Send to subscribers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this issue?' });
    await expect(dialog).toContainText(`goes to ${confirmed} confirmed`);
    await dialog.getByRole('button', { name: 'Send now' }).click();

    const report = panel.getByRole('definition');
    await expect(panel.getByRole('heading', { name: 'Report', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(report.first()).toHaveText(String(confirmed));
    await expect(report.nth(1)).toHaveText(String(confirmed));
    await expect(page.getByRole('list', { name: 'Newsletter issues' })).toContainText(`${confirmed} of ${confirmed} sent`);
    await expect(panel.getByRole('button', { name: 'Send to subscribers' })).toHaveCount(0);
  } finally {
    await mailbox.close();
  }
});

test.describe('newsletter composer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new issue starts with what was published since the last one and no dive site; Delete draft asks first', async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(page, '/admin?tab=newsletter');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const title = `Fresh From the Reef ${Date.now()}`;
    const created = await page.request.post('/api/articles', {
      data: {
        title,
        content: 'Weedy seadragons off the kelp edge this week.',
        category: 'Dive Sites',
        imageUrl: '/images/blog/equalising-tips.svg',
        published: true,
      },
    });
    expect(created.status()).toBe(201);

    await page.getByRole('button', { name: 'New issue' }).tap();
    const form = page.getByRole('form', { name: 'Compose issue' });
    await expect(form.getByText(/Preselected: the articles and reviews published since/)).toBeVisible();
    // The article published a moment ago is already chosen; no dive site is.
    await expect(form.getByRole('button', { name: title })).toBeVisible();
    const diveSites = form.locator('.MuiAutocomplete-root', { has: page.getByLabel('Dive sites') });
    await expect(diveSites).toBeVisible();
    await expect(diveSites.locator('.MuiChip-root')).toHaveCount(0);

    const subject = `Draft to delete ${Date.now()}`;
    await form.getByLabel('Subject').pressSequentially(subject, { delay: 30 });
    await form.getByRole('button', { name: 'Save draft' }).tap();
    const panel = page.getByRole('region', { name: `Issue: ${subject}` });
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Delete draft' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await expect(dialog).toContainText(`"${subject}" is deleted for good.`);
    await page.screenshot({ path: test.info().outputPath('delete-draft-dialog.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Delete draft' }).tap();
    await page.getByRole('dialog', { name: 'Delete this draft?' }).getByRole('button', { name: 'Delete' }).tap();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Newsletter issues' })).not.toContainText(subject);
  });
  test("the owner turns on this weekend's best sites, picks a state and sees them in the preview and the test e-mail", async ({
    page,
    context,
  }) => {
    test.slow();
    const mailbox = await openMailbox();
    try {
      await signIn(page, '/admin?tab=newsletter');
      type Bets = { status: string; bets: { name: string }[] };
      const victoria = async () => (await (await page.request.get('/api/dive-sites/conditions/weekend?state=vic')).json()) as Bets;
      // Every Victorian site's forecast is in before the picks are compared (on a busy machine the
      // first fetches may still be under way: the picks would then come from some of them).
      await expect.poll(async () => (await victoria()).status, { timeout: 60_000 }).toBe('ok');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Whether a new issue starts with the section is decided on the site's clock (Sydney) in the
      // browser: the browser's clock is set to a Friday and then a Monday, so the test says the same any day.
      await page.clock.setFixedTime(new Date('2026-12-04T02:00:00Z')); // Friday 1 pm in Sydney
      await page.getByRole('button', { name: 'New issue' }).tap();
      const form = page.getByRole('form', { name: 'Compose issue' });
      const toggle = form.getByLabel("Include this weekend's best sites");
      await expect(toggle).toBeChecked();
      await form.getByRole('button', { name: 'Cancel' }).tap();
      await expect(form).toHaveCount(0);

      await page.clock.setFixedTime(new Date('2026-11-30T02:00:00Z')); // Monday 1 pm in Sydney
      await page.getByRole('button', { name: 'New issue' }).tap();
      await expect(toggle).not.toBeChecked();
      const area = form.getByRole('combobox', { name: 'Best sites from' });
      await expect(area).toHaveAttribute('aria-disabled', 'true');
      await toggle.tap();
      await expect(toggle).toBeChecked();
      await expect(area).not.toHaveAttribute('aria-disabled');
      await area.tap();
      await page.getByRole('option', { name: 'Victoria' }).tap();
      await expect(area).toHaveText('Victoria');
      const subject = `Victoria this weekend ${Date.now()}`;
      await form.getByLabel('Subject').pressSequentially(subject, { delay: 30 });
      await form.getByRole('button', { name: 'Save draft' }).tap();

      const panel = page.getByRole('region', { name: `Issue: ${subject}` });
      const preview = panel.frameLocator('iframe[title="E-mail preview (phone)"]');
      await expect(preview.getByRole('heading', { name: 'Best sites this weekend in Victoria' })).toBeVisible();
      await expect(preview.getByText(WEEKEND_CAVEAT)).toBeVisible();
      // The picks are the dive window's for Victoria as the forecast stands: its best bets by name, or,
      // when none rates good for what is left of this weekend, the sentence that says so.
      const bets = await victoria();
      if (bets.bets.length > 0) {
        for (const bet of bets.bets) await expect(preview.getByRole('link', { name: bet.name, exact: true })).toBeVisible();
        await expect(preview.getByText(/, VIC$/).first()).toBeVisible();
        await expect(preview.getByText(/, (NSW|QLD|WA|SA|TAS|NT|ACT)$/)).toHaveCount(0);
      } else {
        await expect(preview.getByText(WEEKEND_NONE_GOOD)).toBeVisible();
      }
      await panel.screenshot({ path: test.info().outputPath('weekend-sites-preview-phone.png') });

      await panel.getByRole('button', { name: 'Send test' }).tap();
      await expect(page.getByText('Test sent')).toBeVisible();
      const mail = await mailbox.next('hello@divedownunder.com.au', { subject: `[Test] ${subject}` });
      expect(mail.html).toContain('Best sites this weekend in Victoria');
      for (const bet of bets.bets) expect(mail.text).toContain(bet.name);
    } finally {
      await mailbox.close();
    }
  });
});
