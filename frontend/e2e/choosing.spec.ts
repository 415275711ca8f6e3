import { expect, test } from './support/test';

/** A diver choosing gear on a phone: 390x844, touch. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('choosing in the shop', () => {
  test('a reviewed product shows "Our review" on its card and page, links the review, and the review links back', async ({ page }) => {
    await page.goto('/shop');
    const puck = page.getByTestId('product-card').filter({ hasText: 'Mares Puck Pro+' });
    await expect(puck.getByText('$449.00')).toBeVisible();
    const cardLink = puck.getByRole('link', { name: /^Our review of Mares Puck Pro\+/ });
    await expect(cardLink).toHaveText('Our review ★ 4.0');
    await expect(cardLink).toHaveAttribute('href', '/gear-reviews/mares-puck-pro-plus-review');

    const zoop = page.getByTestId('product-card').filter({ hasText: 'Suunto Zoop Novo' });
    await expect(zoop.getByText('Not yet reviewed')).toBeVisible();
    await expect(zoop.getByText('3.5 Seller rating')).toBeVisible();
    await expect(zoop.getByRole('link', { name: /Our review/ })).toHaveCount(0);

    await puck.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mares Puck Pro+' })).toBeVisible();
    await page.getByRole('link', { name: /^Our review of Mares Puck Pro\+/ }).click();
    await expect(page).toHaveURL(/\/gear-reviews\/mares-puck-pro-plus-review$/);
    const back = page.getByRole('link', { name: 'See Mares Puck Pro+ in our shop' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mares Puck Pro+' })).toBeVisible();
  });
});
