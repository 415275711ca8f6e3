import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from './transforms';

/**
 * An optional whole number from 1 to `max` read from the query string, refused with the same
 * messages on every list: "page must be a whole number", "limit must be at most 50".
 *
 * The swagger CLI plugin reads @Min/@Max only when they sit on the property itself, so the bounds
 * are given to the OpenAPI document here by hand; the plugin still adds the doc comment.
 * The validators are listed in the order their messages come out (the largest bound first).
 */
function OptionalWholeNumberUpTo(max: number): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Number, required: false, minimum: 1, maximum: max }),
    Max(max, { message: `$property must be at most ${max}` }),
    Min(1, { message: '$property must be at least 1' }),
    IsInt({ message: '$property must be a whole number' }),
    ToNumber(),
    IsOptional(),
  );
}

/** `page`: which page of a list, from 1 to `maxPage`. */
export const PageNumber = (maxPage: number): PropertyDecorator => OptionalWholeNumberUpTo(maxPage);

/** `limit`: how many items a page holds, from 1 to `maxSize`. */
export const PageSize = (maxSize: number): PropertyDecorator => OptionalWholeNumberUpTo(maxSize);
