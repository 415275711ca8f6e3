import { judgeSlot, Openness, SlotJudgement, WindowRating, WINDOW_RATINGS } from './dive-window';
import { localNow, Series, SiteForecast } from './site-forecast';

/** Slots are three local hours, starting on the hour 0, 3, 6 … 21. */
export const SLOT_HOURS = 3;
/** A slot counts as daylight when at least this many of its hours lie between sunrise and sunset. */
const DAYLIGHT_HOURS_NEEDED = 1.5;
/** Without sunrise and sunset: these local hours. */
const DEFAULT_DAYLIGHT = ['06:00', '18:00'] as const;
/** How long slack water lasts around its time (Port Phillip Heads: about 30 minutes). docs/window.md. */
export const SLACK_MINUTES = 30;
const RAIN_HOURS = 48;

export interface WindowSlot extends SlotJudgement {
  /** Local time at the site, "YYYY-MM-DDTHH:MM". */
  start: string;
  end: string;
}

export interface DiveWindow {
  slots: WindowSlot[];
  /** The best good or fair slot (highest score, then earliest), with its sentence; null when none is. */
  best: (WindowSlot & { sentence: string }) | null;
}

export interface WindowSite {
  openness: Openness;
  /** Minutes from high water to slack water; null: no currents noted. */
  slackOffsetMinutes: number | null;
  /** Local times ("YYYY-MM-DDTHH:MM") of the highs and lows the slack offset counts from. */
  tideTurns: ReadonlyArray<{ kind: 'high' | 'low'; time: string }>;
}

// Local times carry no offset; reading them as UTC keeps the arithmetic free of the machine's zone.
const toMs = (local: string) => new Date(`${local}:00Z`).getTime();
const toLocal = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const HOUR = 3_600_000;

const max = (values: Series): number | null =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.max(m, v)), null);
const middle = (values: Series): number | null => values[Math.floor(values.length / 2)] ?? values.find((v) => v !== null) ?? null;

function daylightHours(startMs: number, endMs: number, sunrise: string | null, sunset: string | null, date: string): number {
  const rise = toMs(sunrise ?? `${date}T${DEFAULT_DAYLIGHT[0]}`);
  const set = toMs(sunset ?? `${date}T${DEFAULT_DAYLIGHT[1]}`);
  return Math.max(0, Math.min(endMs, set) - Math.max(startMs, rise)) / HOUR;
}

/**
 * Slack windows in a slot, "HH:MM–HH:MM": the owner's offset after every high and low water (the
 * stream turns after both), each lasting SLACK_MINUTES.
 */
function slackWindows(site: WindowSite, startMs: number, endMs: number): string[] | null {
  if (site.slackOffsetMinutes === null) return null;
  const half = (SLACK_MINUTES / 2) * 60_000;
  return site.tideTurns
    .map((turn) => toMs(turn.time) + site.slackOffsetMinutes! * 60_000)
    .filter((centre) => centre + half > startMs && centre - half < endMs)
    .map((centre) => `${toLocal(centre - half).slice(11)}–${toLocal(centre + half).slice(11)}`);
}

function rainBefore(forecast: SiteForecast, index: Map<string, number>, startMs: number): number | null {
  const rain = forecast.hourly.precipitation;
  const at = index.get(toLocal(startMs));
  if (!rain || at === undefined) return null;
  // Open-Meteo's hours are consecutive: the 48 entries before the slot's first hour.
  let sum = 0;
  let known = 0;
  for (let i = Math.max(0, at - RAIN_HOURS); i < at; i++) {
    const value = rain[i];
    if (value !== null && value !== undefined) {
      sum += value;
      known += 1;
    }
  }
  return known === 0 ? null : Math.round(sum * 10) / 10;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Saturday 9–12" ("today", "tomorrow" for those days; with no `today`, always the weekday, as an e-mail read later needs). */
export function slotWords(slot: Pick<WindowSlot, 'start' | 'end'>, today: string | null): string {
  const date = slot.start.slice(0, 10);
  const days = today === null ? null : Math.round((toMs(`${date}T00:00`) - toMs(`${today}T00:00`)) / (24 * HOUR));
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  // A slot ending at midnight ends at 24.
  const hour = (local: string) => String(Number(local.slice(11, 13)) + (local.slice(0, 10) === date ? 0 : 24));
  return `${day} ${hour(slot.start)}–${hour(slot.end)}`;
}

const RANK = (rating: WindowRating) => WINDOW_RATINGS.indexOf(rating);

/** Good or fair beats poor; then the higher score; then the earlier slot. */
export function bestSlot<T extends Pick<WindowSlot, 'rating' | 'score' | 'start'>>(slots: readonly T[]): T | null {
  const usable = slots.filter((s) => s.rating === 'good' || s.rating === 'fair');
  return usable.reduce<T | null>((best, s) => (best === null || s.score > best.score ? s : best), null);
}

/**
 * Every daylight slot from the site's local now (a slot already over is left out) over `days` local
 * days, each judged; and the best one in a sentence.
 */
export function diveWindow(forecast: SiteForecast, now: Date, site: WindowSite, days: number): DiveWindow {
  const h = forecast.hourly;
  const index = new Map(h.time.map((t, i) => [t, i]));
  const nowLocal = localNow(forecast, now);
  const today = nowLocal.slice(0, 10);
  const slots: WindowSlot[] = [];
  for (let day = 0; day < days; day++) {
    const date = toLocal(toMs(`${today}T00:00`) + day * 24 * HOUR).slice(0, 10);
    const d = forecast.daily.date.indexOf(date);
    for (let startHour = 0; startHour < 24; startHour += SLOT_HOURS) {
      const startMs = toMs(`${date}T00:00`) + startHour * HOUR;
      const endMs = startMs + SLOT_HOURS * HOUR;
      if (endMs <= toMs(nowLocal)) continue;
      const sunrise = d >= 0 ? forecast.daily.sunrise[d] : null;
      const sunset = d >= 0 ? forecast.daily.sunset[d] : null;
      if (daylightHours(startMs, endMs, sunrise, sunset, date) < DAYLIGHT_HOURS_NEEDED) continue;
      const hours = Array.from({ length: SLOT_HOURS }, (_, k) => index.get(toLocal(startMs + k * HOUR))).filter(
        (i): i is number => i !== undefined,
      );
      if (hours.length === 0) continue;
      const pick = (series: Series) => hours.map((i) => series[i] ?? null);
      const judged = judgeSlot(
        {
          swellHeightM: max(pick(h.swellHeight)),
          swellPeriodS: middle(pick(h.swellPeriod)),
          swellFromDeg: middle(pick(h.swellDirection)),
          windKmh: max(pick(h.windSpeed)),
          gustKmh: max(pick(h.windGusts)),
          windFromDeg: middle(pick(h.windDirection)),
          rainPrev48hMm: rainBefore(forecast, index, startMs),
          slackWindows: slackWindows(site, startMs, endMs),
        },
        site.openness,
      );
      if (judged) slots.push({ start: toLocal(startMs), end: toLocal(endMs), ...judged });
    }
  }
  const best = bestSlot(slots);
  return {
    slots,
    best: best && { ...best, sentence: `Best: ${slotWords(best, today)} — ${best.phrases.join(', ')}` },
  };
}

/** The best rating among the slots of one local date; null when it has none. */
export function bestRatingOn(slots: readonly WindowSlot[], date: string): WindowRating | null {
  return slots
    .filter((s) => s.start.startsWith(date))
    .reduce<WindowRating | null>((best, s) => (best === null || RANK(s.rating) < RANK(best) ? s.rating : best), null);
}
