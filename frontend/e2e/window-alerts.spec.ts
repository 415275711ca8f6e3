import { openMailbox, sitePathOf } from './support/mailbox';
import { expect, test } from './support/test';

/**
 * "Tell me when it's diveable" on a phone (390x844, touch): the alert form on a dive site's page, typed
 * like a person, the "check your e-mail" answer, and the confirmation e-mail's link switching the alert on.
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
  await expect(form).toContainText(`when any site in ${region.name} rates “good”`);
});
