import { WindowRating } from './dive-window';
import { SitePlace } from './forecast-store';
import { Outlook } from './outlook';
import { localNow, SiteForecast } from './site-forecast';
import { opennessOf } from './site-openness';
import { siteTides } from './site-tides';
import { bestRatingOn, DiveWindow, diveWindow } from './window-slots';

/**
 * The day outlook the directory's filter, its badges and the best bets read, from the dive window: a
 * day is calm when one of its slots is good, "some swell" when the best is fair, rough when it is poor
 * or no-go (docs/window.md).
 */
export const OUTLOOK_OF_RATING: Record<WindowRating, Outlook> = { good: 'calm', fair: 'some-swell', poor: 'rough', 'no-go': 'rough' };

export interface WindowDay {
  date: string;
  /** The best slot's rating of the day (its slots still to come; today's all, once they are over); null when it has none. */
  rating: WindowRating | null;
  outlook: Outlook;
}

/** A site's window over `days` days; tides are predicted only when a slack offset needs them. */
export function siteWindow(place: SitePlace | undefined, forecast: SiteForecast, now: Date, days: number): DiveWindow {
  const slackOffsetMinutes = place?.slackOffsetMinutes ?? null;
  const tideTurns =
    place && slackOffsetMinutes !== null ? siteTides(Number(place.latitude), Number(place.longitude), forecast, now, days).turns : [];
  return diveWindow(forecast, now, { openness: place ? opennessOf(place) : null, slackOffsetMinutes, tideTurns }, days);
}

/** Each forecast day from the site's local today, at most `count`, with its best window rating. */
export function windowDays(place: SitePlace | undefined, forecast: SiteForecast, now: Date, count: number): WindowDay[] {
  const today = localNow(forecast, now).slice(0, 10);
  const dates = [...new Set(forecast.hourly.time.map((t) => t.slice(0, 10)))].filter((date) => date >= today).slice(0, count);
  const { slots } = siteWindow(place, forecast, now, dates.length);
  return dates.map((date) => {
    const rating = bestRatingOn(slots, date) ?? (date === today ? wholeDayRating(place, forecast, today) : null);
    return { date, rating, outlook: rating === null ? 'unknown' : OUTLOOK_OF_RATING[rating] };
  });
}

/**
 * Today's rating once its last daylight slot is over (an evening visit): the best of the day's slots,
 * so a forecast that exists never reads as "No forecast".
 */
function wholeDayRating(place: SitePlace | undefined, forecast: SiteForecast, today: string): WindowRating | null {
  const startOfToday = new Date(Date.parse(`${today}T00:00:00Z`) - forecast.utcOffsetSeconds * 1000);
  return bestRatingOn(siteWindow(place, forecast, startOfToday, 1).slots, today);
}
