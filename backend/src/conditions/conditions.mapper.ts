import { FORECAST_UNAVAILABLE, staleForecastWords } from '@ddu/shared/conditions/forecast-words';
import { conditionsDays, DayConditions, seaTemperatureNow } from './conditions-days';
import {
  ConditionsAttributionDto,
  DayConditionsDto,
  DiveSiteConditionsResponseDto,
  DiveSitesOutlookResponseDto,
  ForecastSetStatus,
  SiteOutlookDto,
} from './conditions.dto';
import { FORECAST_MAX_AGE_MS } from './forecast-refresher.service';
import { SitePlace, StoredForecast } from './forecast-store';
import { OUTLOOK_LABELS } from './outlook';

export const ATTRIBUTION: ConditionsAttributionDto = {
  text: 'Weather and marine data by Open-Meteo.com',
  url: 'https://open-meteo.com/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
};

export const UNAVAILABLE_MESSAGE = FORECAST_UNAVAILABLE;
export const SOME_UNAVAILABLE_MESSAGE = 'Some sites have no forecast right now — we’ll try again shortly.';
export const NO_MARINE_FORECAST_MESSAGE = 'No marine forecast for this location.';
/** The dive-site page shows the next three days. */
export const PAGE_DAYS = 3;

function toDayDto(day: DayConditions): DayConditionsDto {
  return { ...day, halfDays: day.halfDays.map((half) => ({ ...half, label: OUTLOOK_LABELS[half.outlook] })) };
}

export function toConditionsResponse(siteId: number, stored: StoredForecast | null, now: Date): DiveSiteConditionsResponseDto {
  const empty = { siteId, fetchedAt: null, stale: false, timezone: null, seaTemperatureNowC: null, days: [], attribution: ATTRIBUTION };
  if (!stored) return { ...empty, status: 'unavailable', message: UNAVAILABLE_MESSAGE };
  const fetched = { fetchedAt: stored.fetchedAt.toISOString(), stale: now.getTime() - stored.fetchedAt.getTime() >= FORECAST_MAX_AGE_MS };
  if (stored.status === 'no-sea' || !stored.forecast)
    return { ...empty, ...fetched, status: 'no-marine-forecast', message: NO_MARINE_FORECAST_MESSAGE };
  const days = conditionsDays(stored.forecast, now, PAGE_DAYS);
  // A forecast so old that none of its days is left says nothing about today.
  if (days.length === 0) return { ...empty, status: 'unavailable', message: UNAVAILABLE_MESSAGE };
  return {
    ...empty,
    ...fetched,
    status: 'ok',
    message: null,
    timezone: stored.forecast.timezone,
    seaTemperatureNowC: seaTemperatureNow(stored.forecast, now),
    days: days.map(toDayDto),
  };
}

export function toSiteOutlook(stored: StoredForecast, now: Date): SiteOutlookDto | null {
  if (!stored.forecast) return null;
  const days = conditionsDays(stored.forecast, now, 7).map((day) => ({ date: day.date, outlook: day.outlook }));
  return days.length === 0 ? null : { siteId: stored.siteId, days, fetchedAt: stored.fetchedAt.toISOString() };
}

export interface ForecastSet {
  status: ForecastSetStatus;
  message: string | null;
  fetchedAt: string | null;
  unavailableSiteIds: number[];
}

/**
 * How far the forecasts of these sites can be trusted. A site counts as answered when it has a forecast
 * with days left in it, or is known to have no sea cell; the others have none because of the service.
 */
export function forecastSet(places: readonly SitePlace[], usable: ReadonlyMap<number, StoredForecast>, now: Date): ForecastSet {
  const unavailableSiteIds: number[] = [];
  let oldest: Date | null = null;
  for (const place of places) {
    const stored = usable.get(place.id);
    const answered = stored !== undefined && (stored.status === 'no-sea' || toSiteOutlook(stored, now) !== null);
    if (!answered) {
      unavailableSiteIds.push(place.id);
      continue;
    }
    if (oldest === null || stored.fetchedAt < oldest) oldest = stored.fetchedAt;
  }
  unavailableSiteIds.sort((a, b) => a - b);
  const fetchedAt = oldest?.toISOString() ?? null;
  if (places.length > 0 && oldest === null) return { status: 'unavailable', message: UNAVAILABLE_MESSAGE, fetchedAt, unavailableSiteIds };
  if (oldest !== null && now.getTime() - oldest.getTime() >= FORECAST_MAX_AGE_MS) {
    return { status: 'stale', message: `${staleForecastWords(oldest, now)}.`, fetchedAt, unavailableSiteIds };
  }
  if (unavailableSiteIds.length > 0) return { status: 'stale', message: SOME_UNAVAILABLE_MESSAGE, fetchedAt, unavailableSiteIds };
  return { status: 'ok', message: null, fetchedAt, unavailableSiteIds };
}

export function toOutlookResponse(places: readonly SitePlace[], usable: readonly StoredForecast[], now: Date): DiveSitesOutlookResponseDto {
  const sites = usable.map((f) => toSiteOutlook(f, now)).filter((s): s is SiteOutlookDto => s !== null);
  return {
    ...forecastSet(places, new Map(usable.map((f) => [f.siteId, f])), now),
    sites: sites.sort((a, b) => a.siteId - b.siteId),
    attribution: ATTRIBUTION,
  };
}
