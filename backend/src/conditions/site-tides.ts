import { SiteForecast, localNow } from './site-forecast';
import { nearestTideStation, predictLevels, predictTurns, TideStation } from './tide-stations';
import { TideTurn, tideTurns } from './tides';

/** Where a site's tides come from: its nearest tide station's predictions, or else Open-Meteo's modelled sea level. */
export type SiteTideSource = { kind: 'station'; station: TideStation } | { kind: 'modelled' };

export interface SiteTides {
  source: SiteTideSource;
  /** Highs and lows in local time, from a day before the first day (a slack offset reaches back) to the last. */
  turns: TideTurn[];
  /** Each local date's hourly level (0-23), metres: the tide curve. */
  levels: Map<string, Array<number | null>>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const stations = new Map<string, TideStation | null>();

/** The nearest station of a place, looked up once per place (the lookup is cheap; its answer never changes). */
export function stationFor(latitude: number, longitude: number): TideStation | null {
  const key = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  if (!stations.has(key)) stations.set(key, nearestTideStation(latitude, longitude));
  return stations.get(key)!;
}

/** The tides of `days` local days from the site's today, by station where one is near, else the model's. */
export function siteTides(latitude: number, longitude: number, forecast: SiteForecast, now: Date, days: number): SiteTides {
  const station = stationFor(latitude, longitude);
  const offsetMs = forecast.utcOffsetSeconds * 1000;
  const today = localNow(forecast, now).slice(0, 10);
  const dates = Array.from({ length: days }, (_, d) => new Date(Date.parse(`${today}T00:00:00Z`) + d * DAY).toISOString().slice(0, 10));
  if (!station) {
    const h = forecast.hourly;
    const levels = new Map(dates.map((date) => [date, h.time.flatMap((t, i) => (t.startsWith(date) ? [h.seaLevel[i] ?? null] : []))]));
    return { source: { kind: 'modelled' }, turns: tideTurns(h.time, h.seaLevel), levels };
  }
  // Local midnight of today, as an instant: the forecast's offset, as everywhere else on the page.
  const start = Date.parse(`${today}T00:00:00Z`) - offsetMs;
  const predicted = predictTurns(station.id, new Date(start - DAY), new Date(start + days * DAY + HOUR));
  const local = (at: number) => new Date(at + offsetMs).toISOString().slice(0, 16);
  const turns = predicted.map((t) => ({ kind: t.kind, time: local(t.at.getTime()), heightM: t.heightM }));
  const levels = new Map(
    dates.map((date, d) => {
      const hours = Array.from({ length: 24 }, (_, hour) => new Date(start + d * DAY + hour * HOUR));
      return [date, predictLevels(station.id, hours, predicted)];
    }),
  );
  return { source: { kind: 'station', station }, turns, levels };
}
