import { ApiProperty, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsIn, Matches } from 'class-validator';
import { PublishableDto, PublishableInputDto } from '../publishing/publishable.dto';

export const ARTICLE_CATEGORIES = ['Gear Reviews', 'Dive Sites', 'Safety', 'Marine Life', 'Tips', 'News'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** A blog article as visitors and the admin see it. */
export class ArticleDto extends PublishableDto {
  /** Light markup (headings, bold, links, bullets, image lines). */
  declare content: string;
}

/** What an article adds to the shared input: its categories, and a slug typed in its final form. */
class ArticleOwnInputDto {
  /** Derived from the title when left out or empty. */
  @Matches(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug may only contain lower-case letters, digits and single hyphens' })
  slug?: string;

  @IsIn(ARTICLE_CATEGORIES, { message: `category must be one of: ${ARTICLE_CATEGORIES.join(', ')}` })
  @ApiProperty({ enum: ARTICLE_CATEGORIES, enumName: 'ArticleCategory' })
  category: ArticleCategory;
}

export class CreateArticleDto extends IntersectionType(PublishableInputDto, ArticleOwnInputDto) {
  /** The first 150 characters of the content plus "..." when left out or empty. */
  declare excerpt?: string;
  /** Header image: an http(s) URL or a path under /images/. */
  declare imageUrl: string;
  /** "Dive Down Under Team" when left out or empty. */
  declare author?: string;
  /** Drafts (false, the default) are visible only in the admin area. */
  declare published?: boolean;
}

export class UpdateArticleDto extends PartialType(CreateArticleDto) {}

/** PATCH /api/articles/{id} answers the article inside `{ article }` (the spec's shape). */
export class UpdateArticleResponseDto {
  article: ArticleDto;
}

/** A review or product that an article names, linked under the article. */
export class ArticleMentionDto {
  /** `review` links our review; `product` a shop product we have not reviewed. */
  @ApiProperty({ enum: ['review', 'product'], enumName: 'ArticleMentionKind' })
  kind: 'review' | 'product';
  /** The product's name as we list it, e.g. "Mares Puck Pro+". */
  name: string;
  /** Site path: /gear-reviews/{slug} or /shop/{id}. */
  path: string;
}
