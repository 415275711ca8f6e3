import { DataSource } from 'typeorm';
import { COMPASS_POINTS, OPEN_WATER_CAP_KM } from '@ddu/shared/dive-sites/exposure';
import { DiveSiteResponseDto } from '../src/dive-sites/dive-sites.dto';
import { computeSiteExposures } from '../src/dive-sites/exposure/site-exposures';
import { adminToken, withSession } from './admin-session.helper';
import { validDiveSite } from './support/content-fixtures';
import { createTestApp, TestApp } from './support/test-app';

type Site = DiveSiteResponseDto;

/** Exposure per site: computed by the seed from the coastline, set or reset by the owner. */
describe('Dive-site exposure API', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  let shellys: Site;

  const admin = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    sut.inject({ method, url, payload: payload as object, cookies });
  const get = async (id: number): Promise<Site> => (await sut.inject({ method: 'GET', url: `/api/dive-sites/${id}` })).json();
  const km = (site: Site, point: (typeof COMPASS_POINTS)[number]) => site.exposure!.openKm[COMPASS_POINTS.indexOf(point)];
  const ownerKm = COMPASS_POINTS.map((_, i) => (i < 8 ? 0.5 : 40));

  beforeAll(async () => {
    sut = await createTestApp();
    cookies = withSession(await adminToken(sut));
    const all: Site[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
    shellys = all.find((s) => s.name === 'Shelly’s Wide')!;
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('gives every seeded site a computed exposure with its words', async () => {
    const all: Site[] = (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
    expect(all.length).toBeGreaterThan(100);
    for (const site of all) {
      expect(site.exposure).toMatchObject({ source: 'computed' });
      expect(site.exposure!.openKm).toHaveLength(16);
      expect(site.exposure!.summary).toMatch(/^(Open|Not open|Sheltered)/);
    }
    // A headland on the east-facing NSW coast (Port Macquarie).
    const site = await get(shellys.id);
    expect(km(site, 'E')).toBe(OPEN_WATER_CAP_KM);
    expect(km(site, 'W')).toBeLessThan(2);
    expect(site.exposure!.summary).toMatch(/sheltered from the west/);
  });

  it("lets the owner set a site's exposure, shown at once as set by the owner", async () => {
    const res = await admin('PUT', `/api/dive-sites/${shellys.id}/exposure`, { openKm: ownerKm });
    expect(res.statusCode).toBe(200);
    expect(res.json().exposure).toEqual({
      openKm: ownerKm,
      source: 'owner',
      summary: 'Open to swell from S–NNW; sheltered from the east.',
    });
    expect((await get(shellys.id)).exposure).toEqual(res.json().exposure);
  });

  it("never overwrites the owner's setting when exposures are computed again", async () => {
    const dataSource = sut.app.get(DataSource);
    const run = await dataSource.transaction((manager) => computeSiteExposures(manager, 'all'));
    expect(run.ownerKept).toBeGreaterThanOrEqual(1);
    expect(run.computed).toBeGreaterThan(100);
    expect((await get(shellys.id)).exposure).toMatchObject({ openKm: ownerKm, source: 'owner' });
  });

  it('resets to the computed exposure', async () => {
    const res = await admin('POST', `/api/dive-sites/${shellys.id}/exposure/compute`);
    expect(res.statusCode).toBe(200);
    expect(res.json().exposure).toEqual(shellys.exposure);
    expect((await get(shellys.id)).exposure!.source).toBe('computed');
  });

  it.each([
    ['15 numbers', { openKm: ownerKm.slice(1) }],
    ['17 numbers', { openKm: [...ownerKm, 1] }],
    ['a distance over 50 km', { openKm: ownerKm.map((v, i) => (i === 3 ? 51 : v)) }],
    ['a negative distance', { openKm: ownerKm.map((v, i) => (i === 3 ? -1 : v)) }],
    ['a distance in words', { openKm: ownerKm.map((v, i) => (i === 3 ? 'far' : v)) }],
    ['no openKm', {}],
    ['openKm not a list', { openKm: 12 }],
    ['an unknown field', { openKm: ownerKm, source: 'owner' }],
  ])('refuses %s with 400 and a readable message', async (_case, body) => {
    const res = await admin('PUT', `/api/dive-sites/${shellys.id}/exposure`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/openKm must be 16 numbers of kilometres, each from 0 to 50|source/);
    expect((await get(shellys.id)).exposure!.source).toBe('computed');
  });

  it('answers 404 for an unknown site, 400 for a bad id and 401 without a session', async () => {
    expect((await admin('PUT', '/api/dive-sites/999999/exposure', { openKm: ownerKm })).statusCode).toBe(404);
    expect((await admin('POST', '/api/dive-sites/999999/exposure/compute')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/dive-sites/abc/exposure', { openKm: ownerKm })).statusCode).toBe(400);
    const anonymous = await sut.inject({ method: 'PUT', url: `/api/dive-sites/${shellys.id}/exposure`, payload: { openKm: ownerKm } });
    expect(anonymous.statusCode).toBe(401);
    expect((await sut.inject({ method: 'POST', url: `/api/dive-sites/${shellys.id}/exposure/compute` })).statusCode).toBe(401);
  });

  it('gives a new site no exposure until computed, and forgets a computed one when the site moves', async () => {
    const created = await admin('POST', '/api/dive-sites', { ...validDiveSite, name: 'Exposure test site' });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    expect(created.json().exposure).toBeNull();
    const computed = await admin('POST', `/api/dive-sites/${id}/exposure/compute`);
    expect(computed.json().exposure).toMatchObject({ source: 'computed' });
    const { id: _id, ...body } = computed.json();
    const moved = await admin('PUT', `/api/dive-sites/${id}`, { ...body, latitude: Number(body.latitude) + 0.1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().exposure).toBeNull();
    // The owner's setting moves with the site.
    await admin('PUT', `/api/dive-sites/${id}/exposure`, { openKm: ownerKm });
    const movedAgain = await admin('PUT', `/api/dive-sites/${id}`, { ...body, latitude: Number(body.latitude) + 0.2, exposure: null });
    expect(movedAgain.json().exposure).toMatchObject({ source: 'owner', openKm: ownerKm });
  });
});
