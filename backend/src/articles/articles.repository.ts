import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Product } from '../products/product.entity';
import { PublishableRepository } from '../publishing/publishable.repository';
import { Review } from '../reviews/review.entity';
import { Article } from './article.entity';

/** Blog articles (table `articles`): the shared publishable queries, and what an article's text may mention. */
@Injectable()
export class ArticlesRepository extends PublishableRepository<Article> {
  constructor(dataSource: DataSource) {
    super(dataSource, Article);
  }

  /** Published reviews' slugs and titles, and products' ids and names, each oldest first. */
  async findMentionable(): Promise<{ reviews: Pick<Review, 'slug' | 'title'>[]; products: Pick<Product, 'id' | 'name'>[] }> {
    const [reviews, products] = await Promise.all([
      this.dataSource.getRepository(Review).find({ select: { slug: true, title: true }, where: { published: true }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(Product).find({ select: { id: true, name: true }, order: { id: 'ASC' } }),
    ]);
    return { reviews, products };
  }
}
