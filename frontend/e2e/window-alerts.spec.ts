import { signIn } from './support/admin';
import { openMailbox, sitePathOf } from './support/mailbox';
import { expectToast } from './support/toast';
import { expect, test } from './support/test';

/**
 * "Tell me when it's diveable" on a phone (390x844, touch): the alert form on a dive site's page, typed
 * like a person, the "check your e-mail" answer, and the confirmation e-mail's link switching the alert on;
 * the owner's list of alerts in the admin's Newsletter tab, and removing one.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a visitor asks for an alert on a dive site page, is told to check the e-mail, and confirms from it', async ({ page, request }) => {
  test.slow();
  const sites = (await (await request.get('/api/dive-sites')).json()) as { id: number; name: string }[];
  const site = sites[0]!;
  const email = `alert-${Date.now()}@example.com`;
  const mailbox = await openMailbox();
  try {
    await page.goto(`/dive-sites/${site.id}`);
    const form = page.getByRole('region', { name: 'Tell me when it’s diveable' });
    await form.scrollIntoViewIfNeeded();
    await expect(form).toContainText(`when ${site.name} rates “good”`);
    await expect(form).toContainText('A forecast, not a safety assessment.');
    const field = form.getByRole('textbox', { name: 'Your e-mail' });
    await field.click();
    await field.pressSequentially(email, { delay: 20 });
    await form.getByRole('button', { name: 'E-mail me' }).tap();
    await expect(form.getByRole('status')).toHaveText(
      'Almost there: open the e-mail we just sent to confirm your alert (check your spam folder).',
    );
    await expect(field).toHaveValue('');

    const confirmation = await mailbox.next(email);
    expect(confirmation.subject).toBe(`Confirm your dive-window alert for ${site.name}`);
    await page.goto(sitePathOf(confirmation.text ?? '', '/newsletter/confirm'));
    await expect(page.getByRole('heading', { name: 'Switch your alert on?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm alert' }).tap();
    await expect(page.getByRole('heading', { name: 'Your alert is on' })).toBeVisible();
    await expect(page.getByText(`Your alert for ${site.name} is on.`)).toBeVisible();
    // Nothing but the confirmation before it was confirmed.
    expect(mailbox.all(email)).toHaveLength(1);
  } finally {
    await mailbox.close();
  }
});

test('a region page offers the alert for any of its sites', async ({ page, request }) => {
  const regions = (await (await request.get('/api/dive-sites/regions')).json()) as { slug: string; name: string }[];
  const region = regions[0]!;
  await page.goto(`/dive-sites/region/${region.slug}`);
  const form = page.getByRole('region', { name: 'Tell me when it’s diveable' });
  // The form is drawn as its room comes near the screen.
  await form.scrollIntoViewIfNeeded();
  await expect(form).toContainText(`when any site in ${region.name} rates “good”`);
});

test('the owner sees an alert a visitor asked for in the Newsletter tab, and removes it', async ({ page, request }) => {
  test.slow();
  const sites = (await (await request.get('/api/dive-sites')).json()) as { id: number; name: string }[];
  const site = sites[1]!;
  const email = `owner-view-${Date.now()}@example.com`;
  await page.goto(`/dive-sites/${site.id}`);
  const form = page.getByRole('region', { name: 'Tell me when it’s diveable' });
  await form.scrollIntoViewIfNeeded();
  const field = form.getByRole('textbox', { name: 'Your e-mail' });
  await field.click();
  await field.pressSequentially(email, { delay: 20 });
  await form.getByRole('button', { name: 'E-mail me' }).tap();
  await expect(form.getByRole('status')).toContainText('Almost there');

  await signIn(page, '/admin?tab=newsletter');
  const alerts = page.getByRole('region', { name: 'Dive-window alerts' });
  const counts = alerts.getByTestId('window-alert-counts');
  await expect(counts).toHaveText(/^\d+ alerts? · \d+ confirmed · \d+ pending$/);
  const total = Number((await counts.textContent())!.split(' ')[0]);
  const row = alerts.getByRole('row').filter({ hasText: email });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toContainText(site.name);
  await expect(row).toContainText('Dive site');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Not yet');
  await page.screenshot({ path: test.info().outputPath('admin-alerts.png') });

  await row.getByRole('button', { name: `Remove the alert of ${email} for ${site.name}` }).tap();
  const dialog = page.getByRole('dialog', { name: 'Remove this alert?' });
  await expect(dialog).toContainText(`${email} will get no more e-mails about ${site.name}`);
  await dialog.getByRole('button', { name: 'Delete' }).tap();
  await expectToast(page, 'Alert Removed', `${email} no longer watches ${site.name}.`);
  await expect(row).toHaveCount(0);
  await expect(counts).toContainText(new RegExp(`^${total - 1} alerts? ·`));
});
