import { request, type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { namedScripts } from './support/page-scripts';
import { classesWithoutRules } from './support/styles';

/**
 * The raw HTML of each kind of public page, fetched without running any script: what search engines
 * and link previews see.
 */
let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
});

test.afterAll(async () => {
  await api.dispose();
});

interface Page {
  status: number;
  html: string;
}

async function raw(path: string): Promise<Page> {
  const response = await api.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
  return { status: response.status(), html: await response.text() };
}

function headTag(html: string, pattern: RegExp): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  return pattern.exec(head)?.[1];
}

const title = (html: string) => {
  const text = headTag(html, /<title>([^<]*)<\/title>/);
  return text === undefined ? undefined : decode(text);
};
const meta = (html: string, key: string) => headTag(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const canonical = (html: string) => headTag(html, /<link rel="canonical" href="([^"]*)"/);
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
const h1 = (html: string) => {
  const inner = /<h1\b[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  return inner === undefined ? undefined : decode(inner.replace(/<[^>]+>/g, ''));
};
function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? 'null') as { '@type'?: string } | { '@type'?: string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item['@type'] ?? '');
  });
}

async function firstSlug(path: string): Promise<{ slug: string; title: string }> {
  const response = await api.get(path);
  const items = (await response.json()) as { slug: string; title: string }[];
  const first = items[0];
  if (!first) throw new Error(`${path} returned no items`);
  return first;
}

async function firstId(path: string): Promise<number> {
  const items = (await (await api.get(path)).json()) as { id: number }[];
  if (!items[0]) throw new Error(`${path} returned no items`);
  return items[0].id;
}

function expectHead(html: string, { titleText, path }: { titleText: string; path: string }) {
  expect(title(html)).toBe(titleText);
  expect(meta(html, 'description')?.length ?? 0).toBeGreaterThan(30);
  expect(canonical(html)).toMatch(new RegExp(`^https?://[^/]+${path.replace(/[.?*+()]/g, '\\$&')}$`));
  const image = meta(html, 'og:image') ?? '';
  expect(image).toMatch(/^https?:\/\/[^/]+\/.+\.(png|jpe?g)$/);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
}

