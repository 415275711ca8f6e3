/**
 * What a page says when a forecast is missing or old, so a failure of the forecast service is told as
 * one and never read as a fact about the sea ("no site looks calm"). Pure, so it is unit-tested.
 */
import { FORECAST_UNAVAILABLE, staleForecastWords } from '@ddu/shared/conditions/forecast-words';

export { FORECAST_UNAVAILABLE };

/** A forecast older than this was kept because no newer one could be had (the API's own hour). */
export const STALE_AFTER_MS = 60 * 60 * 1000;

export interface ForecastNotice {
  kind: 'unavailable' | 'stale' | 'partial';
  text: string;
}

export const SOME_SITES_UNAVAILABLE = 'Some sites here have no forecast right now — we’ll try again shortly.';

const unavailable: ForecastNotice = { kind: 'unavailable', text: FORECAST_UNAVAILABLE };

/** One site's three days (GET /api/dive-sites/{id}/conditions); `failed` when our own API did not answer. */
export function siteForecastNotice(
  data: { status: string; stale: boolean; fetchedAt: string | null } | undefined,
  failed: boolean,
  now: number,
): ForecastNotice | null {
  if (!data) return failed ? unavailable : null;
  if (data.status === 'unavailable') return unavailable;
  if (data.stale && data.fetchedAt) return { kind: 'stale', text: staleForecastWords(data.fetchedAt, now) };
  return null;
}

interface ForecastSet {
  status: string;
  fetchedAt: string | null;
  unavailableSiteIds: readonly number[];
  sites?: readonly { siteId: number; fetchedAt: string }[];
}

/**
 * A set of sites' forecasts (the directory's outlook, a region's best bets, the home page's weekend):
 * unavailable when none of `siteIds` has a forecast (every site when not given), the age of the oldest
 * one shown when it is old, "some sites" when only part of them have one.
 */
export function setForecastNotice(
  data: ForecastSet | undefined,
  failed: boolean,
  now: number,
  siteIds?: readonly number[],
): ForecastNotice | null {
  if (!data) return failed ? unavailable : null;
  if (!siteIds) {
    if (data.status === 'unavailable') return unavailable;
    return staleOrPartial(data.fetchedAt, data.unavailableSiteIds.length > 0, now);
  }
  if (siteIds.length === 0) return null;
  const missing = new Set(data.unavailableSiteIds);
  const without = siteIds.filter((id) => missing.has(id)).length;
  if (without === siteIds.length) return unavailable;
  const wanted = new Set(siteIds);
  let oldest: string | null = null;
  for (const site of data.sites ?? []) {
    if (wanted.has(site.siteId) && (oldest === null || site.fetchedAt < oldest)) oldest = site.fetchedAt;
  }
  return staleOrPartial(oldest, without > 0, now);
}

function staleOrPartial(oldest: string | null, someMissing: boolean, now: number): ForecastNotice | null {
  if (oldest && now - Date.parse(oldest) >= STALE_AFTER_MS) return { kind: 'stale', text: staleForecastWords(oldest, now) };
  if (someMissing) return { kind: 'partial', text: SOME_SITES_UNAVAILABLE };
  return null;
}
