import { describe, expect, it } from 'vitest';
import { checkedAgo } from './checked-ago';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('checkedAgo', () => {
  it.each([
    [null, 'not checked yet'],
    ['2026-11-28T11:59:30Z', 'checked just now'],
    ['2026-11-28T11:15:00Z', 'checked 45 min ago'],
    ['2026-11-28T09:00:00Z', 'checked 3 h ago'],
    ['2026-11-26T12:30:00Z', 'checked 47 h ago'],
    ['2026-11-25T12:00:00Z', 'checked 3 days ago'],
  ])('%s → %s', (at, words) => expect(checkedAgo(at, NOW)).toBe(words));
});
