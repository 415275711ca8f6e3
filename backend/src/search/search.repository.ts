import { Injectable } from '@nestjs/common';
import { Brackets, DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Article } from '../articles/article.entity';
import { escapeLike, LIKE_ESCAPE } from '../common/sql-like';
import { DiveSite } from '../dive-sites/dive-site.entity';
import { Product } from '../products/product.entity';
import { Review } from '../reviews/review.entity';

export type SearchablePublished = Pick<Article, 'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'content' | 'imageUrl'> & {
  featured?: boolean;
};
export type SearchableProduct = Pick<Product, 'id' | 'name' | 'category' | 'description' | 'imageUrl' | 'featured'>;
export type NamedDiveSite = Pick<DiveSite, 'id' | 'name' | 'region'>;

/**
 * The rows the site search ranks. SQL keeps only the rows holding every word in some searched column
 * (LOWER ... LIKE, each word a bound parameter): the ranking (search-relevance.ts) then orders them.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Published articles holding every word in their title, excerpt, category or text. */
  findArticles(words: readonly string[]): Promise<SearchablePublished[]> {
    const query = this.dataSource
      .getRepository(Article)
      .createQueryBuilder('item')
      .select(['item.id', 'item.slug', 'item.title', 'item.excerpt', 'item.category', 'item.content', 'item.imageUrl'])
      .where('item.published = :published', { published: true });
    return holdingEveryWord(query, ['title', 'excerpt', 'category', 'content'], words).getMany();
  }

  /** Published gear reviews, likewise. */
  findReviews(words: readonly string[]): Promise<SearchablePublished[]> {
    const query = this.dataSource
      .getRepository(Review)
      .createQueryBuilder('item')
      .select(['item.id', 'item.slug', 'item.title', 'item.excerpt', 'item.category', 'item.content', 'item.imageUrl', 'item.featured'])
      .where('item.published = :published', { published: true });
    return holdingEveryWord(query, ['title', 'excerpt', 'category', 'content'], words).getMany();
  }

  /** Shop products holding every word in their name, category or description. */
  findProducts(words: readonly string[]): Promise<SearchableProduct[]> {
    const query = this.dataSource
      .getRepository(Product)
      .createQueryBuilder('item')
      .select(['item.id', 'item.name', 'item.category', 'item.description', 'item.imageUrl', 'item.featured']);
    return holdingEveryWord(query, ['name', 'category', 'description'], words).getMany();
  }

  /** Every dive site's name and region: what "did you mean" chooses from. */
  findSiteNames(): Promise<NamedDiveSite[]> {
    return this.dataSource.getRepository(DiveSite).find({ select: { id: true, name: true, region: true }, order: { id: 'ASC' } });
  }
}

function holdingEveryWord<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  columns: readonly string[],
  words: readonly string[],
): SelectQueryBuilder<T> {
  words.forEach((word, i) => {
    query.andWhere(
      new Brackets((where) => {
        for (const column of columns) where.orWhere(`LOWER(item.${column}) LIKE :w${i} ESCAPE '${LIKE_ESCAPE}'`);
      }),
      { [`w${i}`]: `%${escapeLike(word)}%` },
    );
  });
  return query;
}
