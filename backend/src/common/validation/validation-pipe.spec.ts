import { BadRequestException } from '@nestjs/common';
import { IsString } from 'class-validator';
import { createValidationPipe, MAX_NESTING, unusableInputProblem } from './validation-pipe';

class NoteDto {
  @IsString()
  text: string;
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('unusableInputProblem', () => {
  it('accepts ordinary text, emoji and shallow objects', () => {
    expect(unusableInputProblem({ text: 'Nudibranch 🐠 at Nelson Bay', tags: ['a', 'b'] }, '')).toBeNull();
    expect(unusableInputProblem(nested(MAX_NESTING - 1), '')).toBeNull();
  });

  it('names the field holding a lone surrogate', () => {
    expect(unusableInputProblem({ contact: { email: 'ann\ud800@example.com' } }, '')).toBe('contact.email contains an invalid character.');
    expect(unusableInputProblem('broken \udc00', 'q')).toBe('q contains an invalid character.');
    expect(unusableInputProblem({ ['key\ud800']: 1 }, '')).toBe('The request contains an invalid character.');
  });

  it('refuses nesting deeper than any DTO, however deep', () => {
    expect(unusableInputProblem(nested(MAX_NESTING + 1), '')).toBe('The request is nested too deeply.');
    expect(unusableInputProblem(nested(200_000), '')).toBe('The request is nested too deeply.');
  });
});

describe('createValidationPipe', () => {
  const sut = createValidationPipe();
  const body = { type: 'body' as const, metatype: NoteDto, data: '' };

  it.each([[null], [[{ text: 'a' }]], [42], ['text']])('refuses the body %j as not a JSON object', async (value) => {
    await expect(sut.transform(value, body)).rejects.toThrow(new BadRequestException('The request body must be a JSON object.'));
  });

  it('still validates a proper object body', async () => {
    await expect(sut.transform({ text: 'hello' }, body)).resolves.toBeInstanceOf(NoteDto);
    await expect(sut.transform({ text: 5 }, body)).rejects.toThrow(BadRequestException);
  });

  it('refuses a lone surrogate in a path parameter', async () => {
    await expect(sut.transform('x\ud800', { type: 'param', metatype: String, data: 'slug' })).rejects.toThrow(BadRequestException);
  });
});
