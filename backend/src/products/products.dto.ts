import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IsHttpUrl, IsImageUrl, Trim } from '../common/validation';
import { LEN } from '../database/entity-columns';
import { IsProductPrice, MAX_REVIEW_COUNT, PRODUCT_CATEGORIES, ToPriceText, ToProductRating, ToReviewCount } from './product-fields';
import { AggregateOfferJsonLdDto, BestOfferDto, PriceRangeDto, ProductOfferDto } from './offers/offers.dto';

/** Our published review of a product: where the shop's rating comes from, and where it links. */
export class ProductReviewLinkDto {
  /** The review's page is /gear-reviews/{slug}. */
  slug: string;
  title: string;
  /** Our rating, 0 to 5 with one decimal (star ratings counted), or null when the review gives none. */
  rating: string | null;
}

/** One filled key spec, in the category's order. */
export class ProductSpecDto {
  /** The field, e.g. "thickness" (see the category's spec fields). */
  key: string;
  /** As the page shows it, e.g. "Thickness". */
  label: string;
  value: string;
}

export class ProductResponseDto {
  id: number;
  name: string;
  /** One of masks, fins, snorkels, wetsuits, bcds, regulators, computers, accessories. */
  category: string;
  description: string;
  /** AUD with two decimals, e.g. "899.00": the best offer's price (bestOffer.price), the one price shown everywhere. */
  price: string;
  /** The offer the main button goes to and why (the lowest in-stock price or the owner's pick). */
  bestOffer: BestOfferDto;
  /** The spread of the sellers' AUD prices; null when no offer has one. */
  @ApiProperty({ type: PriceRangeDto, nullable: true })
  priceRange: PriceRangeDto | null;
  /** Every seller's offer, oldest first. */
  @ApiProperty({ type: [ProductOfferDto] })
  offers: ProductOfferDto[];
  /** The `offers` of the product's schema.org structured data, as the page embeds it. */
  offersJsonLd: AggregateOfferJsonLdDto;
  /**
   * The rating visitors see, 0 to 5 with one decimal, e.g. "4.5": our review's rating when we have
   * reviewed the product (see `review`), otherwise the product's own stored rating.
   */
  rating: string;
  /**
   * The product's own stored rating (the owner copies it from the seller's page: their shoppers'
   * average), 0 to 5 with one decimal; shown as "Seller rating" when we have not reviewed the product.
   */
  sellerRating: string;
  /** The admin's review count field; its source is not known, so the public pages do not show it. */
  reviewCount: number;
  /** Our published review of this product, or null when we have not reviewed it (or the review is a draft). */
  @ApiProperty({ type: ProductReviewLinkDto, nullable: true })
  review: ProductReviewLinkDto | null;
  /** The key specs the owner filled in, in the category's order; empty when none. */
  @ApiProperty({ type: [ProductSpecDto] })
  specs: ProductSpecDto[];
  /** The review the owner linked (Products tab), published or not; null when none is linked. */
  @ApiProperty({ type: Number, nullable: true })
  reviewId: number | null;
  /** The best offer's seller page (affiliate link); may be empty when none is known yet. */
  affiliateLink: string;
  /** Absolute http(s) URL or a bundled /images/ path. */
  imageUrl: string;
  /** The alt text the owner wrote for the uploaded photo (media library); null otherwise: then the name describes it. */
  @ApiProperty({ type: String, nullable: true })
  imageAlt: string | null;
  featured: boolean;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export class CreateProductDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(LEN.name)
  name: string;

  @ApiProperty({ enum: PRODUCT_CATEGORIES })
  @IsIn(PRODUCT_CATEGORIES, { message: `category must be one of: ${PRODUCT_CATEGORIES.join(', ')}` })
  category: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'description is required' })
  @MaxLength(LEN.text)
  description: string;

  /** AUD: 899, "899" or "899.00" (a leading "$" and thousands commas are accepted). */
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], example: '899.00' })
  @ToPriceText()
  @IsProductPrice()
  price: string | number;

  /** The seller's rating, 0 to 5 (their shoppers' average); blank or not numeric means 4.5. */
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'number' }], required: false, example: '4.5' })
  @IsOptional()
  @ToProductRating()
  @Min(0, { message: 'rating must be between 0 and 5' })
  @Max(5, { message: 'rating must be between 0 and 5' })
  rating?: string | number | null;

  /** Whole number from 0; blank or not numeric means 100. */
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'integer' }], required: false, example: 100 })
  @IsOptional()
  @ToReviewCount()
  @IsInt({ message: 'reviewCount must be a whole number' })
  @Min(0, { message: 'reviewCount must not be negative' })
  @Max(MAX_REVIEW_COUNT)
  reviewCount?: string | number | null;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'imageUrl is required' })
  @MaxLength(LEN.url)
  @IsImageUrl()
  imageUrl: string;

  /** The seller's page; optional, but when given it must be a full http(s) address. */
  @Trim()
  @ValidateIf((_dto, value) => value !== undefined && value !== null && value !== '')
  @IsString()
  @MaxLength(LEN.url)
  @IsHttpUrl()
  affiliateLink?: string | null;

  @IsOptional()
  @IsBoolean()
  featured?: boolean;

  /**
   * Key specs by field, e.g. {"thickness": "5 mm", "zip": "Back zip"}: only the fields of the product's
   * category, some with a fixed list of values; blank values are dropped; null or {} clears them.
   */
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, nullable: true })
  @IsOptional()
  @IsObject({ message: 'specs must be an object of field names and texts, e.g. {"thickness": "5 mm"}' })
  specs?: Record<string, string> | null;

  /** Our review of this product (a review's id; one product per review); null unlinks it. */
  @ApiProperty({ type: Number, nullable: true, required: false, example: 3 })
  @IsOptional()
  @IsInt({ message: 'reviewId must be the id of one of our reviews, or null' })
  @Min(1, { message: 'reviewId must be the id of one of our reviews, or null' })
  reviewId?: number | null;
}

/** Any subset of the product's fields, under the same rules. */
export class UpdateProductDto extends PartialType(CreateProductDto) {}
