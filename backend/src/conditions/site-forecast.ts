import { LocationAnswer } from './open-meteo.types';

/** What is stored for one dive site: the hours and days of both APIs on one time axis, in the site's time zone. */
export interface SiteForecast {
  timezone: string;
  utcOffsetSeconds: number;
  hourly: {
    /** Local time, "YYYY-MM-DDTHH:MM". */
    time: string[];
    waveHeight: Series;
    swellHeight: Series;
    swellPeriod: Series;
    swellDirection: Series;
    seaTemperature: Series;
    seaLevel: Series;
    windSpeed: Series;
    windDirection: Series;
    windGusts: Series;
    /** Rain in the hour before, mm; absent in forecasts stored before it was asked for. */
    precipitation?: Series;
  };
  daily: { date: string[]; sunrise: Array<string | null>; sunset: Array<string | null> };
}

export type Series = Array<number | null>;

/** null: the Marine API has no sea cell for the place (every wave value null), so there is no marine forecast. */
export function toSiteForecast(marine: LocationAnswer, weather: LocationAnswer): SiteForecast | null {
  const waves = marine.hourly.wave_height ?? [];
  if (waves.every((v) => v === null)) return null;
  const time = marine.hourly.time;
  // Both APIs answer in the place's own zone, so equal local times are the same hour; align by them anyway.
  const weatherIndex = new Map(weather.hourly.time.map((t, i) => [t, i]));
  const fromWeather = (name: string): Series =>
    time.map((t) => {
      const i = weatherIndex.get(t);
      return i === undefined ? null : (weather.hourly[name]?.[i] ?? null);
    });
  const fromMarine = (name: string): Series => marine.hourly[name] ?? time.map(() => null);
  const daily = weather.daily;
  const text = (values: unknown[] | undefined, i: number) => (typeof values?.[i] === 'string' ? (values[i] as string) : null);
  return {
    timezone: marine.timezone,
    utcOffsetSeconds: marine.utc_offset_seconds,
    hourly: {
      time,
      waveHeight: waves,
      swellHeight: fromMarine('swell_wave_height'),
      swellPeriod: fromMarine('swell_wave_period'),
      swellDirection: fromMarine('swell_wave_direction'),
      seaTemperature: fromMarine('sea_surface_temperature'),
      seaLevel: fromMarine('sea_level_height_msl'),
      windSpeed: fromWeather('wind_speed_10m'),
      windDirection: fromWeather('wind_direction_10m'),
      windGusts: fromWeather('wind_gusts_10m'),
      precipitation: fromWeather('precipitation'),
    },
    daily: {
      date: daily?.time ?? [],
      sunrise: (daily?.time ?? []).map((_, i) => text(daily?.sunrise, i)),
      sunset: (daily?.time ?? []).map((_, i) => text(daily?.sunset, i)),
    },
  };
}

/** The site's local time now, "YYYY-MM-DDTHH:MM" (the forecast's fixed offset, as Open-Meteo gives it). */
export function localNow(forecast: Pick<SiteForecast, 'utcOffsetSeconds'>, now: Date): string {
  return new Date(now.getTime() + forecast.utcOffsetSeconds * 1000).toISOString().slice(0, 16);
}
