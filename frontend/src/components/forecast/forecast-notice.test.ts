import { describe, expect, it } from 'vitest';
import { FORECAST_UNAVAILABLE, SOME_SITES_UNAVAILABLE, setForecastNotice, siteForecastNotice } from './forecast-notice';

const now = Date.parse('2026-11-28T06:00:00Z');
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();

describe(siteForecastNotice.name, () => {
  it('says nothing while the answer is on its way, or when the forecast is fresh', () => {
    expect(siteForecastNotice(undefined, false, now)).toBeNull();
    expect(siteForecastNotice({ status: 'ok', stale: false, fetchedAt: hoursAgo(0.5) }, false, now)).toBeNull();
    expect(siteForecastNotice({ status: 'no-marine-forecast', stale: false, fetchedAt: hoursAgo(0.5) }, false, now)).toBeNull();
  });

  it('says the forecast is unavailable when the service or our own API could not answer', () => {
    expect(siteForecastNotice({ status: 'unavailable', stale: false, fetchedAt: null }, false, now)).toEqual({
      kind: 'unavailable',
      text: FORECAST_UNAVAILABLE,
    });
    expect(siteForecastNotice(undefined, true, now)?.kind).toBe('unavailable');
  });

  it('gives the age of an old forecast', () => {
    expect(siteForecastNotice({ status: 'ok', stale: true, fetchedAt: hoursAgo(5) }, false, now)).toEqual({
      kind: 'stale',
      text: 'Forecast from 5 hours ago',
    });
  });
});

describe(setForecastNotice.name, () => {
  const sites = [
    { siteId: 1, fetchedAt: hoursAgo(0.2) },
    { siteId: 2, fetchedAt: hoursAgo(4) },
  ];

  it('tells "no forecast" apart from "no calm site" for the whole directory', () => {
    expect(setForecastNotice({ status: 'unavailable', fetchedAt: null, unavailableSiteIds: [1, 2, 3] }, false, now)?.text).toBe(
      FORECAST_UNAVAILABLE,
    );
    expect(setForecastNotice({ status: 'ok', fetchedAt: hoursAgo(0.2), unavailableSiteIds: [] }, false, now)).toBeNull();
    expect(setForecastNotice(undefined, true, now)?.kind).toBe('unavailable');
    expect(setForecastNotice(undefined, false, now)).toBeNull();
  });

  it('gives the age of the oldest forecast, or says some sites have none', () => {
    expect(setForecastNotice({ status: 'stale', fetchedAt: hoursAgo(3), unavailableSiteIds: [] }, false, now)?.text).toBe(
      'Forecast from 3 hours ago',
    );
    expect(setForecastNotice({ status: 'stale', fetchedAt: hoursAgo(0.1), unavailableSiteIds: [9] }, false, now)).toEqual({
      kind: 'partial',
      text: SOME_SITES_UNAVAILABLE,
    });
  });

  it('judges a group of sites by their own forecasts (a region)', () => {
    const data = { status: 'stale', fetchedAt: hoursAgo(4), unavailableSiteIds: [3, 4], sites };
    expect(setForecastNotice(data, false, now, [3, 4])?.kind).toBe('unavailable');
    expect(setForecastNotice(data, false, now, [1])).toBeNull();
    expect(setForecastNotice(data, false, now, [1, 2])?.text).toBe('Forecast from 4 hours ago');
    expect(setForecastNotice(data, false, now, [1, 3])?.kind).toBe('partial');
    expect(setForecastNotice(data, false, now, [])).toBeNull();
  });
});
