import { openMailbox, sitePathOf } from './support/mailbox';
import { expect, test } from './support/test';

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
