import type { ArticleDto } from '@/api/generated/models';

/** Newest first; the id breaks ties so the order never flickers between renders. */
export function sortNewestFirst(articles: readonly ArticleDto[]): ArticleDto[] {
  return [...articles].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