test.describe('server-rendered HTML', () => {
  test('the home page carries its heading, featured content, head and WebSite + Organization data', async () => {
    const page = await raw('/');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe("Discover Australia's Best Scuba Diving Sites");
    expect(page.html).toContain('Featured');
    // Brand and what the site offers, for link previews and search results.
    expectHead(page.html, { titleText: 'Dive Down Under – Australian Dive Sites & Gear Reviews', path: '/' });
    expect(jsonLdTypes(page.html)).toEqual(expect.arrayContaining(['WebSite', 'Organization']));
    expect(page.html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]+href="[^"]*\/rss.xml"/);
    // The largest paint is the hero's poster: the head asks for it first and for nothing above it;
    // the featured products sit below the hero, so their images wait (lazy).
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const imagePreloads = [...head.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]);
    expect(imagePreloads).toHaveLength(1);
    expect(imagePreloads[0]).toMatch(/href="\/images\/hero-poster\.svg"/);
    expect(imagePreloads[0]).toMatch(/fetchPriority="high"/i);
    const productImages = [...page.html.matchAll(/<img [^>]*alt="[^"]*"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes('/images/gear/'));
    expect(productImages.length).toBeGreaterThan(0);
    for (const tag of productImages) expect(tag).toContain('loading="lazy"');
  });

  test('an article page carries its text and BlogPosting data', async () => {
    const article = await firstSlug('/api/articles');
    const page = await raw(`/blog/${article.slug}`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(article.title);
    expectHead(page.html, { titleText: `${article.title} | Dive Down Under`, path: `/blog/${article.slug}` });
    expect(meta(page.html, 'og:type')).toBe('article');
    expect(jsonLdTypes(page.html)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    const full = (await (await api.get(`/api/articles/slug/${article.slug}`)).json()) as { content: string };
    const sentence = full.content.split('\n').find((line) => /^[A-Z][a-z]+ [a-z]+ [a-z]+/.test(line.trim())) ?? '';
    expect(page.html).toContain(sentence.trim().split(' ').slice(0, 4).join(' '));
  });

  test('a review page carries its text and Product + Review data', async () => {
    const review = await firstSlug('/api/reviews');
    const page = await raw(`/gear-reviews/${review.slug}`);
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe(review.title);
    expectHead(page.html, { titleText: `${review.title} | Dive Down Under`, path: `/gear-reviews/${review.slug}` });
    expect(jsonLdTypes(page.html)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    expect(page.html).toContain('"Review"');
    // The shop product it reviews: every seller's offer is in the HTML, before any script runs.
    const product = (await (await api.get(`/api/products/by-review/${review.slug}`)).json()) as { offers: { sellerName: string }[] };
    expect(product.offers.length).toBeGreaterThan(0);
    expect(page.html).toContain('aria-label="Prices from sellers"');
    for (const offer of product.offers) expect(page.html).toContain(offer.sellerName);
  });

  test('the shop, a product, the directory and a dive site carry their data', async () => {
    const shop = await raw('/shop');
    expect(shop.status).toBe(200);
    expect(h1(shop.html)).toBe('Dive Gear Shop');
    expect(shop.html).toContain('Check Price');
    // Seller links are counted /go/ links in the server's HTML too (the browser renders the same).
    expect(shop.html).toMatch(/href="\/go\/\d+\?from=shop-card&amp;page=%2Fshop" target="_blank" rel="sponsored noopener noreferrer"/);

    const products = (await (await api.get('/api/products')).json()) as { id: number; name: string }[];
    const product = await raw(`/shop/${products[0]?.id}`);
    expect(product.status).toBe(200);
    expect(h1(product.html)).toBe(products[0]?.name);
    expect(jsonLdTypes(product.html)).toContain('Product');

    const directory = await raw('/dive-sites');
    expect(directory.status).toBe(200);
    expect(h1(directory.html)).toBe('Australian Dive Sites');
    expect(directory.html).toMatch(/Showing \d+ of \d+ dive sites/);

    const site = await raw('/dive-sites/1');
    expect(site.status).toBe(200);
    expect(jsonLdTypes(site.html)).toContain('Place');
    expect(meta(site.html, 'place:location:latitude')).toBeTruthy();
  });

  test('unknown paths and missing items answer 404 with the not-found screen and noindex', async () => {
    for (const [path, heading] of [
      ['/feed', '404 Page Not Found'],
      ['/blog/no-such-post', 'Article Not Found'],
      ['/gear-reviews/no-such-review', 'Review Not Found'],
      ['/shop/999999', 'Product Not Found'],
      ['/dive-sites/999999', 'Dive Site Not Found'],
      ['/dive-sites/0x10', 'Dive Site Not Found'],
    ] as const) {
      const page = await raw(path);
      expect(page.status, path).toBe(404);
      expect(h1(page.html), path).toBe(heading);
      expect(meta(page.html, 'robots'), path).toBe('noindex');
    }
  });

  test('the admin area stays client-rendered and out of search engines', async () => {
    const page = await raw('/admin');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(meta(page.html, 'robots')).toBe('noindex, nofollow');
  });

  test('a forged Host header never becomes a link', async () => {
    const response = await api.get('/shop', { headers: { host: 'evil.example' } });
    expect(await response.text()).not.toContain('evil.example');
  });

  test('a repeat visit with the ETag is answered 304', async () => {
    const first = await api.get('/about');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await api.get('/about', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);
  });
});

/** The site's own analytics beacon: every page loads it once the browser is idle, and posts its view. */
const BEACON_CHUNK = /^\/assets\/site-beacon-[\w-]+\.js$/;
const BEACON_POST = /^\/api\/analytics\/events$/;
const hydratedPages: { name: string; path: () => Promise<string>; loadsAfterHydration?: RegExp; asksAfterHydration?: RegExp }[] = [
  // The home page's "Calm this weekend" comes once the page is live and the browser idle, with the
  // forecast kits it shares with the dive-site pages, and asks for the weekend's answer itself.
  {
    name: '/',
    path: async () => '/',
    loadsAfterHydration: /^\/assets\/(calm-this-weekend|page-kit|kit-[a-z-]+)-[\w-]+\.js$/,
    asksAfterHydration: /\/api\/dive-sites\/conditions\/weekend$/,
  },
  ...[
    '/shop',
    '/gear-reviews',
    '/blog',
    '/about',
    '/learn-to-dive',
    '/contact',
    '/affiliate-disclosure',
    '/privacy-policy',
    '/terms-of-service',
  ].map((path) => ({ name: path, path: async () => path })),
  // The maps are browser-only: they load once the page is live and the browser idle;
  // so do the conditions outlook, which the server's HTML never carries, and the descriptions.
  {
    name: '/dive-sites',
    path: async () => '/dive-sites',
    // And the phone's filter sheet (with MUI's Slide), kept out of the page's first load.
    loadsAfterHydration: /^\/assets\/(dive-sites-map|dive-site-filter-sheet|Slide)-[\w-]+\.js$/,
    // The descriptions, for the search, come once the browser is idle (the HTML carries the lean list).
    asksAfterHydration: /\/api\/dive-sites(\/conditions\/outlook)?$/,
  },
  // Its nearby sites and map come from the directory's list (once the location column is near the
  // screen), and its three-day view from its conditions, which the page asks for once it is live.
  {
    name: 'a dive site',
    path: async () => `/dive-sites/${await firstId('/api/dive-sites')}`,
    // The map, the three-day view (with the alert form) and the exposure's compass rose, with the kits they share.
    loadsAfterHydration: /^\/assets\/(dive-sites-map|dive-site-conditions|compass-rose|kit-sites|kit-shop-sites|kit-pages)-[\w-]+\.js$/,
    asksAfterHydration: /\/api\/dive-sites(\/list|\/\d+\/conditions)?$/,
  },
  // A state's map, like the directory's, loads once the page is live; so does its weekend's outlook.
  {
    name: 'a state page',
    path: async () => '/dive-sites/state/queensland',
    // The map, and the alert form, which comes with the three-day view's chunk.
    loadsAfterHydration: /^\/assets\/(dive-sites-map|dive-site-conditions|kit-[a-z-]+)-[\w-]+\.js$/,
    asksAfterHydration: /\/api\/dive-sites\/conditions\/outlook$/,
  },
  { name: 'a product', path: async () => `/shop/${await firstId('/api/products')}` },
  { name: 'an article', path: async () => `/blog/${(await firstSlug('/api/articles')).slug}` },
  // A review of a shop product carries that product's sellers in its HTML; the list's code (and the kits it
  // shares) comes while the page hydrates, and the list is hydrated on its own once it has.
  {
    name: 'a review',
    path: async () => `/gear-reviews/${(await firstSlug('/api/reviews')).slug}`,
    loadsAfterHydration: /^\/assets\/(offers-list|kit-[a-z-]+)-[\w-]+\.js$/,
  },
  // Rendered from its canonical address (only the parameters the page reads), hydrated at the one typed.
  { name: '/shop with tracking tags', path: async () => '/shop?utm_source=newsletter&category=Masks&fbclid=IwAR0x&ref=friend' },
  { name: 'search results', path: async () => '/search?q=reef' },
  { name: 'a page of one kind of search result', path: async () => '/search?q=reef&type=dive-site&page=2' },
];

test.describe('hydration', () => {
  for (const { name, path: pathOf, loadsAfterHydration, asksAfterHydration } of hydratedPages) {
    test(`${name} hydrates without errors, loads only the scripts its HTML names, refetches nothing it came with, and reports one page view`, async ({
      page,
    }) => {
      const path = await pathOf();
      // The server's style tags stay where it put them: a tag moved (removed, put back) in <head> makes
      // the browser restyle and repaint the whole page once hydration is done.
      await page.addInitScript(() => {
        const moved: string[] = [];
        (window as unknown as { __movedStyles: string[] }).__movedStyles = moved;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.removedNodes))
              if (node instanceof HTMLStyleElement) moved.push(node.outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      const problems: string[] = [];
      const apiCalls: string[] = [];
      const scripts: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED')) problems.push(message.text());
        if (/hydrat/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (pathname.startsWith('/api/') && !asksAfterHydration?.test(pathname) && !BEACON_POST.test(pathname)) apiCalls.push(req.url());
        if (pathname.endsWith('.js') && !BEACON_CHUNK.test(pathname)) scripts.push(pathname);
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __movedStyles: string[] }).__movedStyles)).toEqual([]);
      expect(apiCalls.filter((call) => !asksAfterHydration?.test(call))).toEqual([]);
      // Nothing else loads on the way (the search engine, the mobile menu, the markup renderer wait for their first use).
      const named = new Set(namedScripts(html));
      expect(named.size).toBeGreaterThan(0);
      expect(scripts.filter((script) => !named.has(script) && !loadsAfterHydration?.test(script))).toEqual([]);
      // Every style it shows came with its HTML: the browser compiled none while hydrating,
      // only for what it draws later (the maps). The style tags it writes itself carry no class names.
      if (!loadsAfterHydration) {
        const compiledHere = await page.evaluate(() => {
          // A photo that failed to load (another test may have given an article an unreachable one) draws
          // a placeholder the server never rendered: its styles are the browser's to compile.
          const placeholder = new Set(
            Array.from(document.querySelectorAll('[data-image-state="failed"] [class*="css-"]')).flatMap((element) =>
              Array.from(element.classList),
            ),
          );
          return Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'))
            .flatMap((tag) => Array.from(tag.sheet?.cssRules ?? []).map((rule) => rule.cssText))
            .filter((rule) => !placeholder.has(/^\.(css-[\w-]+)/.exec(rule)?.[1] ?? ''));
        });
        expect(compiledHere).toEqual([]);
      }
      // …and every class an element carries has its rules on the page (the server names some it does not send).
      expect(await classesWithoutRules(page)).toEqual([]);
      const views = await page.evaluate(
        () =>
          ((window as unknown as { __dduAnalytics?: { type: string }[] }).__dduAnalytics ?? []).filter((e) => e.type === 'page_view')
            .length,
      );
      expect(views).toBe(1);
    });
  }

  test('an article body hydrates as the server sent it, and one reached by a link renders in the browser', async ({ page }) => {
    // Seeded articles, whose bodies are long: other tests of the suite publish short ones.
    const articles = ((await (await api.get('/api/articles')).json()) as { slug: string; title: string; content: string }[]).filter(
      (article) => article.content.length > 500,
    );
    const [first, second] = articles;
    if (!first || !second) throw new Error('need two published articles');
    const response = await page.goto(`/blog/${first.slug}`);
    const html = (await response?.text()) ?? '';
    const body = page.getByTestId('markup-content');
    const served = await page.evaluate(
      (source) => new DOMParser().parseFromString(source, 'text/html').querySelector('[data-testid="markup-content"]')?.innerHTML ?? '',
      html,
    );
    expect(served.length).toBeGreaterThan(100);
    expect(await body.evaluate((element) => element.innerHTML)).toBe(served);

    // A client-side visit to another article renders its body with the renderer, loaded then.
    await page.goto('/blog');
    await page.getByRole('link', { name: second.title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    const full = (await (await api.get(`/api/articles/slug/${second.slug}`)).json()) as { content: string };
    const sentence = full.content.split('\n').find((line) => /^[A-Z][a-z]+ [a-z]+ [a-z]+/.test(line.trim())) ?? '';
    await expect(body).toContainText(sentence.trim().split(' ').slice(0, 4).join(' '));
  });

  test('what a visitor opens after the page is live is styled: the phone menu, the category list, a page reached by a link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await classesWithoutRules(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Dive Sites' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Australian Dive Sites' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show more dive sites' })).toBeVisible();
    expect(await classesWithoutRules(page)).toEqual([]);
  });
});
