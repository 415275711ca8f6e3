import { expect, test } from './support/test';
import { readAnalytics } from './support/analytics';

const navOrder = ['Home', 'Shop', 'Gear Reviews', 'Dive Sites', 'Learn to Dive', 'Blog', 'About', 'Contact'];

test.describe('site shell', () => {
  test('home renders the header navigation in the spec order', async ({ page }) => {
    await page.goto('/');

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(navOrder);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toContainText('Affiliate links help support our content creation.');
  });

  test('an unknown path shows the 404 page, with the site search and the main sections', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');

    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    const main = page.getByRole('main');
    const sections = main.getByRole('navigation', { name: 'Where to next' });
    await expect(sections.getByRole('link', { name: /^Dive Sites/ })).toHaveAttribute('href', '/dive-sites');
    const search = main.getByRole('combobox', { name: 'Search the site' });
    await search.pressSequentially('yongala', { delay: 50 });
    await expect(search).toHaveValue('yongala');
    await expect(main.getByTestId('site-search-dropdown')).toContainText(/yongala/i);
    await search.press('Escape');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu toggle opens the menu; choosing an item navigates and closes it', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

      const menuToggle = page.getByRole('button', { name: 'Open menu' });
      await menuToggle.click();
      await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
      await expect(menu.getByRole('link')).toHaveText(navOrder);

      await menu.getByRole('link', { name: 'Dive Sites' }).click();

      await expect(page).toHaveURL(/\/dive-sites$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(menuToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toHaveCount(0);
    });

    test('the search toggle opens the search box independently of the menu', async ({ page }) => {
      await page.goto('/');

      await page.getByRole('button', { name: 'Open search' }).click();
      await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toHaveCount(0);
    });
  });

  test('route changes are reported as page views', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    const pageViews = async () => (await readAnalytics(page)).flatMap((entry) => (entry.type === 'page_view' ? [entry.path] : []));
    // The view is reported once the route's effects have run, which can be just after the URL changes.
    await expect.poll(async () => (await pageViews()).at(-1)).toBe('/blog');
    expect(await pageViews()).toContain('/');
  });
});
