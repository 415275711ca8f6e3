/**
 * The words a visitor reads when a forecast is missing or old, the same from the API and on every page:
 * a failure of the forecast service is told as one, never as a fact about the sea.
 */
export const FORECAST_UNAVAILABLE = 'Forecast unavailable right now — we’ll try again shortly.';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** "just now", "25 minutes ago", "5 hours ago", "2 days ago". */
export function ageInWords(fetchedAt: string | Date, now: number | Date): string {
  const ms = Math.max(0, new Date(now).getTime() - new Date(fetchedAt).getTime());
  if (ms < 2 * MINUTE) return 'just now';
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.floor(ms / DAY), 'day');
}

/** "Forecast from 5 hours ago": said wherever an old forecast is shown because no newer one could be had. */
export function staleForecastWords(fetchedAt: string | Date, now: number | Date): string {
  return `Forecast from ${ageInWords(fetchedAt, now)}`;
}
