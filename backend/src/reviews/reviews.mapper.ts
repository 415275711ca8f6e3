import { Review } from './review.entity';
import { ReviewResponseDto } from './reviews.dto';

export function toReviewResponse(review: Review): ReviewResponseDto {
  return {
    id: review.id,
    slug: review.slug,
    title: review.title,
    excerpt: review.excerpt,
    content: review.content,
    category: review.category,
    rating: review.rating,
    price: review.price,
    author: review.author,
    imageUrl: review.imageUrl,
    purchaseLink: review.purchaseLink,
    published: review.published,
    publishAt: review.publishAt ? review.publishAt.toISOString() : null,
    featured: review.featured,
    createdAt: review.createdAt.toISOString(),
  };
}
