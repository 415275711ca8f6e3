import { conditionsDays } from './conditions-days';
import { WeekendBestBetDto } from './conditions.dto';
import { SitePlace, StoredForecast } from './forecast-store';

/** How many the home page's "Calm this weekend" names. */
export const WEEKEND_BEST_BETS = 3;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The sites calm on the coming Saturday or Sunday (a day is calm when one of its half-days is, the
 * directory's rule), calm on both days first, then our guides, then by name. The coming Saturday is
 * the first from the site's local today on, as the directory's "Calm on Saturday".
 */
export function weekendBestBets(
  places: readonly SitePlace[],
  usable: ReadonlyMap<number, StoredForecast>,
  now: Date,
  limit = WEEKEND_BEST_BETS,
): WeekendBestBetDto[] {
  const bets: (WeekendBestBetDto & { featured: boolean })[] = [];
  for (const place of places) {
    const forecast = usable.get(place.id)?.forecast;
    if (!forecast) continue;
    const days = conditionsDays(forecast, now, 7);
    const calmOn = (weekday: number) => days.find((day) => weekdayOf(day.date) === weekday)?.outlook === 'calm';
    const saturday = calmOn(6);
    const sunday = calmOn(0);
    if (saturday || sunday)
      bets.push({ siteId: place.id, name: place.name, region: place.region, saturday, sunday, featured: place.featured });
  }
  const both = (bet: WeekendBestBetDto) => (bet.saturday && bet.sunday ? 0 : 1);
  bets.sort((a, b) => both(a) - both(b) || Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name, 'en-AU'));
  return bets.slice(0, limit).map(({ featured: _featured, ...bet }) => bet);
}
