import type { ArticleDto } from '@/api/generated/models';
import { trackEvent } from '@/lib/analytics';

export type BlogPosition = 'featured' | 'grid';

/** A reader opened an article from the blog list. */
export function trackBlogArticleClick(article: ArticleDto, position: BlogPosition): void {
  trackEvent('blog_article_click', {
    category: article.category,
    author: article.author,
    position,
    label: article.title,
  });
}

/** A reader viewed an article. */
export function trackBlogView(article: ArticleDto): void {
  trackEvent('blog_view', { category: article.category, author: article.author, label: article.title });
}
