export type StubMode = 'ok' | 'slow' | 'error' | 'rate-limited' | 'malformed' | 'wrong-shape';

export interface OpenMeteoStub {
  state: {
    mode: StubMode;
    latencyMs: number;
    slowMs: number;
    retryAfterSeconds: number;
    calls: { marine: number; forecast: number };
    placesPerCall: number[];
  };
  marineUrl: string;
  forecastUrl: string;
  totalCalls(): number;
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
