import { ApiProperty } from '@nestjs/swagger';
import {
  AuthorField,
  ContentField,
  ExcerptField,
  ImageUrlField,
  PublishAtField,
  PublishedField,
  SlugField,
  TitleField,
} from './publishable-fields';

/** What every publishable item (article, review) answers with; each kind adds its own fields. */
export class PublishableDto {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
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

/**
 * The input fields every publishable item has, under the shared rules. Each kind's create DTO
 * extends it, adds its category and own fields, and re-declares a field (`declare`) only to give
 * it the kind's own doc comment.
 */
export class PublishableInputDto {
  @TitleField()
  title: string;

  @SlugField()
  slug?: string;

  @ExcerptField()
  excerpt?: string;

  @ContentField()
  content: string;

  @ImageUrlField()
  imageUrl: string;

  @AuthorField()
  author?: string;

  @PublishedField()
  published?: boolean;

  @PublishAtField()
  publishAt?: string | null;
}

/** What a publishable item is created from: the shared input plus the kind's category. */
export type PublishableInput = PublishableInputDto & { category: string };

/** A partial update: any field left out is kept; null is refused for NOT NULL columns. */
export type PublishablePatch = { [K in keyof PublishableInput]?: PublishableInput[K] | null };
