import { BadRequestException } from '@nestjs/common';
import { ParseIdPipe } from './parse-id.pipe';

describe(ParseIdPipe.name, () => {
  const sut = new ParseIdPipe();

  it('turns a positive whole number into a number', () => {
    expect(sut.transform('1')).toBe(1);
    expect(sut.transform('2147483647')).toBe(2_147_483_647);
  });

  it.each(['abc', '', '-1', '0', '1.5', '1e3', ' 1', '0x1F', '\u0000', '0x10', '+16', '016', '016.0', '1e1', '16 ', '１６'])(
    'refuses %j as not a positive whole number',
    (value) => {
      expect(() => sut.transform(value)).toThrow(new BadRequestException('id must be a positive whole number'));
    },
  );

  it('refuses an id beyond the primary key range', () => {
    expect(() => sut.transform('2147483648')).toThrow(new BadRequestException('id is too large'));
    expect(() => sut.transform('99999999999999999999')).toThrow(new BadRequestException('id is too large'));
  });
});
