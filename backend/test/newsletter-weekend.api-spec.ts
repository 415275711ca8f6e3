import { DataSource } from 'typeorm';
import { startOpenMeteoStub, OpenMeteoStub } from '../../scripts/open-meteo-stub';
import { WeekendBestBetsResponseDto } from '../src/conditions/conditions.dto';
import { AppConfig } from '../src/config/app-config';
import { Newsletter } from '../src/newsletter/newsletter.entity';
import { WEEKEND_CAVEAT, WEEKEND_NONE_GOOD, WEEKEND_UNAVAILABLE } from '../src/newsletter/issues/weekend-section';
import { adminToken, withSession } from './admin-session.helper';
import { startSmtpTestServer, SmtpTestServer } from './support/smtp-test-server';
import { createTestApp, TestApp } from './support/test-app';
import { until } from './support/until';

const PUBLIC_URL = 'https://dive.example';

function mailing(smtp: SmtpTestServer) {
  return (c: AppConfig): AppConfig => ({
    ...c,
    publicUrl: PUBLIC_URL,
    contactRecipient: 'owner@divedownunder.test',
    smtp: smtp.settings('Dive Down Under <news@divedownunder.test>'),
    outbox: { ...c.outbox, pollMs: 100, retryBaseMs: 300 },
    newsletter: { ...c.newsletter, sendPerMinute: 0 },
  });
}

