import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

/** The largest value of the tables' signed INT primary keys. */
export const MAX_ID = 2_147_483_647;

/**
 * A path id: a positive whole number that fits the primary key. Anything else is the client's
 * mistake with a readable 400 (ParseIntPipe would let "-1" or "99999999999999999999" through to a
 * confusing 404 and answers junk with "numeric string is expected").
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d+$/.test(value) || Number(value) < 1) throw new BadRequestException('id must be a positive whole number');
    if (Number(value) > MAX_ID) throw new BadRequestException('id is too large');
    return Number(value);
  }
}
