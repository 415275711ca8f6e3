import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Article } from '../articles/article.entity';
import { Review } from '../reviews/review.entity';

/** What the RSS feeds list: the newest published articles and reviews. */
@Injectable()
export class FeedsRepository {
  constructor(private readonly dataSource: DataSource) {}

  newestArticles(take: number): Promise<Article[]> {
    return this.dataSource.getRepository(Article).find({ where: { published: true }, order: { createdAt: 'DESC', id: 'DESC' }, take });
  }

  newestReviews(take: number): Promise<Review[]> {
    return this.dataSource.getRepository(Review).find({ where: { published: true }, order: { createdAt: 'DESC', id: 'DESC' }, take });
  }
}
