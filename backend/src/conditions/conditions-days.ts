import { bestOutlook, HALF_DAY_HOURS, HalfDay, Outlook, outlookOf } from './outlook';
import { localNow, Series, SiteForecast } from './site-forecast';
import { TideTurn, tideTurns } from './tides';

export interface HalfDayConditions {
  part: HalfDay;
  outlook: Outlook;
  waveHeightMaxM: number | null;
  swellHeightM: number | null;
  swellPeriodS: number | null;
  swellDirectionDeg: number | null;
  windSpeedMaxKmh: number | null;
  windGustMaxKmh: number | null;
  windDirectionDeg: number | null;
}

export interface DayConditions {
  date: string;
  outlook: Outlook;
  halfDays: HalfDayConditions[];
  sunrise: string | null;
  sunset: string | null;
  tides: TideTurn[];
  /** The modelled sea level of each local hour of the day (0-23), metres; the tide curve. */
  seaLevel: Series;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const max = (values: Series): number | null =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.max(m, v)), null);
const middle = (values: Series): number | null => values[Math.floor(values.length / 2)] ?? values.find((v) => v !== null) ?? null;

function halfDay(forecast: SiteForecast, indices: number[], part: HalfDay): HalfDayConditions {
  const pick = (series: Series) => indices.map((i) => series[i] ?? null);
  const h = forecast.hourly;
  const weather = { waveHeightMaxM: max(pick(h.waveHeight)), windMaxKmh: max(pick(h.windSpeed)), gustMaxKmh: max(pick(h.windGusts)) };
  return {
    part,
    outlook: outlookOf(weather),
    waveHeightMaxM: round1(weather.waveHeightMaxM),
    // The swell and wind direction in the middle of the half-day stand for it.
    swellHeightM: round1(middle(pick(h.swellHeight))),
    swellPeriodS: round1(middle(pick(h.swellPeriod))),
    swellDirectionDeg: middle(pick(h.swellDirection)),
    windSpeedMaxKmh: round1(weather.windMaxKmh),
    windGustMaxKmh: round1(weather.gustMaxKmh),
    windDirectionDeg: middle(pick(h.windDirection)),
  };
}

/** Days from the site's local today on (a forecast fetched late yesterday starts a day early), at most `count`. */
export function conditionsDays(forecast: SiteForecast, now: Date, count: number): DayConditions[] {
  const today = localNow(forecast, now).slice(0, 10);
  const h = forecast.hourly;
  const byDate = new Map<string, number[]>();
  h.time.forEach((t, i) => {
    const date = t.slice(0, 10);
    if (date >= today) byDate.set(date, [...(byDate.get(date) ?? []), i]);
  });
  const turns = tideTurns(h.time, h.seaLevel);
  return [...byDate.entries()].slice(0, count).map(([date, indices]) => {
    const inPart = (part: HalfDay) =>
      indices.filter((i) => {
        const hour = Number(h.time[i].slice(11, 13));
        return hour >= HALF_DAY_HOURS[part][0] && hour < HALF_DAY_HOURS[part][1];
      });
    const halfDays = (['morning', 'afternoon'] as const).map((part) => halfDay(forecast, inPart(part), part));
    const d = forecast.daily.date.indexOf(date);
    return {
      date,
      outlook: bestOutlook(halfDays.map((p) => p.outlook)),
      halfDays,
      sunrise: d >= 0 ? forecast.daily.sunrise[d] : null,
      sunset: d >= 0 ? forecast.daily.sunset[d] : null,
      tides: turns.filter((turn) => turn.time.startsWith(date)),
      seaLevel: indices.map((i) => round2(h.seaLevel[i] ?? null)),
    };
  });
}

/** The sea temperature of the current local hour (or the nearest hour after it). */
export function seaTemperatureNow(forecast: SiteForecast, now: Date): number | null {
  const hour = `${localNow(forecast, now).slice(0, 13)}:00`;
  const start = forecast.hourly.time.findIndex((t) => t >= hour);
  if (start < 0) return null;
  const value = forecast.hourly.seaTemperature.slice(start).find((v) => v !== null);
  return round1(value ?? null);
}

function round2(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}
