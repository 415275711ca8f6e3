import { describe, expect, it } from 'vitest';
import { weekendBestBets } from './weekend-best-bets';

// 2026-11-27 is a Friday.
const week = (saturday: string, sunday: string) => [
  { date: '2026-11-27', outlook: 'calm' as const },
  { date: '2026-11-28', outlook: saturday as 'calm' },
  { date: '2026-11-29', outlook: sunday as 'calm' },
];

describe(weekendBestBets.name, () => {
  const site = (id: number, name: string, featured = false) => ({ id, name, featured });

  it('names the sites calm on Saturday or Sunday: both days first, then our guides, then by name', () => {
    const sites = [
      site(1, 'Cook Island'),
      site(2, 'Julian Rocks', true),
      site(3, 'Fish Rock'),
      site(4, 'Wolf Rock'),
      site(5, 'Nelson Bay'),
    ];
    const outlooks = new Map([
      [1, week('calm', 'rough')],
      [2, week('rough', 'calm')],
      [3, week('calm', 'calm')],
      [4, week('rough', 'some-swell')],
    ]);
    expect(weekendBestBets(sites, outlooks).map((b) => [b.site.name, b.saturday, b.sunday])).toEqual([
      ['Fish Rock', true, true],
      ['Julian Rocks', false, true],
      ['Cook Island', true, false],
    ]);
  });

  it('names at most six', () => {
    const sites = Array.from({ length: 9 }, (_, i) => site(i + 1, `Site ${i + 1}`));
    const outlooks = new Map(sites.map((s) => [s.id, week('calm', 'calm')]));
    expect(weekendBestBets(sites, outlooks)).toHaveLength(6);
  });
});
