import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const TYPING = { delay: 100 } as const;

/** Each card's price as a number, in the order shown (the first dollar amount on the card). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').allTextContents();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN));
}

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
    const specs = page.getByRole('table', { name: 'Key specs' });
    await expect(specs.getByRole('row', { name: /Algorithm/ })).toContainText('Mares RGBM');
    await expect(specs.getByRole('row', { name: /Air integration/ })).toContainText('No');
    await page.getByRole('link', { name: /^Our review of Mares Puck Pro\+/ }).click();
    await expect(page).toHaveURL(/\/gear-reviews\/mares-puck-pro-plus-review$/);
    const back = page.getByRole('link', { name: 'See Mares Puck Pro+ in our shop' });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mares Puck Pro+' })).toBeVisible();
  });

  test('on a slow phone: sort and a typed price range narrow the shop, and reload and Back keep them', async ({ page }) => {
    test.slow();
    await page.goto('/shop');
    await slowCpu(page);
    const count = page.getByText(/^Showing \d+ of \d+ products$/);
    await expect(count).toBeVisible();

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 10 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      })
      .toBe(true);

    const min = page.getByRole('textbox', { name: 'Min price' });
    const max = page.getByRole('textbox', { name: 'Max price' });
    await min.tap();
    await min.pressSequentially('400', TYPING);
    await max.tap();
    await max.pressSequentially('800', TYPING);
    await expect(min).toHaveValue('400');
    await expect(max).toHaveValue('800');
    await expect(page).toHaveURL(/[?&]min=400(&|$)/);
    await expect(page).toHaveURL(/[?&]max=800(&|$)/);
    const inRange = async () => {
      const prices = await cardPrices(page);
      return prices.length > 0 && prices.every((price, i) => price >= 400 && price <= 800 && (i === 0 || prices[i - 1]! <= price));
    };
    await expect.poll(inRange).toBe(true);
    await expect(page.getByTestId('product-card').filter({ hasText: 'Mares Puck Pro+' })).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: 'Garmin Descent Mk3' })).toHaveCount(0);
    // Two compact columns on the phone.
    const cards = page.getByTestId('product-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    const shown = await cards.count();

    // The reloaded page comes rendered with this order and range, and hydrates without asking again.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') asked.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await expect(page.getByRole('textbox', { name: 'Min price' })).toHaveValue('400');
    await expect(page.getByRole('textbox', { name: 'Max price' })).toHaveValue('800');
    await expect(cards).toHaveCount(shown);
    expect(await inRange()).toBe(true);
    expect(asked).toEqual([]);

    await cards.first().getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/shop\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]min=400(&|$)/);
    await expect(page.getByRole('textbox', { name: 'Max price' })).toHaveValue('800');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await expect(cards).toHaveCount(shown);
  });

  test('the server renders the chosen order and range, as the page asks for it', async ({ request }) => {
    const html = await (await request.get('/shop?sort=price-desc&min=400&max=800')).text();
    const peregrine = html.indexOf('Shearwater Peregrine');
    const puck = html.indexOf('Mares Puck Pro+');
    expect(peregrine).toBeGreaterThan(0);
    expect(puck).toBeGreaterThan(peregrine);
    expect(html).not.toContain('Garmin Descent Mk3');
  });
});
