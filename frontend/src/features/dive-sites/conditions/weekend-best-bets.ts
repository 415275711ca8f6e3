import { dayFor, type OutlookOnDate } from './outlook-days';

export interface BestBet<T> {
  site: T;
  saturday: boolean;
  sunday: boolean;
}

/** How many a region page names. */
export const BEST_BETS = 6;

/**
 * A region's best bets for the coming weekend: its sites calm on Saturday or Sunday (a day is calm when
 * one of its half-days is), calm on both days first, then featured (our guides), then by name.
 */
export function weekendBestBets<T extends { id: number; name: string; featured: boolean }>(
  sites: readonly T[],
  outlooks: ReadonlyMap<number, readonly OutlookOnDate[]>,
  limit = BEST_BETS,
): BestBet<T>[] {
  const bets: BestBet<T>[] = [];
  for (const site of sites) {
    const days = outlooks.get(site.id);
    if (!days) continue;
    const saturday = dayFor(days, 'saturday')?.outlook === 'calm';
    const sunday = dayFor(days, 'sunday')?.outlook === 'calm';
    if (saturday || sunday) bets.push({ site, saturday, sunday });
  }
  const both = (bet: BestBet<T>) => (bet.saturday && bet.sunday ? 0 : 1);
  bets.sort(
    (a, b) => both(a) - both(b) || Number(b.site.featured) - Number(a.site.featured) || a.site.name.localeCompare(b.site.name, 'en-AU'),
  );
  return bets.slice(0, limit);
}
