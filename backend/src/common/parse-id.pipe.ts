import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { ValidateBy } from 'class-validator';

/** The largest value of the tables' signed INT primary keys. */
export const MAX_ID = 2_147_483_647;

/**
 * The one spelling of a path id: decimal digits without a sign, a leading zero, a fraction or an
 * exponent. Number() alone would read "0x10", "+16", "016.0" and "1e1" as ids too.
 */
export const STRICT_ID = /^[1-9][0-9]*$/;

/** The id as a number when `value` is spelled strictly, otherwise `value` unchanged for the validators to refuse. */
export function strictIdOrRaw(value: unknown): unknown {
  return typeof value === 'string' && STRICT_ID.test(value) ? Number(value) : value;
}

/** Why a path id is refused, or null: the same two sentences for ParseIdPipe and DTO params. */
export function idProblem(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !STRICT_ID.test(text)) return 'id must be a positive whole number';
  return Number(text) > MAX_ID ? 'id is too large' : null;
}

/** For an id in a params DTO (after strictIdOrRaw): one message, whichever rule it breaks. */
export function IsPathId(): PropertyDecorator {
  return ValidateBy({
    name: 'isPathId',
    validator: {
      validate: (value) => idProblem(value) === null,
      defaultMessage: (args) => idProblem(args?.value) ?? '',
    },
  });
}

/**
 * A path id: a positive whole number that fits the primary key. Anything else is the client's
 * mistake with a readable 400 (ParseIntPipe would let "-1" or "99999999999999999999" through to a
 * confusing 404 and answers junk with "numeric string is expected").
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const problem = idProblem(value);
    if (problem) throw new BadRequestException(problem);
    return Number(value);
  }
}
