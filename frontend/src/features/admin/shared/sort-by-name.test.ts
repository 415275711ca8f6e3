import { describe, expect, it } from 'vitest';
import { sortByName } from './sort-by-name';

describe('sortByName', () => {
  it('orders by name without changing the input', () => {
    const list = [{ name: 'b' }, { name: 'A' }];
    expect(sortByName(list).map((s) => s.name)).toEqual(['A', 'b']);
    expect(list[0].name).toBe('b');
  });
});
