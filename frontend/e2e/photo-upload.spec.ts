import sharp from 'sharp';
import { ADMIN_PASSWORD } from './support/admin';
import { expect, test } from './support/test';

const SITE = 'Hastings Reef Blue Lagoon';

/** A 2000×1333 "phone photo" made here: a gradient, so every variant has real content. */
async function phonePhoto(): Promise<Buffer> {
  const width = 2000;
  const height = 1333;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = 120;
      pixels[i + 2] = (y * 255) / height;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('the owner uploads a dive-site photo in Photo Management and the visitor’s site page shows it with a srcset and the owner’s alt text', async ({
  page,
}) => {
  await page.goto('/admin?tab=photos');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tab', { name: 'Photo Management' }).click();

  await page.getByRole('combobox', { name: 'Dive site' }).fill(SITE);
  await page.getByRole('option', { name: new RegExp(`^${SITE} \\(`) }).click();
  const section = page
    .locator('form, div')
    .filter({ has: page.getByRole('heading', { name: 'Dive Site Photos' }) })
    .last();
  await section.getByLabel('Alt text (describe the photo)').fill('Blue water over coral at Hastings Reef');
  await section.locator('input[type="file"]').setInputFiles({ name: 'IMG_4321.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });

  await expect(page.getByLabel('Image URL')).toHaveValue(/^\/media\/[0-9a-f]{16}-1600x1066\/1600\.jpg$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save Photo' }).click();
  await expect(page.getByText('Photo Updated')).toBeVisible();

  // The media library lists it, with where it is used.
  const item = page.getByTestId('media-item').filter({ hasText: 'IMG_4321.jpg' });
  await expect(item).toContainText(`Used by: Dive site “${SITE}”`);
  await expect(item).toContainText('1600 × 1066');

  // A visitor: the directory lists compact rows without photos, so the photo shows on the site's page,
  // whose server-rendered HTML already carries the <picture>.
  const [found] = (await (await page.request.get(`/api/dive-sites/search?q=${encodeURIComponent(SITE)}`)).json()) as { id: number }[];
  const response = await page.request.get(`/dive-sites/${found.id}`);
  expect(await response.text()).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-1600x1066\/480\.avif 480w/i);

  await page.goto(`/dive-sites/${found.id}`);
  const card = page.getByRole('main');
  // The alt text the owner wrote is the one visitors get (not the site's name).
  const img = card.getByRole('img', { name: 'Blue water over coral at Hastings Reef', exact: true });
  await expect(img).toHaveAttribute('srcset', /\/media\/[0-9a-f]{16}-1600x1066\/480\.jpg 480w, .*960\.jpg 960w, .*1600\.jpg 1600w/);
  await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute('srcset', /480\.webp 480w/);
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '1066');
  // Chromium picks a variant from the srcset and it loads.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/media\/.+\.(avif|webp)$/);
});
