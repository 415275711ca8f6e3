export type StubMode = 'ok' | 'slow' | 'error' | 'rate-limited' | 'malformed' | 'wrong-shape';

/** Values sent to every place; any left out keep the fixture's. Directions are where it comes FROM, degrees. */
export interface StubWeather {
  waveHeight?: number;
  swellHeight?: number;
  swellPeriod?: number;
  swellDirection?: number;
  windSpeed?: number;
  windDirection?: number;
  windGusts?: number;
  precipitation?: number;
}

export interface OpenMeteoStub {
  state: {
    mode: StubMode;
    latencyMs: number;
    slowMs: number;
    retryAfterSeconds: number;
    calls: { marine: number; forecast: number };
    placesPerCall: number[];
    weather: StubWeather | null;
  };
  marineUrl: string;
  forecastUrl: string;
  totalCalls(): number;
  /** The same sea and wind for every place; null: back to the fixtures. */
  setWeather(weather: StubWeather | null): void;
  reset(): void;
  close(): Promise<void>;
}

export function startOpenMeteoStub(options?: {
  port?: number;
  latencyMs?: number;
  slowMs?: number;
  mode?: StubMode;
  retryAfterSeconds?: number;
}): Promise<OpenMeteoStub>;
export function seaStateOf(lat: number, lon: number, day: number): 0 | 1 | 2;
export function isInland(lat: number, lon: number): boolean;
export const MODES: readonly StubMode[];
