import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, FindOptionsWhere, Not, Repository } from 'typeorm';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { CachedAnswer, PublicCacheService } from '../common/public-cache/public-cache.service';
import { isUniqueViolation } from '../common/database-errors';
import { defaultExcerpt, slugify } from '../common/text/shared/slug';
import { scheduleFor } from '../common/publish-at';
import { DEFAULT_AUTHOR } from '../database/entity-columns';
import { Review } from './review.entity';
import { CreateReviewDto, ReviewResponseDto, UpdateReviewDto } from './reviews.dto';
import { toReviewResponse } from './reviews.mapper';

export const DUPLICATE_SLUG_MESSAGE = 'A review with this slug already exists.';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';

/** Fields a partial update may leave out but never blank (they are NOT NULL in the table). */
const NON_NULL_FIELDS = ['title', 'content', 'category', 'price', 'purchaseLink', 'imageUrl', 'published'] as const;

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ContentVersionsService,
    private readonly cache: PublicCacheService,
  ) {}

  private get repo(): Repository<Review> {
    return this.dataSource.getRepository(Review);
  }

  /** Published reviews newest first; drafts too only when the caller is the signed-in admin. */
  async findAll(includeDrafts: boolean): Promise<ReviewResponseDto[]> {
    const reviews = await this.repo.find({ where: includeDrafts ? {} : { published: true }, order: NEWEST_FIRST });
    return reviews.map(toReviewResponse);
  }

  /**
   * The list as sent. Anything asked with ?admin=true is built for that request alone, never
   * stored or shared, whoever asks; the public list comes from the read cache.
   */
  async listAnswer(adminAsked: boolean, isAdmin: boolean): Promise<CachedAnswer> {
    if (adminAsked) return this.cache.privateJson(await this.findAll(isAdmin));
    return this.publishedAnswer();
  }

  /** GET /api/reviews and /api/reviews/published send the same bytes: one entry serves both. */
  publishedAnswer(): Promise<CachedAnswer> {
    return this.cache.json('/api/reviews', ['reviews'], () => this.findAll(false), { pinned: true, exactUrl: true });
  }

  /** Categories are validated against a fixed list, so their answers may be pinned. */
  byCategoryAnswer(category: string): Promise<CachedAnswer> {
    return this.cache.json(`/api/reviews/category/${encodeURIComponent(category)}`, ['reviews'], () => this.findPublishedByCategory(category), {
      pinned: true,
      exactUrl: true,
    });
  }

  bySlugAnswer(slug: string): Promise<CachedAnswer> {
    return this.cache.json(`/api/reviews/slug/${encodeURIComponent(slug)}`, ['reviews'], () => this.findPublishedBySlug(slug), {
      exactUrl: true,
    });
  }

  async findPublishedByCategory(category: string): Promise<ReviewResponseDto[]> {
    const reviews = await this.repo.find({ where: { published: true, category }, order: NEWEST_FIRST });
    return reviews.map(toReviewResponse);
  }

  /** A draft answers exactly like a missing review, so its existence never leaks. */
  async findPublishedBySlug(slug: string): Promise<ReviewResponseDto> {
    const review = await this.repo.findOneBy({ slug, published: true });
    if (!review) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    return toReviewResponse(review);
  }

  async create(dto: CreateReviewDto): Promise<ReviewResponseDto> {
    const slug = this.slugOrThrow(dto.slug, dto.title);
    await this.assertSlugFree(slug);
    const review = this.repo.create({
      title: dto.title,
      slug,
      excerpt: dto.excerpt || defaultExcerpt(dto.content),
      content: dto.content,
      category: dto.category,
      price: dto.price,
      rating: dto.rating ?? null,
      purchaseLink: dto.purchaseLink,
      imageUrl: dto.imageUrl,
      author: dto.author || DEFAULT_AUTHOR,
      published: dto.published ?? false,
      publishAt: scheduleFor(dto.published ?? false, dto.publishAt, null),
      // The spec's admin saves every review unfeatured; nothing on the site features reviews.
      featured: false,
    });
    const saved = await this.saveOrConflict(review);
    return toReviewResponse(await this.getOrThrow(saved.id));
  }

  async update(id: number, dto: UpdateReviewDto): Promise<ReviewResponseDto> {
    for (const field of NON_NULL_FIELDS) {
      if (dto[field] === null) throw new BadRequestException(`${field} is required`);
    }
    const review = await this.getOrThrow(id);
    if (dto.title !== undefined) review.title = dto.title;
    if (dto.content !== undefined) review.content = dto.content;
    if (dto.slug !== undefined && dto.slug !== null) {
      review.slug = this.slugOrThrow(dto.slug, review.title);
      await this.assertSlugFree(review.slug, id);
    }
    if (dto.excerpt !== undefined) review.excerpt = dto.excerpt || defaultExcerpt(review.content);
    if (dto.category !== undefined) review.category = dto.category;
    if (dto.price !== undefined) review.price = dto.price;
    if (dto.rating !== undefined) review.rating = dto.rating;
    if (dto.purchaseLink !== undefined) review.purchaseLink = dto.purchaseLink;
    if (dto.imageUrl !== undefined) review.imageUrl = dto.imageUrl;
    if (dto.author !== undefined) review.author = dto.author || DEFAULT_AUTHOR;
    if (dto.published !== undefined) review.published = dto.published;
    review.publishAt = scheduleFor(review.published, dto.publishAt, review.publishAt);
    review.featured = false;
    await this.saveOrConflict(review);
    return toReviewResponse(await this.getOrThrow(id));
  }

  async remove(id: number): Promise<void> {
    await this.versions.write(['reviews'], async (manager) => {
      const result = await manager.delete(Review, { id });
      if (!result.affected) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    });
  }

  /** The admin's slug (normalised the same way as a derived one), or one derived from the title. */
  private slugOrThrow(requested: string | undefined, title: string): string {
    const slug = slugify(requested || title);
    if (!slug) {
      throw new BadRequestException('slug must contain letters or numbers (it is derived from the title when left empty)');
    }
    return slug;
  }

  private async assertSlugFree(slug: string, exceptId?: number): Promise<void> {
    const where: FindOptionsWhere<Review> = exceptId === undefined ? { slug } : { slug, id: Not(exceptId) };
    if (await this.repo.existsBy(where)) throw new ConflictException(DUPLICATE_SLUG_MESSAGE);
  }

  /** Two saves racing for one slug: the unique index decides, the loser gets the same 409. */
  private async saveOrConflict(review: Review): Promise<Review> {
    try {
      return await this.versions.write(['reviews'], (manager) => manager.save(review));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(DUPLICATE_SLUG_MESSAGE);
      throw error;
    }
  }

  private async getOrThrow(id: number): Promise<Review> {
    const review = await this.repo.findOneBy({ id });
    if (!review) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    return review;
  }
}
