import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Article } from '../articles/article.entity';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Product } from '../products/product.entity';
import { Review } from '../reviews/review.entity';

/** The rows the sitemap lists (only the columns it needs). */
export interface SitemapRows {
  articles: Pick<Article, 'slug' | 'createdAt'>[];
  reviews: Pick<Review, 'slug' | 'createdAt'>[];
  products: Pick<Product, 'id' | 'createdAt'>[];
  sites: Pick<DiveSite, 'id' | 'region' | 'state' | 'createdAt'>[];
}

@Injectable()
export class SitemapRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Published articles and reviews (newest first), every product and every dive site (by id). */
  async contentRows(): Promise<SitemapRows> {
    const [articles, reviews, products, sites] = await Promise.all([
      this.dataSource.getRepository(Article).find({
        select: { slug: true, createdAt: true },
        where: { published: true },
        order: { createdAt: 'DESC' },
      }),
      this.dataSource.getRepository(Review).find({
        select: { slug: true, createdAt: true },
        where: { published: true },
        order: { createdAt: 'DESC' },
      }),
      this.dataSource.getRepository(Product).find({ select: { id: true, createdAt: true }, order: { id: 'ASC' } }),
      this.dataSource
        .getRepository(DiveSite)
        .find({ select: { id: true, region: true, state: true, createdAt: true }, order: { id: 'ASC' } }),
    ]);
    return { articles, reviews, products, sites };
  }
}
