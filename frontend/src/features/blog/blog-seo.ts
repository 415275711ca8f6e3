import type { ArticleDto } from '@/api/generated/models';
import { DESCRIPTION_LENGTH, excerptFromContent } from '@ddu/shared/text/markup-text';

export const SOCIAL_DESCRIPTION_LENGTH = DESCRIPTION_LENGTH;
export const GENERIC_ARTICLE_DESCRIPTION =
  'Read the latest scuba diving advice, dive-site guides and news from Australia on the Dive Down Under blog.';

/**
 * Social/meta description: the excerpt, else the first 160 characters of the content's text
 * (light markup stripped, cut at a word, "..." when shortened), else a generic sentence.
 */
export function articleDescription(article: Pick<ArticleDto, 'excerpt' | 'content'>): string {
  const excerpt = article.excerpt.trim();
  if (excerpt) return excerpt;
  return excerptFromContent(article.content, SOCIAL_DESCRIPTION_LENGTH) || GENERIC_ARTICLE_DESCRIPTION;
}
