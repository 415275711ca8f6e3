import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsHttpUrl, IsImageUrl, ToBoolean, Trim } from '../common/validation';
import { LEN } from '../database/entity-columns';
import { IsOptionalPublishAt } from '../common/publish-at';
import { IsReviewRating, REVIEW_CATEGORIES, ToOptionalRating } from './review-fields';

export class ReviewResponseDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Multi-line text with the site's light markup (headings, bold, links, images). */
  content: string;
  /** One of BCDs, Dive Computers, Masks & Fins, Wetsuits, Cameras, Regulators, Other. */
  category: string;
  /** "4.5", star characters ("★★★★"), or null when the review has no rating. */
  rating: string | null;
  /** Free text with the currency, e.g. "$1,199 AUD". */
  price: string;
  author: string;
  /** Absolute http(s) URL or a bundled /images/ path. */
  imageUrl: string;
  /** The seller's page (affiliate link). */
  purchaseLink: string;
  published: boolean;
  /** A draft's scheduled publish time (ISO 8601), or null. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publishAt: string | null;
  featured: boolean;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export class CreateReviewDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(LEN.name)
  title: string;

  /** URL name; derived from the title when left out. Letters are lowercased and punctuation removed. */
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(LEN.slug)
  slug?: string;

  /** Defaults to the first 150 characters of the content plus "...". */
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(LEN.text)
  excerpt?: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'content is required' })
  @MaxLength(LEN.body)
  content: string;

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

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'imageUrl is required' })
  @MaxLength(LEN.url)
  @IsImageUrl()
  imageUrl: string;

  /** Defaults to "Dive Down Under Team" when empty. */
  @Trim()
  @IsOptional()
  @IsString()
  @MaxLength(LEN.name)
  author?: string;

  @IsOptional()
  @IsBoolean()
  published?: boolean;

  /** A draft goes live by itself at this time (ISO 8601 with a time zone); null cancels. Ignored when published. */
  @IsOptionalPublishAt()
  @ApiProperty({ type: String, nullable: true, required: false, format: 'date-time', example: '2026-12-01T09:00:00+11:00' })
  publishAt?: string | null;

  /** Accepted for compatibility with the admin form; always stored as false. */
  @IsOptional()
  @IsBoolean()
  featured?: boolean;
}

/** Any subset of the review's fields, under the same rules. */
export class UpdateReviewDto extends PartialType(CreateReviewDto) {}

export class ReviewListQueryDto {
  /** With a live admin session, include drafts; ignored for everyone else. */
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'admin must be true or false' })
  admin?: boolean;
}

export class ReviewCategoryParamsDto {
  @ApiProperty({ enum: REVIEW_CATEGORIES })
  @IsIn(REVIEW_CATEGORIES, { message: `category must be one of: ${REVIEW_CATEGORIES.join(', ')}` })
  category: string;
}
