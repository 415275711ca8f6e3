/**
 * How much open water a dive site faces in each of 16 compass directions, and what that means in words.
 * The distances come from the backend's land march (backend/src/dive-sites/exposure/) or from the owner; the page,
 * the dive window's score and the admin area all read them through these functions. See docs/exposure.md.
 */

export { COMPASS_POINTS, COMPASS_STEP_DEG, OPEN_MIN_KM, OPEN_WATER_CAP_KM, SHELTERED_MAX_KM, type CompassPoint } from './compass';
import { COMPASS_POINTS, COMPASS_STEP_DEG, OPEN_MIN_KM, OPEN_WATER_CAP_KM, SHELTERED_MAX_KM, type CompassPoint } from './compass';

/** openKm: 16 distances (km) to land along each bearing, COMPASS_POINTS order (N = 0°, clockwise 22.5° steps), capped at OPEN_WATER_CAP_KM. */
export interface SiteExposure {
  openKm: number[];
  source: 'computed' | 'owner';
}

export type ExposureSource = SiteExposure['source'];
export const EXPOSURE_SOURCES: readonly ExposureSource[] = ['computed', 'owner'];

const clampKm = (km: number): number => (Number.isFinite(km) ? Math.min(Math.max(km, 0), OPEN_WATER_CAP_KM) : 0);

/** Whether a value is 16 finite distances from 0 to the cap (what the database and the owner may store). */
export function isOpenKm(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length === COMPASS_POINTS.length &&
    value.every((km) => typeof km === 'number' && Number.isFinite(km) && km >= 0 && km <= OPEN_WATER_CAP_KM)
  );
}

/** The compass point nearest a bearing (degrees from north, clockwise). */
export function compassPointOf(bearingDeg: number): CompassPoint {
  const index = Math.round((((bearingDeg % 360) + 360) % 360) / COMPASS_STEP_DEG) % COMPASS_POINTS.length;
  return COMPASS_POINTS[index]!;
}

/** 0 = sheltered (land right there) .. 1 = open ocean, interpolated between the two nearest bearings. */
export function opennessToward(exposure: SiteExposure, bearingDeg: number): number {
  const { openKm } = exposure;
  const n = COMPASS_POINTS.length;
  const bearing = (((bearingDeg % 360) + 360) % 360) / COMPASS_STEP_DEG;
  if (!Number.isFinite(bearing)) return 0;
  const below = Math.floor(bearing) % n;
  const above = (below + 1) % n;
  const fraction = bearing - Math.floor(bearing);
  const km = clampKm(openKm[below] ?? 0) * (1 - fraction) + clampKm(openKm[above] ?? 0) * fraction;
  return km / OPEN_WATER_CAP_KM;
}

/** Each direction in plain words, for the sheltered side ("the west"). */
const EIGHT_WINDS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** Runs of neighbouring points (wrapping past north) where `test` holds, each as [first index, length]. */
function runsOf(test: (index: number) => boolean): [number, number][] {
  const n = COMPASS_POINTS.length;
  const all = Array.from({ length: n }, (_, i) => test(i));
  if (all.every(Boolean)) return [[0, n]];
  // Start just after a point that fails, so no run is cut in two at north.
  const start = (all.lastIndexOf(false) + 1) % n;
  const runs: [number, number][] = [];
  for (let step = 0; step < n; step += 1) {
    const i = (start + step) % n;
    if (!all[i]) continue;
    const last = runs[runs.length - 1];
    if (last && (last[0] + last[1]) % n === i) last[1] += 1;
    else runs.push([i, 1]);
  }
  // In compass order from north, as people read them.
  return runs.sort((a, b) => a[0] - b[0]);
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "E–SE" for a run of open points, "E" for one alone. */
function pointRange([first, length]: [number, number]): string {
  const n = COMPASS_POINTS.length;
  return length === 1 ? COMPASS_POINTS[first]! : `${COMPASS_POINTS[first]}–${COMPASS_POINTS[(first + length - 1) % n]}`;
}

/** The eight-wind index (0 = north) at the middle of a run of sheltered points. */
function sideIndex([first, length]: [number, number]): number {
  const middleDeg = (first + (length - 1) / 2) * COMPASS_STEP_DEG;
  return Math.round(middleDeg / 45) % EIGHT_WINDS.length;
}

/** Words for people: "Open to swell from E–SE; sheltered from the west." */
export function describeExposure(exposure: SiteExposure): string {
  const km = COMPASS_POINTS.map((_, i) => clampKm(exposure.openKm[i] ?? 0));
  const open = runsOf((i) => km[i]! >= OPEN_MIN_KM);
  const sheltered = runsOf((i) => km[i]! < SHELTERED_MAX_KM);
  const openCount = open.reduce((sum, [, length]) => sum + length, 0);
  const shelteredCount = sheltered.reduce((sum, [, length]) => sum + length, 0);
  const n = COMPASS_POINTS.length;

  if (openCount === n) return 'Open to swell from every direction.';
  if (shelteredCount === n) return 'Sheltered on all sides: land is close in every direction.';

  const openPart = openCount > 0 ? `Open to swell from ${joinWords(open.map(pointRange))}` : 'Not open to ocean swell from any direction';
  if (shelteredCount === 0) return `${openPart}.`;
  // A sheltered stretch covering most of the compass reads better as "most sides" than as one wind.
  const shelteredPart =
    shelteredCount >= 12
      ? 'sheltered on most other sides'
      : `sheltered from ${joinWords([...new Set(sheltered.map(sideIndex))].sort((a, b) => a - b).map((i) => `the ${EIGHT_WINDS[i]}`))}`;
  return `${openPart}; ${shelteredPart}.`;
}
