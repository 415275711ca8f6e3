import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { isLocationAnswer, LocationAnswer, MARINE_HOURLY, WEATHER_DAILY, WEATHER_HOURLY } from './open-meteo.types';

/** Days asked for: today to the same weekday next week, so the coming Saturday and Sunday are always in. */
export const FORECAST_DAYS = 7;
/** Days before today, so the dive window can count the rain of the 48 hours before a slot. */
export const PAST_DAYS = 2;

/** The upstream failed: slow, down, rate-limiting or answering something that is not its documented shape. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    /** From a 429's Retry-After: how long the upstream asked us to wait. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface BatchAnswer {
  marine: LocationAnswer[];
  weather: LocationAnswer[];
}

/**
 * The two Open-Meteo APIs, asked for several places in one request each (comma-separated
 * coordinates; the answer is then a JSON array in the same order). Each place's nearest sea cell
 * (`cell_selection=sea`: shore sites often fall in a land cell), in its own time zone (`timezone=auto`).
 */
@Injectable()
export class OpenMeteoClient {
  /** Upstream HTTP requests made by this instance (for the bench and operators). */
  requests = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async fetchBatch(places: readonly Coordinates[]): Promise<BatchAnswer> {
    const common = {
      latitude: places.map((p) => p.latitude.toFixed(4)).join(','),
      longitude: places.map((p) => p.longitude.toFixed(4)).join(','),
      timezone: 'auto',
      forecast_days: String(FORECAST_DAYS),
      past_days: String(PAST_DAYS),
      cell_selection: 'sea',
    };
    const { marineUrl, forecastUrl } = this.config.openMeteo;
    const [marine, weather] = await Promise.all([
      this.get(marineUrl, { ...common, hourly: MARINE_HOURLY.join(',') }, places.length),
      this.get(
        forecastUrl,
        { ...common, hourly: WEATHER_HOURLY.join(','), daily: WEATHER_DAILY.join(','), wind_speed_unit: 'kmh' },
        places.length,
      ),
    ]);
    return { marine, weather };
  }

  private async get(base: string, params: Record<string, string>, count: number): Promise<LocationAnswer[]> {
    const { apiKey, timeoutMs } = this.config.openMeteo;
    const query = new URLSearchParams(apiKey ? { ...params, apikey: apiKey } : params);
    this.requests += 1;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}?${query.toString()}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      text = await response.text();
    } catch (error) {
      throw new UpstreamError(`${new URL(base).host} did not answer: ${(error as Error).message}`);
    }
    if (response.status === 429) throw new UpstreamError(`${new URL(base).host} is rate-limiting us (429).`, retryAfterMs(response));
    if (!response.ok) throw new UpstreamError(`${new URL(base).host} answered ${response.status}: ${text.slice(0, 200)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new UpstreamError(`${new URL(base).host} answered something that is not JSON.`);
    }
    // One place: one object; several: an array in the order asked.
    const answers = Array.isArray(body) ? body : [body];
    if (answers.length !== count || !answers.every(isLocationAnswer)) {
      throw new UpstreamError(`${new URL(base).host} answered JSON that is not its documented forecast shape.`);
    }
    return answers;
  }
}

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}
