import { Injectable } from '@nestjs/common';
import { DataSource, DeepPartial, EntityManager, Repository } from 'typeorm';
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

  findById(id: number): Promise<Product | null> {
    return this.repo.findOneBy({ id });
  }

  /** Published reviews, newest first: what a product's rating and review link come from. */
  findPublishedReviews(): Promise<ReviewOfProduct[]> {
    return this.dataSource.getRepository(Review).find({
      select: { slug: true, title: true, rating: true, purchaseLink: true },
      where: { published: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
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
