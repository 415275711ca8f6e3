import { Injectable } from '@nestjs/common';
import { CachedAnswer, PublicCacheService } from '../common/public-cache/public-cache.service';
import { ArticleMentionDto } from './article.dto';
import { findMentions } from './article-mentions';
import { ArticlesRepository } from './articles.repository';
import { ArticlesService } from './articles.service';

/** The reviews and products a published article names, so its page can link them (issue 29). */
@Injectable()
export class ArticleMentionsService {
  constructor(
    private readonly repository: ArticlesRepository,
    private readonly articles: ArticlesService,
    private readonly cache: PublicCacheService,
  ) {}

  mentionsAnswer(slug: string): Promise<CachedAnswer> {
    const url = `/api/articles/slug/${encodeURIComponent(slug)}/mentions`;
    return this.cache.json(url, ['articles', 'reviews', 'products'], () => this.findMentions(slug), { exactUrl: true });
  }

  async findMentions(slug: string): Promise<ArticleMentionDto[]> {
    const article = await this.articles.findPublishedBySlug(slug);
    const { reviews, products } = await this.repository.findMentionable();
    return findMentions(article.content, reviews, products);
  }
}
