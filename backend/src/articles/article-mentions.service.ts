import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CachedAnswer, PublicCacheService } from '../common/public-cache/public-cache.service';
import { Product } from '../products/product.entity';
import { Review } from '../reviews/review.entity';
import { ArticleMentionDto } from './article.dto';
import { findMentions } from './article-mentions';
import { ArticlesService } from './articles.service';

/** The reviews and products a published article names, so its page can link them (issue 29). */
@Injectable()
export class ArticleMentionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly articles: ArticlesService,
    private readonly cache: PublicCacheService,
  ) {}

  mentionsAnswer(slug: string): Promise<CachedAnswer> {
    const url = `/api/articles/slug/${encodeURIComponent(slug)}/mentions`;
    return this.cache.json(url, ['articles', 'reviews', 'products'], () => this.findMentions(slug), { exactUrl: true });
  }

  async findMentions(slug: string): Promise<ArticleMentionDto[]> {
    const article = await this.articles.findPublishedBySlug(slug);
    const [reviews, products] = await Promise.all([
      this.dataSource.getRepository(Review).find({ select: { slug: true, title: true }, where: { published: true }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(Product).find({ select: { id: true, name: true }, order: { id: 'ASC' } }),
    ]);
    return findMentions(article.content, reviews, products);
  }
}