/** HTML to the words a reader sees: tags dropped, entities and spaces undone. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The e-mail names the day ("Best: Saturday 18–21 — …") where the home page says "today" or "tomorrow". */
const asEmailed = (sentence: string) =>
  new RegExp(
    `Best: (Saturday|Sunday) ${words(sentence)
      .replace(/^Best: \S+ /, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );

/**
 * "Best sites this weekend" in a newsletter issue: the dive window's weekend picks (the home page's
 * service), in the admin preview, the sent e-mail's HTML and text, and the honest sentence without a forecast.
 */
describe('newsletter: best sites this weekend', () => {
  let stub: OpenMeteoStub;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    stub = await startOpenMeteoStub();
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await stub?.close();
  });

  const stubEnv = (wait: string) => ({
    OPEN_METEO_MARINE_URL: stub.marineUrl,
    OPEN_METEO_FORECAST_URL: stub.forecastUrl,
    OPEN_METEO_REQUEST_WAIT_MS: wait,
  });

  describe('with a calm forecast everywhere', () => {
    let sut: TestApp;
    let cookies: Record<string, string>;
    const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      sut.inject({ method, url: `/api/admin/newsletter${url}`, payload, cookies });

    beforeAll(async () => {
      stub.reset();
      stub.state.mode = 'ok';
      // Half a metre of swell and a light breeze: every daylight slot rates good.
      stub.setWeather({ swellHeight: 0.4, swellPeriod: 9, waveHeight: 0.5, windSpeed: 8, windGusts: 14, precipitation: 0 });
      sut = await createTestApp({ env: stubEnv('10000'), config: mailing(smtp) });
      cookies = withSession(await adminToken(sut));
      // Every site's forecast stored first: on a busy machine the first fetch of 295 sites outlasts its
      // bounded wait, and the picks would come from part of them ("stale").
      await until(
        'every forecast',
        async () => {
          const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend' });
          if ((res.json() as WeekendBestBetsResponseDto).status === 'ok') return true;
          await new Promise((r) => setTimeout(r, 1000));
          return false;
        },
        120_000,
      );
    }, 180_000);
    afterAll(async () => {
      stub.setWeather(null);
      await sut?.close();
    });

    it('shows the weekend picks of the window in the preview: name, place, best slot with reasons, a link, and the caveat', async () => {
      const created = await api('POST', '/issues', { subject: 'Calm weekend ahead', weekendSites: true });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ weekendSites: true, weekendState: null });

      const home: WeekendBestBetsResponseDto = (await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend' })).json();
      expect(home.status).toBe('ok');
      expect(home.bets).toHaveLength(3);

      const preview = await api('GET', `/issues/${created.json().id}/preview`);
      expect(preview.statusCode).toBe(200);
      const seen = words(preview.body);
      expect(seen).toContain('Best sites this weekend');
      // The same picks as the home page's, in its order (the newsletter names up to five).
      const positions = home.bets.map((bet) => seen.indexOf(bet.name));
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const bet of home.bets) {
        expect(preview.body).toContain(`href="${PUBLIC_URL}/dive-sites/${bet.siteId}"`);
        expect(seen).toMatch(asEmailed(bet.sentence));
        expect(bet.sentence).toMatch(/^Best: (today|tomorrow|Saturday|Sunday) \d+–\d+ — .*light/);
      }
      const sites: { id: number; region: string; state: string }[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
      const first = sites.find((s) => s.id === home.bets[0].siteId)!;
      expect(seen).toContain(`${first.region}, ${first.state}`);
      expect(seen).toContain(words(WEEKEND_CAVEAT));
      expect(seen).toContain('A forecast, not a safety assessment');
      expect(seen).not.toContain(words(WEEKEND_UNAVAILABLE));
    });

    it("names one state's picks when the owner picks a state, and leaves the section out when it is off", async () => {
      const created = await api('POST', '/issues', { subject: 'Victoria this weekend', weekendSites: true, weekendState: 'VIC' });
      const id = created.json().id as number;
      const seen = words((await api('GET', `/issues/${id}/preview`)).body);
      expect(seen).toContain('Best sites this weekend in Victoria');
      const vic: WeekendBestBetsResponseDto = (
        await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend?state=vic' })
      ).json();
      for (const bet of vic.bets) expect(seen).toContain(bet.name);
      expect(seen).toContain(', VIC');

      expect((await api('PATCH', `/issues/${id}`, { weekendSites: false })).json()).toMatchObject({ weekendSites: false });
      expect(words((await api('GET', `/issues/${id}/preview`)).body)).not.toContain('Best sites this weekend');
      expect((await api('PATCH', `/issues/${id}`, { weekendState: 'Victoria' })).statusCode).toBe(400);
      expect((await api('PATCH', `/issues/${id}`, { weekendSites: 'yes' })).statusCode).toBe(400);
    });

    it('sends the section in every copy, HTML and text, as it was when Send was pressed', async () => {
      await sut.app
        .get(DataSource)
        .getRepository(Newsletter)
        .insert(
          ['weekend-reader@example.com'].map((email) => ({
            email,
            status: 'confirmed' as const,
            source: 'home' as const,
            consentedAt: new Date(),
          })),
        );
      const subject = 'Where to dive this weekend';
      const id = (await api('POST', '/issues', { subject, weekendSites: true })).json().id as number;
      expect((await api('POST', `/issues/${id}/send`)).statusCode).toBe(202);
      await until(
        'the copy',
        async () => smtp.received.some((m) => m.to === 'weekend-reader@example.com' && m.parsed.subject === subject),
        30_000,
      );
      const copy = smtp.received.find((m) => m.to === 'weekend-reader@example.com' && m.parsed.subject === subject)!;
      const html = String(copy.parsed.html);
      const text = copy.parsed.text ?? '';
      const home: WeekendBestBetsResponseDto = (await sut.inject({ method: 'GET', url: '/api/dive-sites/conditions/weekend' })).json();
      for (const part of [words(html), text]) {
        expect(part).toMatch(/BEST SITES THIS WEEKEND|Best sites this weekend/);
        expect(part).toContain(home.bets[0].name);
        expect(part.replace(/\s+/g, ' ')).toMatch(asEmailed(home.bets[0].sentence));
        expect(part.replace(/\s+/g, ' ')).toContain(WEEKEND_CAVEAT);
      }
      expect(html).toContain(`${PUBLIC_URL}/dive-sites/${home.bets[0].siteId}`);
      expect(text).toContain(`${PUBLIC_URL}/dive-sites/${home.bets[0].siteId}`);
      // Frozen at Send: the sent issue's preview shows the same section even once the forecast is gone.
      const frozen = (await sut.app.get(DataSource).query('SELECT weekendSection FROM newsletter_issues WHERE id = ?', [id]))[0];
      expect(JSON.parse(frozen.weekendSection)).toMatchObject({ status: 'ok', heading: 'Best sites this weekend' });
    });
  });

  describe('with the forecast service failing from the start', () => {
    let sut: TestApp;
    let cookies: Record<string, string>;

    beforeAll(async () => {
      stub.reset();
      stub.state.mode = 'error';
      sut = await createTestApp({ env: stubEnv('2000'), config: mailing(smtp) });
      cookies = withSession(await adminToken(sut));
    });
    afterAll(async () => {
      stub.state.mode = 'ok';
      await sut?.close();
    });

    it('says the forecast is unavailable, never that no site is calm, and keeps the caveat', async () => {
      const created = await sut.inject({
        method: 'POST',
        url: '/api/admin/newsletter/issues',
        cookies,
        payload: { subject: 'No forecast today', weekendSites: true },
      });
      const preview = await sut.inject({ method: 'GET', url: `/api/admin/newsletter/issues/${created.json().id}/preview`, cookies });
      expect(preview.statusCode).toBe(200);
      const seen = words(preview.body);
      expect(seen).toContain('Best sites this weekend');
      expect(seen).toContain(words(WEEKEND_UNAVAILABLE));
      expect(seen).not.toContain(words(WEEKEND_NONE_GOOD));
      expect(seen).not.toMatch(/no site|none calm/i);
      expect(seen).toContain(words(WEEKEND_CAVEAT));
      expect(stub.totalCalls()).toBeGreaterThan(0);
    });
  });
});
