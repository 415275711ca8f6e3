import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { pending, stubApi } from '@/test/api-stub';
import { renderWithProviders } from '@/test/render';
import { BlogPage } from './blog-page';
import { makeArticle } from '@/test/fixtures/articles';

const articles = [
  makeArticle({ id: 1, slug: 'older', title: 'Older Article', createdAt: '2025-01-01T00:00:00Z', category: 'Safety', author: 'Sam' }),
  makeArticle({ id: 2, slug: 'newest', title: 'Newest Article', createdAt: '2025-06-01T00:00:00Z', category: 'News', author: 'Mia' }),
  makeArticle({ id: 3, slug: 'middle', title: 'Middle Article', createdAt: '2025-03-01T00:00:00Z', category: 'Tips', author: 'Jack' }),
];

const renderBlog = () => renderWithProviders(<BlogPage />, { route: '/blog', path: '/blog' });

describe('BlogPage', () => {
  beforeEach(() => {
    window.__dduAnalytics = [];
  });
  it('shows 6 skeletons while loading', () => {
    stubApi({ 'GET /api/articles': pending });
    renderBlog();
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('features the newest article and lists the rest newest first', async () => {
    stubApi({ 'GET /api/articles': articles });
    renderBlog();
    const featured = await screen.findByRole('region', { name: 'Featured article' });
    expect(within(featured).getByRole('heading', { name: 'Newest Article' })).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Latest articles' });
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Middle Article', 'Older Article']);
    expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/middle', '/blog/older']);
  });

  it('offers a topic card for each category with articles, each a link to that category', async () => {
    stubApi({ 'GET /api/articles': articles });
    renderBlog();
    const topics = await screen.findByRole('navigation', { name: 'What we write about' });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => within(link).getByRole('heading', { level: 3 }).textContent)).toEqual(['Safety', 'Tips', 'News']);
    expect(links[0]).toHaveAttribute('href', '/blog?category=Safety');
    expect(links[0]).toHaveTextContent('1 article');
  });

  it('narrows the list to the category in the address, with a way back to every article', async () => {
    stubApi({ 'GET /api/articles': articles });
    renderWithProviders(<BlogPage />, { route: '/blog?category=Safety', path: '/blog' });
    const featured = await screen.findByRole('region', { name: 'Featured article' });
    expect(within(featured).getByRole('heading', { name: 'Older Article' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Newest Article' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });

  it('says "No articles found" when there are none', async () => {
    stubApi({ 'GET /api/articles': [] });
    renderBlog();
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
  });

  it('reports clicks with category, author and position', async () => {
    stubApi({ 'GET /api/articles': articles });
    renderBlog();
    const featured = await screen.findByRole('region', { name: 'Featured article' });
    await userEvent.click(within(featured).getByRole('link'));
    expect(window.__dduAnalytics).toContainEqual({
      type: 'event',
      name: 'blog_article_click',
      params: { category: 'News', author: 'Mia', position: 'featured', label: 'Newest Article' },
    });
  });

  it('reports a grid click with its position', async () => {
    stubApi({ 'GET /api/articles': articles });
    renderBlog();
    const grid = await screen.findByRole('region', { name: 'Latest articles' });
    await userEvent.click(within(grid).getAllByRole('link')[1]);
    expect(window.__dduAnalytics).toContainEqual(
      expect.objectContaining({ name: 'blog_article_click', params: expect.objectContaining({ author: 'Sam', position: 'grid' }) }),
    );
  });
});
