import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogArticlePage } from './blog-article-page';
import { makeArticle, renderAt, stubApi } from './blog-test-utils';

const REVIEW_URL = '/api/dive-sites/by-review-url?url=%2Fblog%2Fdiving-julian-rocks';
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
  return renderAt(`/blog/${slug}`, '/blog/:slug', <BlogArticlePage />);
}

describe('BlogArticlePage', () => {
  beforeEach(() => {
    window.__dduAnalytics = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the article with its byline, body and footer link', async () => {
    stubApi({ '/api/articles/slug/diving-julian-rocks': [200, makeArticle()] });
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
    stubApi({ '/api/articles/slug/diving-julian-rocks': [200, makeArticle({ excerpt: '', content: 'c'.repeat(200) })] });
    open();
    await waitFor(() => expect(document.title).toBe('Diving Julian Rocks | Dive Down Under'));
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(`${'c'.repeat(160)}...`);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${window.location.origin}/og/articles/diving-julian-rocks.png`,
    );
  });

  it('reports blog_view with category and author', async () => {
    stubApi({ '/api/articles/slug/diving-julian-rocks': [200, makeArticle()] });
    open();
    await waitFor(() =>
      expect(window.__dduAnalytics).toContainEqual(
        expect.objectContaining({ name: 'blog_view', params: expect.objectContaining({ category: 'Dive Sites', author: 'Mia' }) }),
      ),
    );
  });

  it('shows "Article Not Found" for a missing article', async () => {
    stubApi({});
    open('nope');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('asks for the dive site only after the article loaded, and embeds its video', async () => {
    const fetchMock = stubApi({
      '/api/articles/slug/diving-julian-rocks': [200, makeArticle()],
      [REVIEW_URL]: [200, site],
    });
    open();
    const player = await screen.findByTitle('Dive video: Julian Rocks');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(screen.getByRole('heading', { name: 'Dive Site Video' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Julian Rocks' })).toHaveAttribute('href', '/dive-sites/42');
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls[0]).toBe('/api/articles/slug/diving-julian-rocks');
    expect(calls.filter((url) => url !== '/api/affiliate-links')).toEqual(['/api/articles/slug/diving-julian-rocks', REVIEW_URL]);
  });

  it('stays silent and asks only once when the lookup fails', async () => {
    const fetchMock = stubApi({ '/api/articles/slug/diving-julian-rocks': [200, makeArticle()] });
    open();
    await screen.findByRole('heading', { level: 1 });
    // The article, the dive-site lookup and the seller-link map.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('heading', { name: 'Dive Site Video' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('by-review-url'))).toHaveLength(1);
  });

  it('shows no card for a dive site without a video', async () => {
    stubApi({
      '/api/articles/slug/diving-julian-rocks': [200, makeArticle()],
      [REVIEW_URL]: [200, { ...site, videoUrl: null }],
    });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Dive Site Video' })).not.toBeInTheDocument();
  });
});
