import { ApiProperty, ApiSchema, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsHttpUrl, Trim } from '../common/validation';
import { LEN } from '../database/entity-columns';
import { PublishableDto, PublishableInputDto } from '../publishing/publishable.dto';
import { IsReviewRating, REVIEW_CATEGORIES, ToOptionalRating } from './review-fields';

/** A gear review as visitors and the admin see it (named ReviewResponseDto in the API document). */
@ApiSchema({ name: 'ReviewResponseDto' })
export class ReviewDto extends PublishableDto {
  /** Multi-line text with the site's light markup (headings, bold, links, images). */
  declare content: string;
  /** One of BCDs, Dive Computers, Masks & Fins, Wetsuits, Cameras, Regulators, Other. */
  declare category: string;
  /** Absolute http(s) URL or a bundled /images/ path. */
  declare imageUrl: string;
  /** "4.5", star characters ("★★★★"), or null when the review has no rating. */
  rating: string | null;
  /** Free text with the currency, e.g. "$1,199 AUD". */
  price: string;
  /** The seller's page (affiliate link). */
  purchaseLink: string;
  featured: boolean;
}

/** The shop product a review is about: the review page links to it. */
export class ReviewProductLinkDto {
  /** The product's page is /shop/{id}. */
  id: number;
  name: string;
}

/** One review for its page: the review and the shop product the owner linked to it. */
@ApiSchema({ name: 'ReviewPageResponseDto' })
export class ReviewPageDto extends ReviewDto {
  /** The shop product this review is about, or null when no product is linked to it. */
  @ApiProperty({ type: ReviewProductLinkDto, nullable: true })
  product: ReviewProductLinkDto | null;
}

export class CreateReviewDto extends PublishableInputDto {
  /** URL name; derived from the title when left out. Letters are lowercased and punctuation removed. */
  declare slug?: string;
  /** Defaults to the first 150 characters of the content plus "...". */
  declare excerpt?: string;
  /** Defaults to "Dive Down Under Team" when empty. */
  declare author?: string;

  @ApiProperty({ enum: REVIEW_CATEGORIES })
  @IsIn(REVIEW_CATEGORIES, { message: `category must be one of: ${REVIEW_CATEGORIES.join(', ')}` })
  category: string;

  /** Free text with the currency, e.g. "$1,199 AUD". */
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'price is required' })
  @MaxLength(LEN.short)
  price: string;

  /** "4.5" or one to five ★ characters; null or empty for no rating. */
  @ApiProperty({ type: String, nullable: true, required: false, example: '4.5' })
  @IsOptional()
  @ToOptionalRating()
  @IsReviewRating()
  rating?: string | null;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'purchaseLink is required' })
  @MaxLength(LEN.url)
  @IsHttpUrl()
  purchaseLink: string;

  /** Accepted for compatibility with the admin form; always stored as false. */
  @IsOptional()
  @IsBoolean()
  featured?: boolean;
}

/** Any subset of the review's fields, under the same rules. */
export class UpdateReviewDto extends PartialType(CreateReviewDto) {}

export class ReviewCategoryParamsDto {
  @ApiProperty({ enum: REVIEW_CATEGORIES })
  @IsIn(REVIEW_CATEGORIES, { message: `category must be one of: ${REVIEW_CATEGORIES.join(', ')}` })
  category: string;
}
