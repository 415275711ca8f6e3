import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PublishableRepository } from '../publishing/publishable.repository';
import { Review } from './review.entity';

/** Gear reviews (table `reviews`): the shared publishable queries, and the shop product linked to a review. */
@Injectable()
export class ReviewsRepository extends PublishableRepository<Review> {
  constructor(dataSource: DataSource) {
    super(dataSource, Review);
  }

  /**
   * The product whose owner-set link names this review. Read by table name: the products module
   * reads reviews, so reviews may not import it back.
   */
  async findLinkedProduct(reviewId: number): Promise<{ id: number; name: string } | null> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select(['product.id AS id', 'product.name AS name'])
      .from('products', 'product')
      .where('product.reviewId = :reviewId', { reviewId })
      .getRawOne<{ id: number | string; name: string }>();
    return row ? { id: Number(row.id), name: row.name } : null;
  }
}
