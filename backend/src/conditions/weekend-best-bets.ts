import { WeekendBestBetDto } from './conditions.dto';
import { SitePlace, StoredForecast } from './forecast-store';
import { localNow } from './site-forecast';
import { siteWindow } from './window-outlook';
import { bestSlot, slotWords } from './window-slots';

/** How many the home page's "Calm this weekend" names. */
export const WEEKEND_BEST_BETS = 3;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const WEEK_DAYS = 7;

/**
 * The sites with a good dive-window slot on the coming Saturday or Sunday (the first from the site's
 * local today on, as the directory's "Calm on Saturday"), good on both days first, then our guides, then
 * by name; each with its best weekend slot in a sentence.
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
    const { slots } = siteWindow(place, forecast, now, WEEK_DAYS);
    const weekend = (weekday: number) => {
      const first = slots.find((slot) => weekdayOf(slot.start.slice(0, 10)) === weekday)?.start.slice(0, 10);
      return slots.filter((slot) => first !== undefined && slot.start.startsWith(first));
    };
    const saturdaySlots = weekend(6);
    const sundaySlots = weekend(0);
    const saturday = saturdaySlots.some((slot) => slot.rating === 'good');
    const sunday = sundaySlots.some((slot) => slot.rating === 'good');
    if (!saturday && !sunday) continue;
    const best = bestSlot([...saturdaySlots, ...sundaySlots].sort((a, b) => a.start.localeCompare(b.start)))!;
    const today = localNow(forecast, now).slice(0, 10);
    bets.push({
      siteId: place.id,
      name: place.name,
      region: place.region,
      saturday,
      sunday,
      sentence: `Best: ${slotWords(best, today)} — ${best.phrases.join(', ')}`,
      featured: place.featured,
    });
  }
  const both = (bet: WeekendBestBetDto) => (bet.saturday && bet.sunday ? 0 : 1);
  bets.sort((a, b) => both(a) - both(b) || Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name, 'en-AU'));
  return bets.slice(0, limit).map(({ featured: _featured, ...bet }) => bet);
}
