import { expect, test } from './support/test';

/** A diver weighing up a dive computer on a phone: 390x844, touch. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The seeded Shearwater Perdix 2 ($1,549): the Teric ($1,699), the Garmin ($1,899) and the D5 ($1,149) are within 30 %. */
async function perdixId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const products = (await (await request.get('/api/products')).json()) as { id: number; name: string }[];
  return products.find((product) => product.name === 'Shearwater Perdix 2')!.id;
}

test.describe('Compare with', () => {
  test('on a phone: the alternatives side by side with the product, scrolled sideways under their labels, and a tap opens one', async ({
    page,
  }) => {
    const id = await perdixId(page.request);
    await page.goto(`/shop/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shearwater Perdix 2' })).toBeVisible();

    const heading = page.getByRole('heading', { level: 2, name: 'Compare with' });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();
    const table = page.getByRole('table', { name: 'Compare with' });
    const heads = table.getByRole('columnheader');
    await expect(heads).toHaveCount(4);
    await expect(heads.nth(0)).toHaveText(/This product\s*Shearwater Perdix 2/);
    // Closest price first: the Teric is $150 away, the Garmin $350, the D5 $400.
    await expect(heads.nth(1)).toHaveText('Shearwater Teric');
    await expect(heads.nth(2)).toHaveText('Garmin Descent Mk3');
    await expect(heads.nth(3)).toHaveText('Suunto D5');

    // Side by side: the product and the first alternative on one line, both on screen.
    const [self, first] = [await heads.nth(0).boundingBox(), await heads.nth(1).boundingBox()];
    expect(Math.abs(self!.y - first!.y)).toBeLessThan(2);
    expect(first!.x).toBeGreaterThan(self!.x + self!.width - 2);
    expect(first!.x + 60).toBeLessThan(390);
    const rows = table.getByRole('row');
    await expect(rows.filter({ hasText: /^Best price/ })).toContainText('$1,549.00');
    await expect(rows.filter({ hasText: /^Best price/ })).toContainText('$1,699.00');
    const rating = rows.filter({ hasText: /^Rating/ });
    await expect(rating.getByRole('link', { name: /^Our review of Shearwater Teric/ })).toHaveText(/^Our review ★ \d\.\d$/);
    await expect(rating.getByText('Not yet reviewed').first()).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Algorithm' })).toBeVisible();

    // The page itself never scrolls sideways; the comparison does, and its row labels stay at the left edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'Compare with' });
    const label = table.getByRole('rowheader', { name: 'Best price' });
    const labelBefore = await label.boundingBox();
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(heads.nth(3)).toBeInViewport();
    expect((await label.boundingBox())!.x).toBeCloseTo(labelBefore!.x, 0);
    await region.evaluate((element) => element.scrollTo({ left: 0 }));

    // A tap on an alternative's name opens its page.
    await table.getByRole('link', { name: 'Shearwater Teric', exact: true }).tap();
    await expect(page).toHaveURL(/\/shop\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shearwater Teric' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Compare with' }).getByRole('columnheader').first()).toHaveText(
      /This product\s*Shearwater Teric/,
    );
  });

  test('the comparison comes in the server-rendered page', async ({ request }) => {
    const html = await (await request.get(`/shop/${await perdixId(request)}`)).text();
    expect(html).toContain('Compare with');
    expect(html).toMatch(/href="\/shop\/\d+"[^>]*>Shearwater Teric</);
  });
});
