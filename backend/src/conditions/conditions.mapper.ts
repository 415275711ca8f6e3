import { conditionsDays, DayConditions, seaTemperatureNow } from './conditions-days';
import { ConditionsAttributionDto, DayConditionsDto, DiveSiteConditionsResponseDto, SiteOutlookDto } from './conditions.dto';
import { FORECAST_MAX_AGE_MS } from './forecast-refresher.service';
import { StoredForecast } from './forecast-store';
import { OUTLOOK_LABELS } from './outlook';

export const ATTRIBUTION: ConditionsAttributionDto = {
  text: 'Weather and marine data by Open-Meteo.com',
  url: 'https://open-meteo.com/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
};

export const UNAVAILABLE_MESSAGE = 'Conditions unavailable right now.';
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
  return days.length === 0 ? null : { siteId: stored.siteId, days };
}
