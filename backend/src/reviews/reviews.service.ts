import { Injectable } from '@nestjs/common';
import { ContentVersionsService } from '../common/content-versions/content-versions.service';
import { PublishableKind, PublishableService } from '../publishing/publishable.service';
import { Review } from './review.entity';
import { CreateReviewDto, ReviewDto, ReviewPageDto, UpdateReviewDto } from './review.dto';
import { toReviewDto } from './review.mapper';
import { ReviewsRepository } from './reviews.repository';

export const DUPLICATE_SLUG_MESSAGE = 'A review with this slug already exists.';
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';

const REVIEWS: PublishableKind = {
  topic: 'reviews',
  notFoundMessage: REVIEW_NOT_FOUND_MESSAGE,
  duplicateSlugMessage: DUPLICATE_SLUG_MESSAGE,
  ownNotNull: ['price', 'purchaseLink'],
};

/** Gear reviews: the shared publishable rules plus price, rating, purchase link and the category lists. */
@Injectable()
export class ReviewsService extends PublishableService<Review, ReviewDto, CreateReviewDto, UpdateReviewDto> {
  protected readonly kind = REVIEWS;

  constructor(
    private readonly reviews: ReviewsRepository,
    versions: ContentVersionsService,
  ) {
    super(reviews, versions);
  }

  /** A published review for its page, with the shop product it is about. */
  async findPageBySlug(slug: string): Promise<ReviewPageDto> {
    const review = await this.findPublishedBySlug(slug);
    return { ...review, product: await this.reviews.findLinkedProduct(review.id) };
  }

  protected toDto(review: Review): ReviewDto {
    return toReviewDto(review);
  }

  protected applyOwnFields(review: Review, input: CreateReviewDto | UpdateReviewDto): void {
    if (input.price != null) review.price = input.price;
    if (input.purchaseLink != null) review.purchaseLink = input.purchaseLink;
    if (input.rating !== undefined) review.rating = input.rating;
    review.rating ??= null;
    // The spec's admin saves every review unfeatured; nothing on the site features reviews.
    review.featured = false;
  }

  findPublishedByCategory(category: string): Promise<ReviewDto[]> {
    return this.findNewestFirst({ published: true, category });
  }
}
