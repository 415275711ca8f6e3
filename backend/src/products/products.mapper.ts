import { Product } from './product.entity';
import { ProductResponseDto } from './products.dto';

export function toProductResponse(product: Product): ProductResponseDto {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    description: product.description,
    price: product.price,
    rating: product.rating,
    reviewCount: product.reviewCount,
    affiliateLink: product.affiliateLink,
    imageUrl: product.imageUrl,
    // Filled from the media library by withImageAlt, once per answer.
    imageAlt: null,
    featured: product.featured,
    createdAt: product.createdAt.toISOString(),
  };
}
