/**
 * Open-Meteo's documented answer for one place (Marine API and Forecast API alike): the grid cell's
 * coordinates, its time zone, and arrays of values per variable under `hourly` / `daily`, index-aligned
 * with their `time` array. Values are null where the model has none (a land cell in the Marine API).
 */
export interface LocationAnswer {
  latitude: number;
  longitude: number;
  timezone: string;
  utc_offset_seconds: number;
  hourly: Record<string, Array<number | null>> & { time: string[] };
  hourly_units?: Record<string, string>;
  daily?: Record<string, Array<string | number | null>> & { time: string[] };
}

export const MARINE_HOURLY = [
  'wave_height',
  'swell_wave_height',
  'swell_wave_period',
  'swell_wave_direction',
  'sea_surface_temperature',
  'sea_level_height_msl',
] as const;
export const WEATHER_HOURLY = ['wind_speed_10m', 'wind_direction_10m', 'wind_gusts_10m', 'precipitation'] as const;
export const WEATHER_DAILY = ['sunrise', 'sunset'] as const;

const LOCAL_HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function seriesOf(block: Record<string, unknown>, length: number, valid: (v: unknown) => boolean): boolean {
  return Object.entries(block).every(
    ([name, values]) => name === 'time' || (Array.isArray(values) && values.length === length && values.every(valid)),
  );
}

/** The documented shape, checked before anything is stored: nonsense is a failed fetch, never a forecast. */
export function isLocationAnswer(value: unknown): value is LocationAnswer {
  if (!isObject(value) || typeof value.timezone !== 'string' || typeof value.utc_offset_seconds !== 'number') return false;
  if (typeof value.latitude !== 'number' || typeof value.longitude !== 'number') return false;
  const hourly = value.hourly;
  if (!isObject(hourly) || !Array.isArray(hourly.time) || !hourly.time.every((t) => typeof t === 'string' && LOCAL_HOUR.test(t)))
    return false;
  if (!seriesOf(hourly, hourly.time.length, (v) => v === null || (typeof v === 'number' && Number.isFinite(v)))) return false;
  if (value.daily === undefined) return true;
  const daily = value.daily;
  if (!isObject(daily) || !Array.isArray(daily.time) || !daily.time.every((t) => typeof t === 'string' && LOCAL_DATE.test(t))) return false;
  return seriesOf(daily, daily.time.length, (v) => v === null || typeof v === 'string' || typeof v === 'number');
}
