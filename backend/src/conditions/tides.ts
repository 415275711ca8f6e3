/** A high or low water in the modelled sea level (Open-Meteo `sea_level_height_msl`). */
export interface TideTurn {
  kind: 'high' | 'low';
  /** Local time, "YYYY-MM-DDTHH:MM", interpolated between the hourly values. */
  time: string;
  heightM: number;
}

function addMinutes(localIso: string, minutes: number): string {
  // The local times carry no offset; reading them as UTC keeps the arithmetic free of the machine's zone.
  const at = new Date(`${localIso}:00Z`).getTime() + Math.round(minutes) * 60_000;
  return new Date(at).toISOString().slice(0, 16);
}

/**
 * Highs and lows of an hourly sea-level series: each hour higher (lower) than the one before and not
 * lower (higher) than the one after, or the middle of a flat top. The time and height come from the
 * parabola through the turning hour and its two neighbours, so a high between two hours lands between
 * them. Gaps (null) and the first and last hours are never turns: their neighbours are unknown.
 */
export function tideTurns(times: readonly string[], heights: readonly (number | null)[]): TideTurn[] {
  const turns: TideTurn[] = [];
  let i = 1;
  while (i < heights.length - 1) {
    const before = heights[i - 1];
    const here = heights[i];
    if (before === null || here === null || here === before) {
      i += 1;
      continue;
    }
    // Walk over a flat top (or bottom) to the first different value after it.
    let end = i;
    while (end + 1 < heights.length && heights[end + 1] === here) end += 1;
    const after = end + 1 < heights.length ? heights[end + 1] : null;
    if (after === null || after === undefined) {
      i = end + 1;
      continue;
    }
    const rising = here > before;
    if (rising === here > after) {
      turns.push(turnAt(times, heights as number[], i, end, rising ? 'high' : 'low'));
    }
    i = end + 1;
  }
  return turns;
}

function turnAt(times: readonly string[], heights: readonly number[], start: number, end: number, kind: TideTurn['kind']): TideTurn {
  const y0 = heights[start - 1];
  const y1 = heights[start];
  const y2 = heights[end + 1];
  if (start !== end) {
    // A flat top: its middle.
    return { kind, time: addMinutes(times[start], ((end - start) * 60) / 2), heightM: round2(y1) };
  }
  const curvature = y0 - 2 * y1 + y2;
  const offset = curvature === 0 ? 0 : (0.5 * (y0 - y2)) / curvature;
  const height = y1 - 0.25 * (y0 - y2) * offset;
  return { kind, time: addMinutes(times[start], offset * 60), heightM: round2(height) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
