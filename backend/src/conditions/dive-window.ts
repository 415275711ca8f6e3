/**
 * The dive window's judgement of one three-hour slot: a score 0-100, a word, and the reasons in words.
 * Pure: the numbers come in, nothing is read. Thresholds and their sources: docs/window.md. A forecast,
 * not a safety assessment: the page says so next to every rating.
 */
export type WindowRating = 'good' | 'fair' | 'poor' | 'no-go';

/** Best first. */
export const WINDOW_RATINGS: readonly WindowRating[] = ['good', 'fair', 'poor', 'no-go'];

/** Lowest score of each rating; below the last, no-go. */
export const RATING_FLOORS = { good: 75, fair: 50, poor: 25 } as const;

/**
 * How open the site is toward a bearing, 0 (sheltered: land close by) to 1 (open water); null when the
 * site's exposure is not known, which is judged as fully open.
 */
export type Openness = ((bearingDeg: number) => number) | null;

export interface SlotWeather {
  /** Highest swell height in the slot, metres. */
  swellHeightM: number | null;
  swellPeriodS: number | null;
  /** Where the swell comes FROM, degrees (0 = north). */
  swellFromDeg: number | null;
  /** Highest mean wind in the slot, km/h. */
  windKmh: number | null;
  gustKmh: number | null;
  /** Where the wind comes FROM, degrees. */
  windFromDeg: number | null;
  /** Rain over the 48 hours before the slot, mm; null when not known. */
  rainPrev48hMm: number | null;
  /**
   * Slack water in the slot, local "HH:MM–HH:MM" each; null for a site without currents noted (the
   * owner has set no slack offset); an empty list: the site has currents and none of its slacks falls here.
   */
  slackWindows: string[] | null;
}

export interface SlotJudgement {
  score: number;
  rating: WindowRating;
  /** Plain sentences, the weightiest first. */
  reasons: string[];
  /** Short phrases for the best-window sentence, e.g. ["light offshore wind", "0.8 m swell from the south", "sheltered"]. */
  phrases: string[];
}

const SWELL = {
  /** Effective swell (height × openness × period factor) up to which a site is untroubled. */
  flatM: 0.5,
  /** The project's calm and "some swell" limits on wave height (docs/conditions.md, outlook). */
  calmM: 1.0,
  roughM: 2.0,
  /** Above this effective swell a slot is no-go whatever else. */
  noGoM: 2.5,
  /** Periods above this carry more energy to the bottom (surge); each second adds 5 %, up to +40 %. */
  longPeriodS: 8,
} as const;

/** Beaufort scale in km/h as the Bureau of Meteorology words it: light up to 19, moderate 20-28, fresh 29-38, strong 39-49. */
const BEAUFORT = { moderate: 20, fresh: 29, strong: 39, gale: 50 } as const;

const WIND = {
  /** Effective wind (mean wind, onshore counting fully, offshore half) up to which the surface stays smooth. */
  smoothKmh: 12,
  /** Gusts up to this are no trouble; above 45 the Bureau's strong-wind warnings begin (26 knots ≈ 48 km/h). */
  gustOkKmh: 30,
  gustStrongKmh: 45,
  /** Gusts above this make a slot no-go whatever else. */
  gustNoGoKmh: 60,
  /** An offshore wind this strong pushes a diver on the surface away from the shore. */
  offshoreDriftKmh: 25,
} as const;

const RAIN = {
  /** Rain over 48 h up to this leaves the water as it was. */
  noneMm: 5,
  heavyMm: 20,
  floodMm: 50,
} as const;

/** Without slack water, a site with currents loses this much. */
const NO_SLACK_PENALTY = 20;

const POINTS = [
  'north',
  'north-north-east',
  'north-east',
  'east-north-east',
  'east',
  'east-south-east',
  'south-east',
  'south-south-east',
  'south',
  'south-south-west',
  'south-west',
  'west-south-west',
  'west',
  'west-north-west',
  'north-west',
  'north-north-west',
] as const;

/** "south-east" for 135°: the nearest of the 16 compass points. */
export function compassWords(deg: number): string {
  return POINTS[Math.round((((deg % 360) + 360) % 360) / 22.5) % 16];
}

/** A linear step through (x, y) points, flat beyond the ends. */
function ramp(x: number, points: ReadonlyArray<readonly [number, number]>): number {
  if (x <= points[0][0]) return points[0][1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i];
    const [x0, y0] = points[i - 1];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return points[points.length - 1][1];
}

const m1 = (value: number) => `${Math.round(value * 10) / 10} m`;

function shelterWord(open: number): 'exposed' | 'partly sheltered' | 'sheltered' {
  return open >= 2 / 3 ? 'exposed' : open >= 1 / 3 ? 'partly sheltered' : 'sheltered';
}

function windWord(kmh: number): string {
  if (kmh < BEAUFORT.moderate) return 'light';
  if (kmh < BEAUFORT.fresh) return 'moderate';
  if (kmh < BEAUFORT.strong) return 'fresh';
  if (kmh < BEAUFORT.gale) return 'strong';
  return 'gale-force';
}

interface Part {
  penalty: number;
  reason: string;
  phrases: string[];
  noGo?: boolean;
}

