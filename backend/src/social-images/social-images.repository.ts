import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Article } from '../articles/article.entity';
import { Review } from '../reviews/review.entity';

/** The published articles and reviews a share image is drawn for. */
@Injectable()
export class SocialImagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  findPublishedArticle(slug: string): Promise<Article | null> {
    return this.dataSource.getRepository(Article).findOneBy({ slug, published: true });
  }

  findPublishedReview(slug: string): Promise<Review | null> {
    return this.dataSource.getRepository(Review).findOneBy({ slug, published: true });
  }
}
