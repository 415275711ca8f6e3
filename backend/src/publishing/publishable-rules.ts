import { BadRequestException } from '@nestjs/common';
import { defaultExcerpt, slugify } from '@ddu/shared/text/slug';
import { DEFAULT_AUTHOR } from '../database/entity-columns';
import { PublishableInput, PublishablePatch } from './publishable.dto';
import { PublishableEntity } from './publishable.entity';
import { scheduleFor } from './publish-at';

/** The stored fields a publishable item gets from its input (everything but id and createdAt). */
export type PublishableFields = Omit<PublishableEntity, 'id' | 'createdAt'>;

/** Columns that are NOT NULL without a default worth falling back to: a patch may leave them out, never blank them. */
export const NOT_NULL_FIELDS = ['title', 'content', 'category', 'imageUrl', 'published'] as const;

export const SLUG_NOT_DERIVABLE_MESSAGE = 'slug must contain letters or numbers (it is derived from the title when left empty)';

/** The admin's slug, normalised the same way as a derived one, or one derived from the title. */
export function slugFor(requested: string | null | undefined, title: string): string {
  const slug = slugify(requested || title);
  if (!slug) throw new BadRequestException(SLUG_NOT_DERIVABLE_MESSAGE);
  return slug;
}

/** Refuses null or an empty string for any of `fields` the patch names: "title cannot be empty". */
export function refuseEmpty(patch: object, fields: readonly string[]): void {
  for (const field of fields) {
    const value = (patch as Record<string, unknown>)[field];
    if (value === null || value === '') throw new BadRequestException(`${field} cannot be empty`);
  }
}

/** A new item: slug, excerpt and author derived when left out or empty; a draft unless published. */
export function newPublishable(input: PublishableInput, now = new Date()): PublishableFields {
  const published = input.published ?? false;
  return {
    title: input.title,
    slug: slugFor(input.slug, input.title),
    excerpt: input.excerpt || defaultExcerpt(input.content),
    content: input.content,
    category: input.category,
    imageUrl: input.imageUrl,
    author: input.author || DEFAULT_AUTHOR,
    published,
    publishAt: scheduleFor(published, input.publishAt, null, now),
  };
}

/**
 * Applies a partial update in place, under the same rules as creation: a field left out is kept;
 * an emptied slug, excerpt or author is derived again (from the new title or content when those
 * change too); null or empty for a NOT NULL field is refused, as are `ownNotNull` fields of the kind.
 */
export function patchPublishable(
  item: PublishableFields,
  patch: PublishablePatch,
  ownNotNull: readonly string[] = [],
  now = new Date(),
): void {
  refuseEmpty(patch, [...NOT_NULL_FIELDS, ...ownNotNull]);
  if (patch.title != null) item.title = patch.title;
  if (patch.content != null) item.content = patch.content;
  if (patch.category != null) item.category = patch.category;
  if (patch.imageUrl != null) item.imageUrl = patch.imageUrl;
  if (patch.slug != null) item.slug = slugFor(patch.slug, item.title);
  if (patch.excerpt !== undefined) item.excerpt = patch.excerpt || defaultExcerpt(item.content);
  if (patch.author !== undefined) item.author = patch.author || DEFAULT_AUTHOR;
  if (patch.published != null) item.published = patch.published;
  item.publishAt = scheduleFor(item.published, patch.publishAt, item.publishAt, now);
}
