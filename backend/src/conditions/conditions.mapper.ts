import { FORECAST_UNAVAILABLE, staleForecastWords } from '@ddu/shared/conditions/forecast-words';
import { conditionsDays, DayConditions, seaTemperatureNow } from './conditions-days';
import {
  ConditionsAttributionDto,
  DayConditionsDto,
  DiveSiteConditionsResponseDto,
  DiveSitesOutlookResponseDto,
  DiveWindowDto,
  ForecastSetStatus,
  SiteOutlookDto,
  TideSourceDto,
} from './conditions.dto';
import { FORECAST_MAX_AGE_MS } from './forecast-refresher.service';
import { SitePlace, StoredForecast } from './forecast-store';
import { OUTLOOK_LABELS } from './outlook';
import { SiteTideSource, siteTides } from './site-tides';
import { TIDE_STATION_MAX_KM } from './tide-stations';
import { diveWindow, DiveWindow } from './window-slots';
import { windowDays } from './window-outlook';
import { opennessOf } from './site-openness';

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
/** The directory's outlook runs a week, so the coming weekend is always in. */
const OUTLOOK_DAYS = 7;

/** Whether a forecast still has today or a later day in it. */
function hasDays(forecast: NonNullable<StoredForecast['forecast']>, now: Date): boolean {
  return conditionsDays(forecast, now, 1).length > 0;
}

function toDayDto(day: DayConditions): DayConditionsDto {
  return { ...day, halfDays: day.halfDays.map((half) => ({ ...half, label: OUTLOOK_LABELS[half.outlook] })) };
}

export function toTideSourceDto(source: SiteTideSource): TideSourceDto {
  if (source.kind === 'modelled') {
    return {
      kind: 'modelled',
      stationName: null,
      distanceKm: null,
      datum: null,
      attribution: null,
      description: `Modelled sea level: no tide station within ${TIDE_STATION_MAX_KM} km`,
    };
  }
  const { name, distanceKm, datum, attribution } = source.station;
  return {
    kind: 'station',
    stationName: name,
    distanceKm,
    datum,
    attribution,
    description: `Tides predicted for ${name}, ${distanceKm < 1 ? 'under 1' : Math.round(distanceKm)} km away`,
  };
}

export function toWindowDto(window: DiveWindow): DiveWindowDto {
  const slot = ({ start, end, score, rating, reasons }: DiveWindow['slots'][number]) => ({ start, end, score, rating, reasons });
  return { slots: window.slots.map(slot), best: window.best && { ...slot(window.best), sentence: window.best.sentence } };
}

export function toConditionsResponse(place: SitePlace, stored: StoredForecast | null, now: Date): DiveSiteConditionsResponseDto {
  const empty = {
    siteId: place.id,
    fetchedAt: null,
    stale: false,
    timezone: null,
    seaTemperatureNowC: null,
    days: [],
    tide: null,
    window: { slots: [], best: null },
    attribution: ATTRIBUTION,
  };
  if (!stored) return { ...empty, status: 'unavailable', message: UNAVAILABLE_MESSAGE };
  const fetched = { fetchedAt: stored.fetchedAt.toISOString(), stale: now.getTime() - stored.fetchedAt.getTime() >= FORECAST_MAX_AGE_MS };
  if (stored.status === 'no-sea' || !stored.forecast)
    return { ...empty, ...fetched, status: 'no-marine-forecast', message: NO_MARINE_FORECAST_MESSAGE };
  const days = conditionsDays(stored.forecast, now, PAGE_DAYS);
  // A forecast so old that none of its days is left says nothing about today.
  if (days.length === 0) return { ...empty, status: 'unavailable', message: UNAVAILABLE_MESSAGE };
  const tides = siteTides(Number(place.latitude), Number(place.longitude), stored.forecast, now, days.length);
  const window = diveWindow(
    stored.forecast,
    now,
    { openness: opennessOf(place), slackOffsetMinutes: place.slackOffsetMinutes, tideTurns: tides.turns },
    PAGE_DAYS,
  );
  return {
    ...empty,
    ...fetched,
    status: 'ok',
    message: null,
    timezone: stored.forecast.timezone,
    seaTemperatureNowC: seaTemperatureNow(stored.forecast, now),
    days: days.map((day) =>
      toDayDto({
        ...day,
        tides: tides.turns.filter((turn) => turn.time.startsWith(day.date)),
        seaLevel: tides.levels.get(day.date) ?? day.seaLevel,
      }),
    ),
    tide: toTideSourceDto(tides.source),
    window: toWindowDto(window),
  };
}

/** A site's days for the directory, each judged by the dive window (its best slot). */
export function toSiteOutlook(stored: StoredForecast, now: Date, place: SitePlace | undefined): SiteOutlookDto | null {
  if (!stored.forecast) return null;
  const days = windowDays(place, stored.forecast, now, OUTLOOK_DAYS);
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
    const answered = stored !== undefined && (stored.status === 'no-sea' || (stored.forecast !== null && hasDays(stored.forecast, now)));
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
  const byId = new Map(places.map((p) => [p.id, p]));
  const sites = usable.map((f) => toSiteOutlook(f, now, byId.get(f.siteId))).filter((s): s is SiteOutlookDto => s !== null);
  return {
    ...forecastSet(places, new Map(usable.map((f) => [f.siteId, f])), now),
    sites: sites.sort((a, b) => a.siteId - b.siteId),
    attribution: ATTRIBUTION,
  };
}
