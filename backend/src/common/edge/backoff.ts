/** The wait before retry `attempts` + 1: doubling from `baseMs`, at most 10 minutes, ±10 % so instances do not retry in step. */
export function retryDelayMs(attempts: number, baseMs: number, random = Math.random): number {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
  return Math.round(raw * (0.9 + 0.2 * random()));
}
