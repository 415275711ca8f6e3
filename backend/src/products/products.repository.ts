import { Injectable } from '@nestjs/common';
import { DataSource, DeepPartial, EntityManager, In, Not, Repository } from 'typeorm';
import { Review } from '../reviews/review.entity';
import { Product } from './product.entity';
import { ReviewOfProduct } from './product-review-link';

/** The shop's products (table `products`) and the published reviews their answers link. */
@Injectable()
export class ProductsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo(): Repository<Product> {
    return this.dataSource.getRepository(Product);
  }

  /**
   * Featured products first, then the newest. Seeded products share one creation time, so the id
   * keeps them in the order they were written.
   */
  findAll(): Promise<Product[]> {
    return this.repo.find({ order: { featured: 'DESC', createdAt: 'DESC', id: 'ASC' } });
  }

  findFeatured(): Promise<Product[]> {
    return this.repo.find({ where: { featured: true }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Every product of one category (the shop has no unpublished products: all of them are on show). */
  findByCategory(category: string): Promise<Product[]> {
    return this.repo.find({ where: { category }, order: { id: 'ASC' } });
  }

  findById(id: number): Promise<Product | null> {
    return this.repo.findOneBy({ id });
  }

  /** The published ones of these reviews: what a linked product's rating and review link come from. */
  async findPublishedReviews(ids: readonly number[]): Promise<ReviewOfProduct[]> {
    if (ids.length === 0) return [];
    return this.dataSource.getRepository(Review).find({
      select: { id: true, slug: true, title: true, rating: true },
      where: { id: In([...ids]), published: true },
    });
  }

  /** The product the owner linked to this published review, if any. */
  findByPublishedReviewSlug(slug: string): Promise<Product | null> {
    return this.repo.findOne({ where: { review: { slug, published: true } } });
  }

  /** A review the owner links, published or not; null when no review has this id. */
  findReviewTitle(manager: EntityManager, id: number): Promise<Pick<Review, 'id' | 'title'> | null> {
    return manager.getRepository(Review).findOne({ select: { id: true, title: true }, where: { id } });
  }

  /** Another product already linked to this review, if any. */
  findOtherLinkedTo(manager: EntityManager, reviewId: number, productId: number | undefined): Promise<Product | null> {
    return manager.getRepository(Product).findOneBy({ reviewId, ...(productId === undefined ? {} : { id: Not(productId) }) });
  }

  /** A new, unsaved product. */
  build(fields: DeepPartial<Product>): Product {
    return this.repo.create(fields);
  }

  save(manager: EntityManager, product: Product): Promise<Product> {
    return manager.save(product);
  }

  /** False when no product has this id. */
  async delete(manager: EntityManager, id: number): Promise<boolean> {
    const result = await manager.delete(Product, { id });
    return Boolean(result.affected);
  }
}
