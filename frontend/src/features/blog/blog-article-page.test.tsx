import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleDto } from '@/api/generated/models';
import { reply, stubApi, type StubRoutes } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { BlogArticlePage } from './blog-article-page';
import { makeArticle } from '@/test/fixtures/articles';

const ARTICLE = 'GET /api/articles/slug/diving-julian-rocks';
const REVIEW_URL = 'GET /api/dive-sites/by-review-url?url=%2Fblog%2Fdiving-julian-rocks';
const NOT_FOUND = reply(404, { statusCode: 404, message: 'Not Found' });
const MENTIONS = 'GET /api/articles/slug/diving-julian-rocks/mentions';

/** The article, no dive site reviewed by it and no seller links, unless the test says otherwise. */
function stubArticle(article: ArticleDto, routes: StubRoutes = {}) {
  return stubApi({ [ARTICLE]: article, [REVIEW_URL]: NOT_FOUND, [MENTIONS]: [], 'GET /api/affiliate-links': [], ...routes });
}
const site = {
  id: 42,
  name: 'Julian Rocks',
  region: 'Byron Bay',
  depthRange: '5-24m',
  bestTime: 'June to October',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  videoThumbnail: null,
};

function open(slug = 'diving-julian-rocks') {
  return renderWithProviders(<BlogArticlePage />, { route: `/blog/${slug}`, path: '/blog/:slug' });
}

describe('BlogArticlePage', () => {
  beforeEach(() => {
    window.__dduAnalytics = [];
  });
  it('shows the article with its byline, body and footer link', async () => {
    stubArticle(makeArticle());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Diving Julian Rocks' })).toBeInTheDocument();
    expect(screen.getByText('Grey nurse sharks, turtles and manta rays off Byron Bay.')).toBeInTheDocument();
    expect(screen.getByText(/Published on/)).toHaveTextContent('By Mia · Published on 1 May 2025');
    // The body's renderer loads with the first body the browser renders itself (no server HTML here).
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting there' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More Articles' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('sets the title and social tags, falling back to the content for the description', async () => {
    stubArticle(makeArticle({ excerpt: '', content: 'c'.repeat(200) }));
    open();
    await waitFor(() => expect(document.title).toBe('Diving Julian Rocks | Dive Down Under'));
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(`${'c'.repeat(160)}...`);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${window.location.origin}/og/articles/diving-julian-rocks.png`,
    );
  });

  it('reports blog_view with category and author', async () => {
    stubArticle(makeArticle());
    open();
    await waitFor(() =>
      expect(window.__dduAnalytics).toContainEqual(
        expect.objectContaining({ name: 'blog_view', params: expect.objectContaining({ category: 'Dive Sites', author: 'Mia' }) }),
      ),
    );
  });

  it('shows "Article Not Found" for a missing article', async () => {
    stubApi({ 'GET /api/articles/slug/nope': NOT_FOUND });
    open('nope');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('asks for the dive site only after the article loaded, and embeds its video', async () => {
    const api = stubArticle(makeArticle(), { [REVIEW_URL]: site });
    open();
    const player = await screen.findByTitle('Dive video: Julian Rocks');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(screen.getByRole('heading', { name: 'Dive Site Video' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Julian Rocks' })).toHaveAttribute('href', '/dive-sites/42');
    const calls = api.calls.map((call) => `${call.method} ${call.url}`);
    expect(calls[0]).toBe(ARTICLE);
    expect(calls.filter((call) => call !== 'GET /api/affiliate-links' && call !== MENTIONS)).toEqual([ARTICLE, REVIEW_URL]);
  });

  it('stays silent and asks only once when the lookup fails', async () => {
    const api = stubArticle(makeArticle());
    open();
    await screen.findByRole('heading', { level: 1 });
    // The article, the dive-site lookup, the seller-link map and the gear it names.
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(screen.queryByRole('heading', { name: 'Dive Site Video' })).not.toBeInTheDocument();
    expect(api.callsTo(REVIEW_URL)).toHaveLength(1);
  });

  it('shows no card for a dive site without a video', async () => {
    stubArticle(makeArticle(), { [REVIEW_URL]: { ...site, videoUrl: null } });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Dive Site Video' })).not.toBeInTheDocument();
  });

  it('links the reviews and shop products the article names, under "Gear in this article"', async () => {
    stubArticle(makeArticle({ slug: 'diving-julian-rocks' }), {
      [MENTIONS]: [
        { kind: 'review', name: 'Mares Puck Pro+', path: '/gear-reviews/mares-puck-pro-plus-review' },
        { kind: 'product', name: 'Suunto Zoop Novo', path: '/shop/3' },
      ],
    });
    renderWithProviders(<BlogArticlePage />, { route: '/blog/diving-julian-rocks', path: '/blog/:slug' });
    const box = await screen.findByRole('region', { name: 'Gear in this article' });
    expect(within(box).getByRole('link', { name: 'Our review: Mares Puck Pro+' })).toHaveAttribute(
      'href',
      '/gear-reviews/mares-puck-pro-plus-review',
    );
    expect(within(box).getByRole('link', { name: 'Suunto Zoop Novo in the shop' })).toHaveAttribute('href', '/shop/3');
  });
});
