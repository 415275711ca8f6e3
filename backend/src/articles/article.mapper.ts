import { Article } from './article.entity';
import { ArticleDto } from './article.dto';

export function toArticleDto(article: Article): ArticleDto {
  return {
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    imageUrl: article.imageUrl,
    author: article.author,
    published: article.published,
    publishAt: article.publishAt ? article.publishAt.toISOString() : null,
    createdAt: article.createdAt.toISOString(),
  };
}
