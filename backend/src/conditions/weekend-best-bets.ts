import { WeekendBestBetDto } from './conditions.dto';
import { SitePlace, StoredForecast } from './forecast-store';
import { localNow, SiteForecast } from './site-forecast';
import { siteWindow } from './window-outlook';
import { bestSlot, slotWords, WindowSlot } from './window-slots';

/** How many the home page's "Calm this weekend" names. */
export const WEEKEND_BEST_BETS = 3;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const WEEK_DAYS = 7;

/** A site's coming weekend in the dive window: whether Saturday and Sunday have a good slot, and its best weekend slot. */
export interface SiteWeekend {
  saturday: boolean;
  sunday: boolean;
  /** The best good slot of the two days (highest score, then earliest); null when neither day has a good one. */
  best: WindowSlot | null;
  /** The site's local today ("YYYY-MM-DD"). */
  today: string;
}

/**
 * The coming Saturday and Sunday of one site (the first of each from the site's local today on, as the
 * directory's "Calm on Saturday"), judged by the dive window. The weekend best bets and the dive-window
 * alerts both read it, so "good this weekend" means one thing.
 */
export function siteWeekend(place: SitePlace, forecast: SiteForecast, now: Date): SiteWeekend {
  const { slots } = siteWindow(place, forecast, now, WEEK_DAYS);
  const weekend = (weekday: number) => {
    const first = slots.find((slot) => weekdayOf(slot.start.slice(0, 10)) === weekday)?.start.slice(0, 10);
    return slots.filter((slot) => first !== undefined && slot.start.startsWith(first));
  };
  const saturdaySlots = weekend(6);
  const sundaySlots = weekend(0);
  const saturday = saturdaySlots.some((slot) => slot.rating === 'good');
  const sunday = sundaySlots.some((slot) => slot.rating === 'good');
  const best = saturday || sunday ? bestSlot([...saturdaySlots, ...sundaySlots].sort((a, b) => a.start.localeCompare(b.start))) : null;
  return { saturday, sunday, best, today: localNow(forecast, now).slice(0, 10) };
}

/**
 * The sites with a good dive-window slot on the coming Saturday or Sunday, good on both days first,
 * then our guides, then by name; each with its best weekend slot in a sentence.
 */
export function weekendBestBets(
  places: readonly SitePlace[],
  usable: ReadonlyMap<number, StoredForecast>,
  now: Date,
  limit = WEEKEND_BEST_BETS,
  /** "today" and "tomorrow" on a page; the weekday's name in an e-mail, read on another day. */
  relativeDays = true,
): WeekendBestBetDto[] {
  const bets: (WeekendBestBetDto & { featured: boolean })[] = [];
  for (const place of places) {
    const forecast = usable.get(place.id)?.forecast;
    if (!forecast) continue;
    const { saturday, sunday, best, today } = siteWeekend(place, forecast, now);
    if (!best) continue;
    bets.push({
      siteId: place.id,
      name: place.name,
      region: place.region,
      saturday,
      sunday,
      sentence: `Best: ${slotWords(best, relativeDays ? today : null)} — ${best.phrases.join(', ')}`,
      featured: place.featured,
    });
  }
  const both = (bet: WeekendBestBetDto) => (bet.saturday && bet.sunday ? 0 : 1);
  bets.sort((a, b) => both(a) - both(b) || Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name, 'en-AU'));
  return bets.slice(0, limit).map(({ featured: _featured, ...bet }) => bet);
}
