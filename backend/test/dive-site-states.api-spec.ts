import { DataSource } from 'typeorm';
import { DiveSite } from '../src/dive-sites/dive-site.entity';
import { DiveSiteStateDto, DiveSiteStateSummaryDto } from '../src/dive-sites/dive-site-states.dto';
import { DiveSiteResponseDto } from '../src/dive-sites/dive-sites.dto';
import { SeedService } from '../src/seed/seed.service';
import { adminToken, withSession } from './admin-session.helper';
import { validDiveSite } from './support/content-fixtures';
import { createTestApp, TestApp } from './support/test-app';

type Site = DiveSiteResponseDto;

describe('dive-site states API', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  const get = (url: string) => sut.inject({ method: 'GET', url });
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => sut.inject({ method, url, payload, cookies });

  beforeAll(async () => {
    sut = await createTestApp();
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('gives every site its state on the list and the detail', async () => {
    const sites: Site[] = (await get('/api/dive-sites')).json();
    expect(sites).toHaveLength(295);
    const counts: Record<string, number> = {};
    for (const site of sites) counts[String(site.state)] = (counts[String(site.state)] ?? 0) + 1;
    expect(counts).toEqual({ QLD: 124, NSW: 65, WA: 38, CC: 36, VIC: 26, CX: 4, SA: 1, TAS: 1 });

    const tweed = sites.find((s) => s.name === 'Tweed River')!;
    const detail = await get(`/api/dive-sites/${tweed.id}`);
    expect(detail.json()).toMatchObject({ name: 'Tweed River', state: 'NSW' });
    expect(sites.find((s) => s.name === 'Eidsvold Wreck')?.state).toBe('CX');
  });

  it('filters the list by state=, in either case, and refuses an unknown state with 400', async () => {
    const qld: Site[] = (await get('/api/dive-sites?state=qld')).json();
    expect(qld).toHaveLength(124);
    expect(qld.every((s) => s.state === 'QLD')).toBe(true);
    expect(qld.slice(0, qld.filter((s) => s.featured).length).every((s) => s.featured)).toBe(true);
    expect(((await get('/api/dive-sites?state=CC')).json() as Site[]).length).toBe(36);
    // A state with no sites is known, so it is an empty list rather than an error.
    expect((await get('/api/dive-sites?state=nt')).json()).toEqual([]);

    const unknown = await get('/api/dive-sites?state=atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(unknown.json().message).toMatch(/state must be one of: nsw, qld/);
  });

  it("finds a state's sites by its name or abbreviation in a search", async () => {
    const byName: Site[] = (await get('/api/dive-sites/search?q=Queensland')).json();
    const byCode: Site[] = (await get('/api/dive-sites/search?q=QLD')).json();
    expect(byName.filter((s) => s.state === 'QLD')).toHaveLength(124);
    // The state's own sites rank before a site elsewhere that merely mentions the word.
    expect(byName.slice(0, 124).every((s) => s.state === 'QLD')).toBe(true);
    expect(byCode.map((s) => s.id).sort()).toEqual(
      byName
        .filter((s) => s.state === 'QLD')
        .map((s) => s.id)
        .sort(),
    );
    const shallowQld: Site[] = (await get('/api/dive-sites/search?q=qld%20heron')).json();
    expect(shallowQld.length).toBeGreaterThan(0);
    expect(shallowQld.every((s) => s.state === 'QLD' && /heron/i.test(s.name + s.description))).toBe(true);
  });

  it('lists the states that have sites, the most first', async () => {
    const res = await get('/api/dive-sites/states');
    expect(res.statusCode).toBe(200);
    const states: DiveSiteStateSummaryDto[] = res.json();
    expect(states.map((s) => [s.code, s.slug, s.siteCount])).toEqual([
      ['QLD', 'queensland', 124],
      ['NSW', 'new-south-wales', 65],
      ['WA', 'western-australia', 38],
      ['CC', 'cocos-keeling-islands', 36],
      ['VIC', 'victoria', 26],
      ['CX', 'christmas-island', 4],
      ['SA', 'south-australia', 1],
      ['TAS', 'tasmania', 1],
    ]);
  });

  it("gives a state page our intro, the state's regions and exactly its sites", async () => {
    const res = await get('/api/dive-sites/states/queensland');
    expect(res.statusCode).toBe(200);
    const state: DiveSiteStateDto = res.json();
    expect(state).toMatchObject({ code: 'QLD', slug: 'queensland', name: 'Queensland', siteCount: 124 });
    expect(state.intro).toMatch(/Great Barrier Reef/);
    expect(state.intro).toMatch(/We list 124 dive sites in \d+ regions/);
    expect(state.sites).toHaveLength(124);
    expect(state.regions.reduce((n, r) => n + r.siteCount, 0)).toBe(124);
    expect(state.regions.map((r) => r.name)).toEqual(expect.arrayContaining(['Whitsundays', 'Gold Coast', 'Cairns & Great Barrier Reef']));
    expect(state.regions.every((r) => r.state === 'QLD')).toBe(true);
    const counts = state.regions.map((r) => r.siteCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all: Site[] = (await get('/api/dive-sites')).json();
    expect(state.sites.map((s) => s.id).sort()).toEqual(
      all
        .filter((s) => s.state === 'QLD')
        .map((s) => s.id)
        .sort(),
    );
    expect(Object.keys(state.sites[0]!).sort()).toEqual([
      'depthRange',
      'featured',
      'id',
      'latitude',
      'longitude',
      'name',
      'region',
      'skillLevel',
    ]);
  });

  it('answers 404 for an unknown state or one without sites, 400 for a malformed slug', async () => {
    const missing = await get('/api/dive-sites/states/atlantis');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No state or territory "atlantis".' });
    expect((await get('/api/dive-sites/states/northern-territory')).statusCode).toBe(404);
    const bad = await get('/api/dive-sites/states/Not%20A%20Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/slug/);
  });

  it('lists the state pages in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/dive-sites/state/queensland</loc>');
    expect(xml).toContain('/dive-sites/state/christmas-island</loc>');
    expect(xml).not.toContain('/dive-sites/state/northern-territory</loc>');
  });

  it('lets the owner set a state, derives one when left out, and refuses an unknown one', async () => {
    const derived = await admin('POST', '/api/dive-sites', { ...validDiveSite, name: 'Zz State Derived' });
    expect(derived.statusCode).toBe(201);
    expect(derived.json().state).toBe('NSW');

    const chosen = await admin('PUT', `/api/dive-sites/${derived.json().id}`, { ...validDiveSite, name: 'Zz State Derived', state: 'qld' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().state).toBe('QLD');
    expect((await get(`/api/dive-sites/${derived.json().id}`)).json().state).toBe('QLD');

    const unknown = await admin('POST', '/api/dive-sites', { ...validDiveSite, state: 'XX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/state must be one of/);

    // Off New Zealand: no state of ours, so the owner must choose one.
    const nowhere = await admin('POST', '/api/dive-sites', { ...validDiveSite, latitude: -41.29, longitude: 174.78 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toMatch(/state is required/);
    const chosenAbroad = await admin('POST', '/api/dive-sites', {
      ...validDiveSite,
      name: 'Zz Abroad',
      latitude: -41.29,
      longitude: 174.78,
      state: 'NSW',
    });
    expect(chosenAbroad.statusCode).toBe(201);

    await admin('DELETE', `/api/dive-sites/${derived.json().id}`);
    await admin('DELETE', `/api/dive-sites/${chosenAbroad.json().id}`);
  });

  it('fills the state of rows stored before states existed, and leaves chosen states alone', async () => {
    const repo = sut.app.get(DataSource).getRepository(DiveSite);
    const tweed = (await repo.findOneByOrFail({ name: 'Tweed River' })).id;
    const cocos = (await repo.findOneByOrFail({ name: 'Eidsvold Wreck' })).id;
    await repo.update({ id: tweed }, { state: '' });
    await repo.update({ id: cocos }, { state: 'WA' });
    expect(await sut.app.get(SeedService).fillMissingStates()).toBe(1);
    expect((await repo.findOneByOrFail({ id: tweed })).state).toBe('NSW');
    expect((await repo.findOneByOrFail({ id: cocos })).state).toBe('WA');
    await repo.update({ id: cocos }, { state: 'CX' });
  });
});
