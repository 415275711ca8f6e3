import { toPublishableDto } from '../publishing/publishable.mapper';
import { Review } from './review.entity';
import { ReviewDto } from './review.dto';

export function toReviewDto(review: Review): ReviewDto {
  return {
    ...toPublishableDto(review),
    rating: review.rating,
    price: review.price,
    purchaseLink: review.purchaseLink,
    featured: review.featured,
  };
}
