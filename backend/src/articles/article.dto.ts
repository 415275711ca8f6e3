import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LEN } from '../database/entity-columns';
import { IsImageUrl, ToBoolean, Trim } from '../common/validation';
import { IsOptionalPublishAt } from '../common/publish-at';

export const ARTICLE_CATEGORIES = ['Gear Reviews', 'Dive Sites', 'Safety', 'Marine Life', 'Tips', 'News'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A blog article as visitors and the admin see it. */
export class ArticleDto {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  /** Light markup (headings, bold, links, bullets, image lines). */
  content: string;
  category: string;
  imageUrl: string;
  author: string;
  published: boolean;
  /** A draft's scheduled publish time (ISO 8601), or null. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  publishAt: string | null;
  /** ISO 8601 timestamp. */
  createdAt: string;
}

export class GetArticlesQueryDto {
  /** With a live admin session, include drafts; ignored for everyone else. */
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'admin must be true or false' })
  admin?: boolean;
}

export class CreateArticleDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'title is required' })
  @MaxLength(LEN.name)
  title: string;

  /** Derived from the title when left out or empty. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.slug)
  @Matches(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug may only contain lower-case letters, digits and single hyphens' })
  slug?: string;

  /** The first 150 characters of the content plus "..." when left out or empty. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.text)
  excerpt?: string;

  @IsString()
  @Trim()
  @IsNotEmpty({ message: 'content is required' })
  @MaxLength(LEN.body)
  content: string;

  @IsIn(ARTICLE_CATEGORIES, { message: `category must be one of: ${ARTICLE_CATEGORIES.join(', ')}` })
  @ApiProperty({ enum: ARTICLE_CATEGORIES, enumName: 'ArticleCategory' })
  category: ArticleCategory;

  /** Header image: an http(s) URL or a path under /images/. */
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'imageUrl is required' })
  @MaxLength(LEN.url)
  @IsImageUrl()
  imageUrl: string;

  /** "Dive Down Under Team" when left out or empty. */
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(LEN.name)
  author?: string;

  /** Drafts (false, the default) are visible only in the admin area. */
  @IsOptional()
  @IsBoolean()
  published?: boolean;

  /** A draft goes live by itself at this time (ISO 8601 with a time zone); null cancels. Ignored when published. */
  @IsOptionalPublishAt()
  @ApiProperty({ type: String, nullable: true, required: false, format: 'date-time', example: '2026-12-01T09:00:00+11:00' })
  publishAt?: string | null;
}

export class UpdateArticleDto extends PartialType(CreateArticleDto) {}

export class UpdateArticleResponseDto {
  article: ArticleDto;
}
