import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetArticleBySlugQueryKey, getGetArticlesQueryKey } from '@/api/generated/endpoints/articles/articles';
import { getGetDiveSiteQueryKey, getSearchDiveSitesQueryKey } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { getGetProductsQueryKey } from '@/api/generated/endpoints/products/products';
import { getGetReviewsByCategoryQueryKey } from '@/api/generated/endpoints/reviews/reviews';
import { API, invalidateApi } from './admin-cache';

describe('invalidateApi', () => {
  it('marks the lists, their admin variants and every answer below them stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      articles: getGetArticlesQueryKey(),
      adminArticles: getGetArticlesQueryKey({ admin: true }),
      article: getGetArticleBySlugQueryKey('kelp'),
      site: getGetDiveSiteQueryKey(7),
      search: getSearchDiveSitesQueryKey({ q: 'reef' }),
      products: getGetProductsQueryKey(),
      category: getGetReviewsByCategoryQueryKey('Masks & Fins'),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, []);
    await invalidateApi(client, API.articles, API.diveSites);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['articles', 'adminArticles', 'article', 'site', 'search']);
  });
});