function swellPart(w: SlotWeather, openness: Openness): Part | null {
  if (w.swellHeightM === null) return null;
  const from = w.swellFromDeg;
  const open = openness && from !== null ? Math.min(1, Math.max(0, openness(from))) : 1;
  const period = w.swellPeriodS ?? SWELL.longPeriodS;
  const periodFactor = 1 + Math.min(0.4, Math.max(0, (period - SWELL.longPeriodS) * 0.05));
  const effective = w.swellHeightM * open * periodFactor;
  const penalty = ramp(effective, [
    [SWELL.flatM, 0],
    [SWELL.calmM, 15],
    [SWELL.roughM, 55],
    [SWELL.noGoM, 75],
    [3.5, 90],
  ]);
  const direction = from === null ? '' : ` from the ${compassWords(from)}`;
  const periodWords = w.swellPeriodS === null ? '' : `, ${Math.round(w.swellPeriodS)} s`;
  const swell = `${m1(w.swellHeightM)} swell${direction}${periodWords}`;
  const shelter = openness === null ? null : shelterWord(open);
  const how =
    openness === null
      ? 'the site’s exposure is not known yet, so judged as if it were open to it'
      : shelter === 'exposed'
        ? 'the site is open to it'
        : shelter === 'partly sheltered'
          ? 'the site is partly sheltered from it'
          : 'the site is sheltered from it';
  const surge = periodFactor > 1.15 ? '; long-period swell surges near the bottom' : '';
  return {
    penalty,
    noGo: effective > SWELL.noGoM,
    reason: `${capitalise(swell)} — ${how}${surge}.`,
    phrases: [`${m1(w.swellHeightM)} swell${direction}`, ...(shelter ? [shelter] : [])],
  };
}

function windPart(w: SlotWeather, openness: Openness): Part | null {
  if (w.windKmh === null) return null;
  const from = w.windFromDeg;
  // Wind from open water is onshore (it raises chop at the site); from land, offshore (it smooths it).
  const onshore = openness && from !== null ? Math.min(1, Math.max(0, openness(from))) : 1;
  const effective = w.windKmh * (0.5 + 0.5 * onshore);
  let penalty = ramp(effective, [
    [WIND.smoothKmh, 0],
    [BEAUFORT.moderate, 10],
    [30, 30],
    [40, 50],
    [BEAUFORT.gale, 65],
  ]);
  const side = openness === null || from === null ? '' : onshore >= 0.5 ? ' onshore' : onshore <= 0.2 ? ' offshore' : ' cross-shore';
  const direction = from === null ? '' : ` from the ${compassWords(from)}`;
  let reason = `${capitalise(windWord(w.windKmh))}${side} wind${direction}, ${Math.round(w.windKmh)} km/h`;
  if (side === ' offshore' && w.windKmh >= WIND.offshoreDriftKmh) {
    penalty += 10;
    reason += ' — flattens the sea but pushes you away from the shore on the surface';
  } else if (side === ' offshore') reason += ' — smooths the surface';
  else if (side === ' onshore' && effective > WIND.smoothKmh) reason += ' — raises chop at the entry';
  if (openness === null && from !== null) reason += ' (exposure not known yet: judged as onshore)';
  const parts: Part = { penalty, reason: `${reason}.`, phrases: [`${windWord(w.windKmh)}${side} wind`] };
  if (w.gustKmh !== null && w.gustKmh > WIND.gustOkKmh) {
    parts.penalty += ramp(w.gustKmh, [
      [WIND.gustOkKmh, 0],
      [WIND.gustStrongKmh, 15],
      [WIND.gustNoGoKmh, 35],
    ]);
    parts.noGo = w.gustKmh > WIND.gustNoGoKmh;
    parts.reason += ` Gusts to ${Math.round(w.gustKmh)} km/h.`;
  }
  return parts;
}

function rainPart(w: SlotWeather): Part | null {
  if (w.rainPrev48hMm === null || w.rainPrev48hMm <= RAIN.noneMm) return null;
  const mm = Math.round(w.rainPrev48hMm);
  return {
    penalty: ramp(w.rainPrev48hMm, [
      [RAIN.noneMm, 0],
      [RAIN.heavyMm, 10],
      [RAIN.floodMm, 25],
      [100, 30],
    ]),
    reason: `${mm} mm of rain in the 48 hours before — runoff can cloud the water near shore and river mouths.`,
    phrases: [`${mm} mm of rain before`],
  };
}

function slackPart(w: SlotWeather): Part | null {
  if (w.slackWindows === null) return null;
  if (w.slackWindows.length === 0) {
    return { penalty: NO_SLACK_PENALTY, reason: 'No slack water in these hours: expect the current to run.', phrases: [] };
  }
  const when = w.slackWindows.join(' and ');
  return { penalty: 0, reason: `Slack water ${when}: plan the dive around it.`, phrases: [`slack water ${when}`] };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ratingOf(score: number): WindowRating {
  if (score >= RATING_FLOORS.good) return 'good';
  if (score >= RATING_FLOORS.fair) return 'fair';
  if (score >= RATING_FLOORS.poor) return 'poor';
  return 'no-go';
}

/** null when there is neither swell nor wind to judge by. */
export function judgeSlot(weather: SlotWeather, openness: Openness): SlotJudgement | null {
  const swell = swellPart(weather, openness);
  const wind = windPart(weather, openness);
  if (!swell && !wind) return null;
  const parts = [swell, wind, rainPart(weather), slackPart(weather)].filter((p): p is Part => p !== null);
  const penalty = parts.reduce((sum, p) => sum + p.penalty, 0);
  let score = Math.max(0, Math.min(100, Math.round(100 - penalty)));
  const noGo = parts.some((p) => p.noGo);
  if (noGo) score = Math.min(score, RATING_FLOORS.poor - 1);
  const reasons = [...parts].sort((a, b) => b.penalty - a.penalty).map((p) => p.reason);
  if (!swell) reasons.push('No swell forecast for these hours.');
  if (!wind) reasons.push('No wind forecast for these hours.');
  // The sentence reads wind, then swell and shelter, then the rest, as divers tell it.
  const phrases = [wind, swell, slackPart(weather), rainPart(weather)].flatMap((p) => p?.phrases ?? []);
  return { score, rating: ratingOf(score), reasons, phrases };
}
