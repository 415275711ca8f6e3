import { DataSource } from 'typeorm';
import { startOpenMeteoStub, OpenMeteoStub, seaStateOf } from '../../scripts/open-meteo-stub';
import { FORECAST_UNAVAILABLE } from '@ddu/shared/conditions/forecast-words';
import { DiveSiteConditionsResponseDto, DiveSitesOutlookResponseDto, WeekendBestBetsResponseDto } from '../src/conditions/conditions.dto';
import { DiveSiteResponseDto } from '../src/dive-sites/dive-sites.dto';
import { DiveSitesService } from '../src/dive-sites/dive-sites.service';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/until';

/** Open-Meteo is a local stub answering fixtures in the APIs' documented shape (scripts/open-meteo-stub). */
describe('dive-site conditions API', () => {
  let stub: OpenMeteoStub;
  const stubEnv = (extra: Record<string, string> = {}) => ({
    OPEN_METEO_MARINE_URL: stub.marineUrl,
    OPEN_METEO_FORECAST_URL: stub.forecastUrl,
    ...extra,
  });
  const conditions = async (app: TestApp, id: number | string) => {
    const res = await app.inject({ method: 'GET', url: `/api/dive-sites/${id}/conditions` });
    return { res, body: res.json() as DiveSiteConditionsResponseDto };
  };

  beforeAll(async () => {
    stub = await startOpenMeteoStub();
  });
  afterAll(async () => {
    await stub?.close();
  });
  beforeEach(() => {
    stub.reset();
    stub.state.mode = 'ok';
  });

  describe('with the upstream answering', () => {
    let sut: TestApp;
    let sites: DiveSiteResponseDto[];

    beforeAll(async () => {
      // Generous waits: these tests are about what is fetched and stored, not about a busy machine's speed.
      sut = await createTestApp({ env: stubEnv({ OPEN_METEO_REQUEST_WAIT_MS: '10000' }) });
      sites = (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
    });
    afterAll(async () => {
      await sut?.close();
    });

    it('gives the next three days of a site: half-day outlooks, swell, wind, tides, sun and sea temperature, with attribution', async () => {
      const site = sites[0];
      const { res, body } = await conditions(sut, site.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      expect(body).toMatchObject({ siteId: site.id, status: 'ok', message: null, stale: false, timezone: 'Australia/Sydney' });
      expect(body.attribution).toMatchObject({ url: 'https://open-meteo.com/', licence: 'CC BY 4.0' });
      expect(body.seaTemperatureNowC).toBeGreaterThan(20);
      expect(body.days).toHaveLength(3);
      const [lat, lon] = [Number(site.latitude), Number(site.longitude)];
      const expected = ['calm', 'some-swell', 'rough'];
      body.days.forEach((day, d) => {
        expect(day.halfDays.map((h) => h.part)).toEqual(['morning', 'afternoon']);
        // The stub's rule for the place's day, read through the documented thresholds.
        expect(day.halfDays.map((h) => h.outlook)).toEqual([expected[seaStateOf(lat, lon, d)], expected[seaStateOf(lat, lon, d)]]);
        expect(day.halfDays[0].label.length).toBeGreaterThan(3);
        expect(day.halfDays[0].swellPeriodS).toBeGreaterThan(5);
        expect(day.halfDays[0].windDirectionDeg).not.toBeNull();
        expect(day.sunrise).toBe(`${day.date}T05:42`);
        expect(day.seaLevel).toHaveLength(24);
        expect(day.tides.length).toBeGreaterThanOrEqual(3);
        expect(day.tides.every((t) => t.time.startsWith(day.date))).toBe(true);
      });
      // One request per API for the whole batch of stale sites, not one per site.
      expect(stub.state.calls).toEqual({ marine: 1, forecast: 1 });
      expect(stub.state.placesPerCall).toEqual([50, 50]);
    });

    it('serves the stored forecast within the hour, on this instance and after a restart (another instance on the same database)', async () => {
      await conditions(sut, sites[1].id);
      const dataSource = sut.app.get(DataSource);
      await until(
        'the forecast to be stored',
        async () => (await dataSource.query('SELECT 1 FROM dive_site_forecasts WHERE siteId = ?', [sites[1].id])).length > 0,
      );
      const callsBefore = stub.totalCalls();
      expect((await conditions(sut, sites[1].id)).body.status).toBe('ok');
      expect(stub.totalCalls()).toBe(callsBefore);
      const second = await createTestApp({ databaseUrl: sut.databaseUrl, env: stubEnv() });
      try {
        const { body } = await conditions(second, sites[1].id);
        expect(body.status).toBe('ok');
        expect(body.fetchedAt).toBe((await conditions(sut, sites[1].id)).body.fetchedAt);
        expect(stub.totalCalls()).toBe(callsBefore);
      } finally {
        await second.close();
      }
    });

    it('says "no marine forecast for this location" for a site without a sea cell, rather than an error', async () => {
      const inland = await sut.app.get(DiveSitesService).create({
        name: 'Dalhousie Springs',
        latitude: -26.4237,
        longitude: 135.5035,
        waterTemp: '34-38°C',
        depthRange: '0-10m',
        description: 'A warm artesian spring in the desert.',
        region: 'Outback',
        bestTime: 'Winter',
      } as never);
      const { res, body } = await conditions(sut, inland.id);
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({ status: 'no-marine-forecast', message: 'No marine forecast for this location.', days: [] });
    });

    it('answers 404 for an unknown site and 400 for a malformed id, as readable JSON, without asking upstream', async () => {
      const missing = await conditions(sut, 999999);
      expect(missing.res.statusCode).toBe(404);
      expect(missing.res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Dive site 999999 was not found.' });
      expect((await conditions(sut, 'abc')).res.statusCode).toBe(400);
      expect(stub.totalCalls()).toBe(0);
    });

    it('gives the directory every site’s day outlooks for the week, fetched in batches of 50', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/outlook' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
      const outlook: DiveSitesOutlookResponseDto = res.json();
      // 296 sites with the inland one, which has no marine forecast and so no outlook.
      expect(outlook.sites).toHaveLength(295);
      expect(stub.state.placesPerCall.every((n) => n <= 50)).toBe(true);
      const site = sites[100];
      const days = outlook.sites.find((s) => s.siteId === site.id)!.days;
      expect(days).toHaveLength(7);
      // Tomorrow, whose daylight is all still to come (after sunset, today has no slot left to rate).
      expect(days[1].outlook).toBe(['calm', 'some-swell', 'rough'][seaStateOf(Number(site.latitude), Number(site.longitude), 1)]);
      // The day's outlook is its best dive-window slot: calm for good, some swell for fair, rough for poor or no-go.
      const outlookOf = { good: 'calm', fair: 'some-swell', poor: 'rough', 'no-go': 'rough' } as const;
      for (const day of days) expect(day.outlook).toBe(day.rating === null ? 'unknown' : outlookOf[day.rating]);
      const calls = stub.totalCalls();
      await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/outlook' });
      expect(stub.totalCalls()).toBe(calls);
      // Every site answered: the inland one is known to have no sea, which is not a missing forecast.
      expect(outlook).toMatchObject({ status: 'ok', message: null, unavailableSiteIds: [] });
      expect(Date.now() - Date.parse(outlook.fetchedAt!)).toBeLessThan(60_000);
      expect(outlook.sites[0].fetchedAt).toEqual(expect.any(String));
    });

    it('names up to three sites calm this weekend, calm on both days first, each calm on Saturday or Sunday by the forecast', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
      const weekend: WeekendBestBetsResponseDto = res.json();
      expect(weekend).toMatchObject({ status: 'ok', message: null, unavailableSiteIds: [] });
      expect(weekend.bets).toHaveLength(3);
      const outlook: DiveSitesOutlookResponseDto = (await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/outlook' })).json();
      const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
      for (const bet of weekend.bets) {
        const site = sites.find((s) => s.id === bet.siteId)!;
        expect(bet).toMatchObject({ name: site.name, region: site.region });
        const days = outlook.sites.find((s) => s.siteId === bet.siteId)!.days;
        for (const [weekdayNumber, calmThen] of [
          [6, bet.saturday],
          [0, bet.sunday],
        ] as const) {
          const day = days.find((d) => weekday(d.date) === weekdayNumber);
          // Today is rated by its whole day once its light is over, while a bet counts only slots to come.
          if (day?.date === days[0].date) {
            if (calmThen) expect(day.outlook).toBe('calm');
          } else expect(calmThen).toBe(day?.outlook === 'calm');
        }
        expect(bet.saturday || bet.sunday).toBe(true);
        const good = (day: number) => days.find((d) => weekday(d.date) === day)?.rating === 'good';
        expect(good(6) || good(0)).toBe(true);
        expect(bet.sentence).toMatch(/^Best: (today|tomorrow|Saturday|Sunday) \d{1,2}–\d{1,2} — .*swell from the [a-z-]+/);
      }
      // Calm on both days first, then our guides (featured).
      const rank = (bet: (typeof weekend.bets)[number]) =>
        (bet.saturday && bet.sunday ? 0 : 2) + (sites.find((s) => s.id === bet.siteId)!.featured ? 0 : 1);
      const ranks = weekend.bets.map(rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(rank(weekend.bets[0])).toBe(0 + (weekend.bets[0].saturday && weekend.bets[0].sunday ? 0 : 2));
    });

    it('names the weekend’s calm sites of one state when asked (the home row remembers the visitor’s state)', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend?state=qld' });
      expect(res.statusCode).toBe(200);
      const weekend: WeekendBestBetsResponseDto = res.json();
      expect(weekend.bets.length).toBeGreaterThan(0);
      for (const bet of weekend.bets) expect(sites.find((s) => s.id === bet.siteId)!.state).toBe('QLD');

      const bad = await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend?state=queensland' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.stringContaining('state must be one of'));
    });
  });

  describe('with the forecast service answering 500 from the start', () => {
    let sut: TestApp;

    beforeAll(async () => {
      sut = await createTestApp({ env: stubEnv({ OPEN_METEO_REQUEST_WAIT_MS: '2000' }) });
    });
    afterAll(async () => {
      await sut?.close();
    });

    it('tells "no forecast" apart from "no calm site": status unavailable, with the sentence, on every forecast answer', async () => {
      stub.state.mode = 'error';
      const outlook = await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/outlook' });
      expect(outlook.statusCode).toBe(200);
      const body: DiveSitesOutlookResponseDto = outlook.json();
      expect(body).toMatchObject({ status: 'unavailable', message: FORECAST_UNAVAILABLE, fetchedAt: null, sites: [] });
      const sites: DiveSiteResponseDto[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
      expect(body.unavailableSiteIds).toEqual(sites.map((site) => site.id).sort((a, b) => a - b));
      expect(stub.totalCalls()).toBeGreaterThan(0);

      const weekend: WeekendBestBetsResponseDto = (await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend' })).json();
      expect(weekend).toMatchObject({ status: 'unavailable', message: FORECAST_UNAVAILABLE, bets: [] });

      const { body: site } = await conditions(sut, 12);
      expect(site).toMatchObject({ status: 'unavailable', message: FORECAST_UNAVAILABLE, days: [] });
    });
  });

  it('makes exactly one upstream call per API when 200 visitors ask for the same cold site at once', async () => {
    const sut = await createTestApp({ env: stubEnv({ OPEN_METEO_REQUEST_WAIT_MS: '10000' }) });
    try {
      stub.state.latencyMs = 300;
      const answers = await Promise.all(Array.from({ length: 200 }, () => conditions(sut, 7)));
      expect(answers.every((a) => a.body.status === 'ok')).toBe(true);
      expect(stub.state.calls).toEqual({ marine: 1, forecast: 1 });
    } finally {
      stub.state.latencyMs = 0;
      await sut.close();
    }
  });

  it('says "conditions unavailable right now" when the upstream cannot be reached at all (no internet)', async () => {
    // A closed port stands for an address that does not answer; tests never use the real service.
    const sut = await createTestApp({
      env: { OPEN_METEO_MARINE_URL: 'http://127.0.0.1:9/v1/marine', OPEN_METEO_FORECAST_URL: 'http://127.0.0.1:9/v1/forecast' },
    });
    try {
      const { res, body } = await conditions(sut, 1);
      expect(res.statusCode).toBe(200);
      expect(body).toMatchObject({ status: 'unavailable', message: FORECAST_UNAVAILABLE });
      const page = await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/outlook' });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ sites: [] });
    } finally {
      await sut.close();
    }
  });

  describe('with the upstream failing', () => {
    let sut: TestApp;
    const siteId = 3;

    beforeAll(async () => {
      sut = await createTestApp({
        env: stubEnv({ OPEN_METEO_RETRY_SECONDS: '0', OPEN_METEO_TIMEOUT_MS: '1000', OPEN_METEO_REQUEST_WAIT_MS: '300' }),
      });
    });
    afterAll(async () => {
      await sut?.close();
    });

    it.each(['error', 'malformed', 'wrong-shape'] as const)(
      'says "conditions unavailable right now" when it answers %s, and stores nothing',
      async (mode) => {
        stub.state.mode = mode;
        const { res, body } = await conditions(sut, siteId);
        expect(res.statusCode).toBe(200);
        expect(body).toMatchObject({ status: 'unavailable', message: FORECAST_UNAVAILABLE, days: [], fetchedAt: null });
        expect(stub.state.calls).toEqual({ marine: 1, forecast: 1 });
        expect(await sut.app.get(DataSource).query('SELECT COUNT(*) AS n FROM dive_site_forecasts')).toEqual([{ n: '0' }]);
      },
    );

    it('does not keep a visitor waiting for a slow upstream: the answer comes while the upstream is still busy', async () => {
      stub.state.mode = 'slow';
      stub.state.slowMs = 5000;
      const { body } = await conditions(sut, siteId);
      expect(body.status).toBe('unavailable');
      // The fetch is still out (the stub holds it): it gives up at OPEN_METEO_TIMEOUT_MS, not the visitor.
      expect(stub.state.calls).toEqual({ marine: 1, forecast: 1 });
      await until('the slow fetch to be given up', async () => {
        stub.state.mode = 'ok';
        return (await conditions(sut, siteId)).body.status === 'ok';
      });
    });

    it('backs off after a 429 for its Retry-After: the next visitors get an answer without any upstream call', async () => {
      const other = 160; // in another batch than siteId, so it is still cold
      stub.state.mode = 'rate-limited';
      expect((await conditions(sut, other)).body.status).toBe('unavailable');
      const calls = stub.totalCalls();
      stub.state.mode = 'ok';
      expect((await conditions(sut, other)).body.status).toBe('unavailable');
      expect(stub.totalCalls()).toBe(calls);
    });

    it('serves the last good forecast with its age when a refresh fails', async () => {
      // A good forecast, stored by an instance that could reach the upstream...
      const earlier = await createTestApp({ databaseUrl: sut.databaseUrl, env: stubEnv() });
      const dataSource = earlier.app.get(DataSource);
      try {
        expect((await conditions(earlier, siteId)).body.status).toBe('ok');
        await until(
          'the forecast to be stored',
          async () => (await dataSource.query('SELECT 1 FROM dive_site_forecasts WHERE siteId = ?', [siteId])).length > 0,
        );
        // ...three hours ago.
        await dataSource.query('UPDATE dive_site_forecasts SET fetchedAt = ? WHERE siteId = ?', [
          new Date(Date.now() - 3 * 3_600_000),
          siteId,
        ]);
      } finally {
        await earlier.close();
      }
      stub.reset();
      // A restarted instance: nothing in memory, the old row in the database, the upstream down.
      const restarted = await createTestApp({ databaseUrl: sut.databaseUrl, env: stubEnv({ OPEN_METEO_REQUEST_WAIT_MS: '300' }) });
      try {
        stub.state.mode = 'error';
        const { body } = await conditions(restarted, siteId);
        expect(body).toMatchObject({ status: 'ok', stale: true });
        expect(Date.now() - Date.parse(body.fetchedAt!)).toBeGreaterThanOrEqual(3 * 3_600_000 - 5_000);
        expect(body.days.length).toBeGreaterThan(0);
        expect(stub.state.calls).toEqual({ marine: 1, forecast: 1 });
        // The directory's outlook says how old its forecast is, and which sites have none.
        const outlook: DiveSitesOutlookResponseDto = (
          await restarted.inject({ method: 'GET', url: '/api/dive-sites/conditions/outlook' })
        ).json();
        expect(outlook).toMatchObject({ status: 'stale', message: 'Forecast from 3 hours ago.' });
        expect(outlook.sites.map((s) => s.siteId)).toContain(siteId);
        expect(outlook.unavailableSiteIds).not.toContain(siteId);
        expect(outlook.unavailableSiteIds.length).toBeGreaterThan(200);
      } finally {
        await restarted.close();
      }
    });
  });
});
