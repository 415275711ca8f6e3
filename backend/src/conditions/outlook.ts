/**
 * The plain-words outlook of a half-day, from the Open-Meteo hours it covers. The thresholds are the
 * ones the README documents ("Live dive conditions"); a model forecast is not local knowledge, so the
 * page always says to check with local operators.
 */
export type Outlook = 'calm' | 'some-swell' | 'rough' | 'unknown';
export type HalfDay = 'morning' | 'afternoon';

export const OUTLOOK_LABELS: Record<Outlook, string> = {
  calm: 'Calm',
  'some-swell': 'Some swell — sheltered entries only',
  rough: 'Rough — not recommended',
  unknown: 'No forecast',
};

/** Upper limits (inclusive) of each outlook; above the "some swell" limits a half-day is rough. */
export const OUTLOOK_THRESHOLDS = {
  calm: { waveHeightM: 1.0, windKmh: 20, gustKmh: 30 },
  'some-swell': { waveHeightM: 2.0, windKmh: 30, gustKmh: 45 },
} as const;

/** Local hours [from, to) of each half-day: the hours divers are in the water. */
export const HALF_DAY_HOURS: Record<HalfDay, readonly [number, number]> = { morning: [6, 12], afternoon: [12, 18] };

export interface HalfDayWeather {
  /** Highest significant wave height (swell and wind waves) in the half-day, metres. */
  waveHeightMaxM: number | null;
  /** Highest mean wind speed at 10 m, km/h. */
  windMaxKmh: number | null;
  /** Highest gust at 10 m, km/h. */
  gustMaxKmh: number | null;
}

function within(weather: HalfDayWeather, limits: { waveHeightM: number; windKmh: number; gustKmh: number }): boolean {
  return (
    weather.waveHeightMaxM! <= limits.waveHeightM &&
    weather.windMaxKmh! <= limits.windKmh &&
    (weather.gustMaxKmh === null || weather.gustMaxKmh <= limits.gustKmh)
  );
}

/** The worst of sea and wind decides: a flat sea in a 35 km/h wind is not calm. Gusts count when known. */
export function outlookOf(weather: HalfDayWeather): Outlook {
  if (weather.waveHeightMaxM === null || weather.windMaxKmh === null) return 'unknown';
  if (within(weather, OUTLOOK_THRESHOLDS.calm)) return 'calm';
  if (within(weather, OUTLOOK_THRESHOLDS['some-swell'])) return 'some-swell';
  return 'rough';
}

const RANK: Record<Outlook, number> = { calm: 0, 'some-swell': 1, rough: 2, unknown: 3 };

/** A day is as good as its best half-day: one calm morning is a dive. */
export function bestOutlook(outlooks: readonly Outlook[]): Outlook {
  return outlooks.reduce<Outlook>((best, next) => (RANK[next] < RANK[best] ? next : best), 'unknown');
}
