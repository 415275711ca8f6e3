import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsImageUrl, Trim } from '../common/validation';
import { LEN } from '../database/entity-columns';
import { IsOptionalPublishAt } from './publish-at';

/**
 * The input rules of the fields every publishable item has, one decorator a field, so the article
 * and review DTOs declare them with their own doc comments but cannot drift apart. Each carries the
 * OpenAPI facts the swagger plugin cannot read through a composed decorator (maxLength).
 */

function requiredText(field: string, maxLength: number): PropertyDecorator {
  return applyDecorators(
    Trim(),
    IsString(),
    IsNotEmpty({ message: `${field} is required` }),
    MaxLength(maxLength),
    ApiProperty({ maxLength }),
  );
}

function optionalText(maxLength: number): PropertyDecorator {
  return applyDecorators(IsOptional(), Trim(), IsString(), MaxLength(maxLength), ApiProperty({ maxLength }));
}

export const TitleField = (): PropertyDecorator => requiredText('title', LEN.name);

/** Left out or empty: derived from the title. */
export const SlugField = (): PropertyDecorator => optionalText(LEN.slug);

/** Left out or empty: the default excerpt of the content. */
export const ExcerptField = (): PropertyDecorator => optionalText(LEN.text);

export const ContentField = (): PropertyDecorator => requiredText('content', LEN.body);

/** An http(s) URL or a path under /images/. */
export const ImageUrlField = (): PropertyDecorator => applyDecorators(requiredText('imageUrl', LEN.url), IsImageUrl());

/** Left out or empty: "Dive Down Under Team". */
export const AuthorField = (): PropertyDecorator => optionalText(LEN.name);

export const PublishedField = (): PropertyDecorator => applyDecorators(IsOptional(), IsBoolean());

export const PublishAtField = (): PropertyDecorator =>
  applyDecorators(
    IsOptionalPublishAt(),
    ApiProperty({
      type: String,
      nullable: true,
      required: false,
      format: 'date-time',
      example: '2026-12-01T09:00:00+11:00',
      description: 'A draft goes live by itself at this time (ISO 8601 with a time zone); null cancels. Ignored when published.',
    }),
  );
