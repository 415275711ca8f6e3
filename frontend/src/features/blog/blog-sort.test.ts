import { describe, expect, it } from 'vitest';
import type { ArticleDto } from '@/api/generated/models';
import { sortNewestFirst } from './blog-sort';

const article = (id: number, createdAt: string) => ({ id, createdAt }) as ArticleDto;

describe('sortNewestFirst', () => {
  it('puts the newest article first', () => {
    const sorted = sortNewestFirst([
      article(1, '2025-01-01T00:00:00Z'),
      article(2, '2025-06-01T00:00:00Z'),
      article(3, '2025-03-01T00:00:00Z'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it('orders same-time articles by id, newest id first, without changing the input', () => {
    const input = [article(1, '2025-01-01T00:00:00Z'), article(2, '2025-01-01T00:00:00Z')];
    expect(sortNewestFirst(input).map((a) => a.id)).toEqual([2, 1]);
    expect(input.map((a) => a.id)).toEqual([1, 2]);
  });
});
