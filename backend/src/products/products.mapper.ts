import { specRows } from '@ddu/shared/products/product-specs';
import { Product } from './product.entity';
import { ReviewOfProduct, reviewRatingValue } from './product-review-link';
import { ProductResponseDto } from './products.dto';
import { offersView } from './offers/offer-view';
import { ProductOffer } from './offers/product-offer.entity';

/** A product as the API shows it; with our review, the review's rating is the one truth. */
export function toProductResponse(product: Product, review?: ReviewOfProduct, offers: readonly ProductOffer[] = []): ProductResponseDto {
  const ourRating = review ? reviewRatingValue(review.rating) : null;
  const sellers = offersView(product, offers);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    description: product.description,
    price: sellers.bestOffer.price,
    bestOffer: sellers.bestOffer,
    priceRange: sellers.priceRange,
    offers: sellers.offers,
    offersJsonLd: sellers.offersJsonLd,
    rating: ourRating ?? product.rating,
    sellerRating: product.rating,
    reviewCount: product.reviewCount,
    review: review ? { slug: review.slug, title: review.title, rating: ourRating } : null,
    affiliateLink: product.affiliateLink,
    imageUrl: product.imageUrl,
    // Filled from the media library by withImageAlt, once per answer.
    imageAlt: null,
    featured: product.featured,
    reviewId: product.reviewId,
    specs: specRows(product.category, product.specs),
    createdAt: product.createdAt.toISOString(),
  };
}
