import { type Page } from '@playwright/test';
import { openMailbox, sitePathOf } from './support/mailbox';
import { expect, test } from './support/test';
import { readAnalytics } from './support/analytics';

interface ApiArticle {
  slug: string;
  title: string;
  category: string;
  author: string;
}

async function newestArticle(page: Page): Promise<ApiArticle> {
  const res = await page.request.get('/api/articles');
  expect(res.ok()).toBe(true);
  const [first] = (await res.json()) as ApiArticle[];
  return first;
}

test.describe('blog', () => {
  test('a topic card opens the articles of its category, in the address', async ({ page }) => {
    const res = await page.request.get('/api/articles');
    const articles = (await res.json()) as ApiArticle[];
    const safety = articles.filter((article) => article.category === 'Safety');
    expect(safety.length).toBeGreaterThan(0);
    await page.goto('/blog');
    const topics = page.getByRole('navigation', { name: 'What we write about' });
    await topics.getByRole('link', { name: /^Safety/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=Safety$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Safety' })).toBeVisible();
    // The newest Safety article is featured; only Safety articles are listed.
    await expect(page.getByRole('region', { name: 'Featured article' }).getByRole('heading', { name: safety[0].title })).toBeVisible();
    const latest = page.getByRole('region', { name: 'Latest articles' });
    if (safety.length > 1) await expect(latest.getByRole('link', { name: safety[1].title })).toBeVisible();
    else await expect(latest).toHaveCount(0);
    const other = articles.find((article) => article.category !== 'Safety')!;
    await expect(page.getByRole('heading', { name: other.title })).toHaveCount(0);
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the newest article is featured; opening it shows the article and reports the click and the view', async ({ page }) => {
    const newest = await newestArticle(page);
    await page.goto('/blog');
    const featured = page.getByRole('region', { name: 'Featured article' });
    await expect(featured.getByRole('heading', { name: newest.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest articles' }).getByRole('link').first()).toBeVisible();
    await featured.getByRole('link').click();

    await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    await expect(page.getByText(/Published on \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
    await expect(page).toHaveTitle(`${newest.title} | Dive Down Under`);
    const events = await readAnalytics(page);
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'blog_article_click',
        params: expect.objectContaining({ category: newest.category, author: newest.author, position: 'featured' }),
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'blog_view', params: expect.objectContaining({ category: newest.category, author: newest.author }) }),
    );

    await page.getByRole('link', { name: 'More Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a missing article shows "Article Not Found" with a way back', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an article linked from a dive site with a video shows the Dive Site Video card', async ({ page, baseURL }) => {
    const newest = await newestArticle(page);
    const headers = { Origin: baseURL ?? '' };
    const login = await page.request.post('/api/admin/login', { data: { password: process.env.E2E_ADMIN_PASSWORD }, headers });
    expect(login.ok()).toBe(true);
    const site = await (await page.request.get('/api/dive-sites/1')).json();
    const setLinks = async (videoUrl: string, reviewLink: string) => {
      expect((await page.request.patch('/api/dive-sites/1/video', { data: { videoUrl }, headers })).ok()).toBe(true);
      expect((await page.request.patch('/api/dive-sites/1/review-link', { data: { reviewLink }, headers })).ok()).toBe(true);
    };
    await setLinks('https://www.youtube.com/watch?v=dQw4w9WgXcQ', `/blog/${newest.slug}`);
    try {
      await page.goto(`/blog/${newest.slug}`);
      await expect(page.getByRole('heading', { name: 'Dive Site Video' })).toBeVisible();
      await expect(page.getByTitle(`Dive video: ${site.name}`)).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
      await expect(page.getByRole('link', { name: site.name })).toHaveAttribute('href', '/dive-sites/1');
    } finally {
      await setLinks(site.videoUrl ?? '', site.reviewLink ?? '');
    }
  });

  test('an article without a linked dive site shows no video card', async ({ page }) => {
    const newest = await newestArticle(page);
    await page.goto(`/blog/${newest.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dive Site Video' })).toHaveCount(0);
  });
});

test.describe('site search', () => {
  const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
  const dropdown = (page: Page) => page.getByTestId('site-search-dropdown');

  test('asks for at least 2 characters', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).click();
    await expect(dropdown(page)).toContainText('Type at least 2 characters to search');
    await searchBox(page).fill('s');
    await expect(dropdown(page)).toContainText('Type at least 2 characters to search');
  });

  test('groups results as articles, dive sites, products, at most 3 each, with a count', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('reef');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    // The three lists arrive one by one and the results grow with them: read them once the count stands.
    let hrefs: string[] = [];
    await expect(async () => {
      await page.waitForLoadState('networkidle');
      hrefs = await options.evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
      await expect(dropdown(page)).toContainText(`${hrefs.length} result(s) found`, { timeout: 500 });
    }).toPass();
    const kinds = hrefs.map((href) => (href.startsWith('/blog/') ? 0 : href.startsWith('/dive-sites/') ? 1 : 2));
    expect(kinds).toEqual([...kinds].sort());
    for (const kind of [0, 1, 2]) expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(3);
    expect(kinds.length).toBeGreaterThan(1);
  });

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('qwxz nothing');
    await expect(dropdown(page)).toContainText('No results found for "qwxz nothing"');
  });

  test('choosing a result opens it, then closes and clears the search', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('grey nurse');
    const article = page.getByRole('option', { name: /Grey Nurse/i }).first();
    const href = await article.getAttribute('href');
    expect(href).toMatch(/^\/blog\//);
    await article.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
    await expect(dropdown(page)).toHaveCount(0);
  });

  test('works with the keyboard: arrows, Enter and Escape', async ({ page }) => {
    await page.goto('/learn-to-dive');
    await searchBox(page).fill('reef');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropdown(page)).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const href = await second.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a click outside closes and clears it', async ({ page }) => {
    await page.goto('/about');
    await searchBox(page).fill('wreck');
    await expect(dropdown(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dropdown(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');
  });
});

test.describe('newsletter', () => {
  test('subscribes once, then says the address is already subscribed once it is confirmed', async ({ page, request }) => {
    const email = `e2e-${Date.now()}@example.com`;
    const mailbox = await openMailbox();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await expect(page.getByText('10 Must-Have Items for Your First Dive Trip')).toBeVisible();

    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed!')).toBeVisible();
    await expect(page.getByText('Check your email for the free PDF guide.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(await readAnalytics(page)).toContainEqual(expect.objectContaining({ name: 'newsletter_signup' }));
    try {
      const confirmPath = sitePathOf((await mailbox.next(email)).text ?? '', '/newsletter/confirm');
      const token = new URLSearchParams(confirmPath.split('?')[1]).get('token');
      expect((await request.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
    } finally {
      await mailbox.close();
    }

    await form.getByRole('textbox', { name: 'Email address' }).fill(`  ${email.toUpperCase()} `);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Already subscribed!')).toBeVisible();
    await expect(page.getByText('This email is already receiving our newsletter. Check your inbox for the latest updates.')).toBeVisible();
  });

  test('shows the field message for an invalid address', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  });
});

test.describe('contact', () => {
  // MUI learns of a browser's autofill from an animation its fields run; the theme brings those
  // animations itself (theme.ts), so this checks the names still match what MUI listens for.
  test('a field the browser autofills lifts its label out of the way, and an emptied one lowers it', async ({ page }) => {
    await page.goto('/contact');
    const field = page.getByLabel('Email Address');
    const label = page.locator('label', { hasText: 'Email Address' });
    await expect(field).toHaveCSS('animation-name', 'mui-auto-fill-cancel');
    await expect(label).toHaveAttribute('data-shrink', 'false');
    const animationStarts = (name: string) =>
      field.evaluate(
        (input, animationName) => input.dispatchEvent(new AnimationEvent('animationstart', { animationName, bubbles: true })),
        name,
      );
    await animationStarts('mui-auto-fill');
    await expect(label).toHaveAttribute('data-shrink', 'true');
    await animationStarts('mui-auto-fill-cancel');
    await expect(label).toHaveAttribute('data-shrink', 'false');
  });

  test('shows field-level errors for an empty or invalid form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Email Address').fill('nope');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter a subject.')).toBeVisible();
    await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
  });

  test('sends a message and confirms it (saved, as no mail server is configured here)', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText(/24-48 hours on business days/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    await page.getByLabel('Your Name').fill('Priya');
    await page.getByLabel('Email Address').fill('priya@example.com');
    await page.getByLabel('Subject').fill('Wetsuit for Sydney winters');
    await page.getByLabel('Message').fill('Is a 7 mm wetsuit overkill for shore dives at Kurnell in July?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page.getByText("Your message was saved and we'll respond soon.")).toBeVisible();
    await expect(page.getByLabel('Your Name')).toHaveValue('');
  });
});

test.describe('static pages', () => {
  test('learn to dive, about and the legal pages show their key facts', async ({ page }) => {
    await page.goto('/learn-to-dive');
    await expect(page.getByRole('heading', { level: 1, name: 'Learn to Dive' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Gear Reviews' }).click();
    await expect(page).toHaveURL(/\/gear-reviews$/);

    await page.goto('/about');
    await expect(page.getByText('288 dive sites: © OpenDiveMap contributors')).toBeVisible();

    await page.goto('/affiliate-disclosure');
    await expect(page.getByText('Last updated: 7 June 2025')).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated: June 2025')).toBeVisible();
    await page.goto('/terms-of-service');
    await expect(page.getByText(/governed by the law of New South Wales/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
