import { jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_KEYS, TOO_DEEP_MESSAGE, TOO_MANY_FIELDS_MESSAGE } from './request-limits';
import { capMessages, MAX_VALIDATION_MESSAGES } from './validation';

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('jsonShapeProblem', () => {
  it('accepts scalars, flat DTO bodies and nesting up to the limit', () => {
    expect(jsonShapeProblem(undefined)).toBeNull();
    expect(jsonShapeProblem('text')).toBeNull();
    expect(jsonShapeProblem({ name: 'Ann', email: 'ann@example.com' })).toBeNull();
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it('counts keys and array items together, up to the limit', () => {
    const body = Object.fromEntries(Array.from({ length: MAX_JSON_KEYS - 1 }, (_, i) => [`k${i}`, i]));
    expect(jsonShapeProblem({ ...body, list: [] })).toBeNull();
    expect(jsonShapeProblem({ ...body, list: [1] })).toEqual({ status: 413, message: TOO_MANY_FIELDS_MESSAGE });
  });

  it('refuses deeper nesting, however deep, without recursion', () => {
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({ status: 400, message: TOO_DEEP_MESSAGE });
    expect(jsonShapeProblem(nested(200_000))).toEqual({ status: 400, message: TOO_DEEP_MESSAGE });
  });
});

describe('capMessages', () => {
  it('keeps a short list as it is', () => {
    const messages = Array.from({ length: MAX_VALIDATION_MESSAGES }, (_, i) => `m${i}`);
    expect(capMessages(messages)).toEqual(messages);
  });

  it('keeps the first few and counts the rest', () => {
    const messages = Array.from({ length: MAX_VALIDATION_MESSAGES + 1 }, (_, i) => `m${i}`);
    expect(capMessages(messages)).toEqual([...messages.slice(0, MAX_VALIDATION_MESSAGES), '…and 1 more problem.']);
  });
});
