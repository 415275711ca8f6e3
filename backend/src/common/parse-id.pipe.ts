import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { ValidateBy } from 'class-validator';
import { pathIdProblem, STRICT_ID } from '@ddu/shared/text/path-id';

/** The id as a number when `value` is spelled strictly, otherwise `value` unchanged for the validators to refuse. */
export function strictIdOrRaw(value: unknown): unknown {
  return typeof value === 'string' && STRICT_ID.test(value) ? Number(value) : value;
}

/** For an id in a params DTO (after strictIdOrRaw): one message, whichever rule it breaks. */
export function IsPathId(): PropertyDecorator {
  return ValidateBy({
    name: 'isPathId',
    validator: {
      validate: (value) => pathIdProblem(value) === null,
      defaultMessage: (args) => pathIdProblem(args?.value) ?? '',
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
    const problem = pathIdProblem(value);
    if (problem) throw new BadRequestException(problem);
    return Number(value);
  }
}
