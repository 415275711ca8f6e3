import { DataSource } from 'typeorm';
import { startOpenMeteoStub, OpenMeteoStub } from '../../scripts/open-meteo-stub';
import { DiveSiteConditionsResponseDto, DiveSitesOutlookResponseDto } from '../src/conditions/conditions.dto';
import { DiveSite } from '../src/dive-sites/dive-site.entity';
import { DiveSiteResponseDto } from '../src/dive-sites/dive-sites.dto';
import { SeedService } from '../src/seed/seed.service';
import { adminToken, withSession } from './admin-session.helper';
import { validDiveSite } from './support/content-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The dive window and the tide source in a site's conditions, with the Open-Meteo stub sending the same
 * swell and wind to every place, so what differs between sites is the site itself.
 */
describe('dive window API', () => {
  let stub: OpenMeteoStub;
  let sut: TestApp;
  let cookies: Record<string, string>;

  const conditions = async (id: number) => {
    const res = await sut.inject({ method: 'GET', url: `/api/dive-sites/${id}/conditions` });
    expect(res.statusCode).toBe(200);
    return res.json() as DiveSiteConditionsResponseDto;
  };
  const createSite = async (fields: object): Promise<DiveSiteResponseDto> => {
    const res = await sut.inject({ method: 'POST', url: '/api/dive-sites', cookies, payload: { ...validDiveSite, ...fields } });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  beforeAll(async () => {
    stub = await startOpenMeteoStub();
    // A 1.8 m, 12 s swell from the east and a 15 km/h easterly, everywhere.
    stub.setWeather({
      swellHeight: 1.8,
      swellPeriod: 12,
      swellDirection: 90,
      waveHeight: 1.9,
      windSpeed: 15,
      windDirection: 90,
      windGusts: 24,
    });
    sut = await createTestApp({
      env: { OPEN_METEO_MARINE_URL: stub.marineUrl, OPEN_METEO_FORECAST_URL: stub.forecastUrl, OPEN_METEO_REQUEST_WAIT_MS: '10000' },
    });
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
    await stub?.close();
  });

  it('rates every daylight slot of the coming three days with a score, a word and reasons that name the swell direction', async () => {
    const site = await createSite({ name: 'Zz Window Reef', latitude: -33.8, longitude: 151.29 });
    const body = await conditions(site.id);
    expect(body.status).toBe('ok');
    expect(body.window.slots.length).toBeGreaterThanOrEqual(8);
    for (const slot of body.window.slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00$/);
      expect(slot.score).toBeGreaterThanOrEqual(0);
      expect(slot.score).toBeLessThanOrEqual(100);
      expect(['good', 'fair', 'poor', 'no-go']).toContain(slot.rating);
      expect(slot.reasons.join(' ')).toContain('1.8 m swell from the east');
    }
  });

  it('scores an east-facing and a west-facing site differently under the same easterly swell, and says why', async () => {
    // Open water (50 km) within 45° of east (or west), land 1 km away everywhere else.
    const facing = (centre: number) => Array.from({ length: 16 }, (_, i) => (Math.abs(((i - centre + 24) % 16) - 8) <= 2 ? 50 : 1));
    const east = await createSite({ name: 'Zz East Headland', latitude: -33.81, longitude: 151.3 });
    const west = await createSite({ name: 'Zz West Bay', latitude: -33.82, longitude: 151.28 });
    const db = sut.app.get(DataSource);
    for (const [site, centre] of [
      [east, 4],
      [west, 12],
    ] as const) {
      await db.query("UPDATE dive_sites SET exposure_open_km = ?, exposure_source = 'owner' WHERE id = ?", [
        JSON.stringify(facing(centre)),
        site.id,
      ]);
      // A save by the owner tells every cache the site changed (the exposure itself is not part of a PUT).
      const { id: _id, exposure: _exposure, ...fields } = site;
      expect((await sut.inject({ method: 'PUT', url: `/api/dive-sites/${site.id}`, cookies, payload: fields })).statusCode).toBe(200);
    }
    const [eastWindow, westWindow] = [(await conditions(east.id)).window, (await conditions(west.id)).window];
    const scores = (slots: typeof eastWindow.slots) => slots.map((slot) => slot.score);
    expect(eastWindow.slots.map((s) => s.start)).toEqual(westWindow.slots.map((s) => s.start));
    eastWindow.slots.forEach((slot, i) => expect(slot.score).toBeLessThan(westWindow.slots[i].score));
    expect(Math.max(...scores(eastWindow.slots))).toBeLessThan(Math.min(...scores(westWindow.slots)));
    expect(eastWindow.slots[0].reasons.join(' ')).toContain('1.8 m swell from the east, 12 s — the site is open to it');
    expect(westWindow.slots[0].reasons.join(' ')).toContain('1.8 m swell from the east, 12 s — the site is sheltered from it');
    expect(westWindow.slots[0].reasons.join(' ')).toContain('offshore wind from the east');
    expect(eastWindow.slots[0].reasons.join(' ')).toContain('onshore wind from the east');
    // The directory's outlook follows the window: the sheltered bay is calm, the open headland rough.
    const outlook = (await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/outlook' })).json() as DiveSitesOutlookResponseDto;
    const daysOf = (id: number) => outlook.sites.find((s) => s.siteId === id)!.days;
    expect(
      daysOf(west.id)
        .slice(1)
        .every((d) => d.rating === 'good' && d.outlook === 'calm'),
    ).toBe(true);
    expect(
      daysOf(east.id)
        .slice(1)
        .every((d) => (d.rating === 'poor' || d.rating === 'no-go') && d.outlook === 'rough'),
    ).toBe(true);
    expect(westWindow.best?.sentence).toMatch(/^Best: .+ — light offshore wind, 1\.8 m swell from the east, sheltered$/);
  });

  it('names the nearest tide station and its distance, or says the tides are modelled where none is within 50 km', async () => {
    const heads = await createSite({ name: 'Zz Heads Wall', region: 'Melbourne', latitude: -38.29, longitude: 144.63 });
    const nearStation = await conditions(heads.id);
    expect(nearStation.tide).toMatchObject({ kind: 'station', stationName: 'Point Lonsdale', datum: 'LAT' });
    expect(nearStation.tide!.distanceKm).toBeLessThan(5);
    expect(nearStation.tide!.description).toMatch(/^Tides predicted for Point Lonsdale, \d+ km away$/);
    expect(nearStation.days[0].tides.length).toBeGreaterThanOrEqual(3);
    expect(nearStation.days[0].seaLevel).toHaveLength(24);

    const offshore = await createSite({ name: 'Zz Far Seamount', region: 'Offshore', state: 'SA', latitude: -40, longitude: 130 });
    const modelled = await conditions(offshore.id);
    expect(modelled.tide).toMatchObject({ kind: 'modelled', stationName: null, distanceKm: null });
    expect(modelled.tide!.description).toBe('Modelled sea level: no tide station within 50 km');
  });

  it('gives slack windows once the owner sets a slack offset in the admin, and refuses a nonsense offset', async () => {
    const site = await createSite({ name: 'Zz Rip Drift', region: 'Melbourne', latitude: -38.29, longitude: 144.63 });
    const before = await conditions(site.id);
    expect(before.window.slots.some((s) => s.reasons.some((r) => r.includes('lack water')))).toBe(false);

    const { id: _id, ...fields } = site;
    const refused = await sut.inject({
      method: 'PUT',
      url: `/api/dive-sites/${site.id}`,
      cookies,
      payload: { ...fields, slackOffsetMinutes: 5000 },
    });
    expect(refused.statusCode).toBe(400);
    expect(String(refused.json().message)).toContain('slackOffsetMinutes must be a whole number of minutes');

    const saved = await sut.inject({
      method: 'PUT',
      url: `/api/dive-sites/${site.id}`,
      cookies,
      payload: { ...fields, slackOffsetMinutes: 180 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().slackOffsetMinutes).toBe(180);
    const after = await conditions(site.id);
    const slack = after.window.slots.flatMap((s) => s.reasons).filter((r) => r.startsWith('Slack water'));
    const noSlack = after.window.slots.flatMap((s) => s.reasons).filter((r) => r.startsWith('No slack water'));
    expect(slack.length).toBeGreaterThan(0);
    expect(noSlack.length).toBeGreaterThan(0);
    expect(slack[0]).toMatch(/^Slack water \d{2}:\d{2}–\d{2}:\d{2}/);
  });

  it('seeds the Heads sites with slack three hours after high water at Point Lonsdale, and leaves an offset the owner cleared alone', async () => {
    const db = sut.app.get(DataSource);
    const [wall] = await db.getRepository(DiveSite).findBy({ name: 'Lonsdale Wall' });
    expect(wall).toMatchObject({ slackOffsetMinutes: 180, slackOffsetSource: 'seed' });
    const body = await conditions(wall.id);
    expect(body.tide).toMatchObject({ kind: 'station', stationName: 'Point Lonsdale' });
    // Each high water + 3 h, as the 30-minute window the page names ("Slack water 12:19–12:49").
    const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
    const expected = body.days
      .flatMap((day) => day.tides)
      .filter((turn) => turn.kind === 'high')
      .map((high) => Date.parse(`${high.time}:00Z`) + 180 * 60_000)
      .map((centre) => `${hhmm(centre - 15 * 60_000)}–${hhmm(centre + 15 * 60_000)}`);
    const named = body.window.slots.flatMap((slot) => slot.reasons).filter((r) => r.startsWith('Slack water'));
    expect(named.length).toBeGreaterThan(0);
    const fromHighs = named.filter((reason) => expected.some((window) => reason.includes(window)));
    expect(fromHighs.length).toBeGreaterThan(0);
    // Popes Eye counts from Queenscliff, whose tide turns about 40 minutes later: 140 minutes.
    const [popesEye] = await db.getRepository(DiveSite).findBy({ name: 'Popes Eye' });
    expect(popesEye.slackOffsetMinutes).toBe(140);
    expect((await conditions(popesEye.id)).tide).toMatchObject({ stationName: 'Queenscliff' });

    const { id: _id, exposure: _exposure, ...fields } = (await sut.inject({ method: 'GET', url: `/api/dive-sites/${wall.id}` })).json();
    const cleared = await sut.inject({
      method: 'PUT',
      url: `/api/dive-sites/${wall.id}`,
      cookies,
      payload: { ...fields, slackOffsetMinutes: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await sut.app.get(SeedService).fillHeadsSlackOffsets()).toBe(0);
    expect(await db.getRepository(DiveSite).findOneByOrFail({ id: wall.id })).toMatchObject({
      slackOffsetMinutes: null,
      slackOffsetSource: 'owner',
    });
  });
});
