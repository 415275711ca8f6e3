import type { ArticleDto } from '@/api/generated/models';

export const SOCIAL_DESCRIPTION_LENGTH = 160;
export const GENERIC_ARTICLE_DESCRIPTION =
  'Read the latest scuba diving advice, dive-site guides and news from Australia on the Dive Down Under blog.';

/** Social/meta description: the excerpt, else the first 160 characters of the content, else a generic sentence. */
export function articleDescription(article: Pick<ArticleDto, 'excerpt' | 'content'>): string {
  const excerpt = article.excerpt.trim();
  if (excerpt) return excerpt;
  const content = article.content.trim();
  if (content) return content.slice(0, SOCIAL_DESCRIPTION_LENGTH);
  return GENERIC_ARTICLE_DESCRIPTION;
}
