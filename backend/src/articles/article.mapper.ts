import { toPublishableDto } from '../publishing/publishable.mapper';
import { Article } from './article.entity';
import { ArticleDto } from './article.dto';

export function toArticleDto(article: Article): ArticleDto {
  return toPublishableDto(article);
}
