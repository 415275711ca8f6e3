import { Injectable } from '@nestjs/common';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { PublishableKind, PublishableService } from '../publishing/publishable.service';
import { Article } from './article.entity';
import { ArticleDto, CreateArticleDto, UpdateArticleDto } from './article.dto';
import { toArticleDto } from './article.mapper';
import { ArticlesRepository } from './articles.repository';

export const DUPLICATE_SLUG_MESSAGE = 'An article with this slug already exists.';

const ARTICLES: PublishableKind = {
  topic: 'articles',
  notFoundMessage: 'Article not found',
  duplicateSlugMessage: DUPLICATE_SLUG_MESSAGE,
  ownNotNull: [],
};

/** Blog articles: every rule is the shared publishable one; articles add no fields of their own. */
@Injectable()
export class ArticlesService extends PublishableService<Article, ArticleDto, CreateArticleDto, UpdateArticleDto> {
  protected readonly kind = ARTICLES;

  constructor(repository: ArticlesRepository, versions: ContentVersionsService) {
    super(repository, versions);
  }

  protected toDto(article: Article): ArticleDto {
    return toArticleDto(article);
  }

  protected applyOwnFields(): void {}
}
