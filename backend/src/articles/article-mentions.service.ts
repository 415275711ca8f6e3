import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
  ) {}

  async findMentions(slug: string): Promise<ArticleMentionDto[]> {
    const article = await this.articles.findPublishedBySlug(slug);
    const [reviews, products] = await Promise.all([
      this.dataSource.getRepository(Review).find({ select: { slug: true, title: true }, where: { published: true }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(Product).find({ select: { id: true, name: true }, order: { id: 'ASC' } }),
    ]);
    return findMentions(article.content, reviews, products);
  }
}
