import { DiveSiteRegionDto, DiveSiteRegionSummaryDto } from '../src/dive-sites/dive-site-regions.dto';
import { DiveSiteResponseDto } from '../src/dive-sites/dive-sites.dto';
import { createTestApp, TestApp } from './support/test-app';

describe('dive-site regions API', () => {
  let sut: TestApp;
  const get = (url: string) => sut.inject({ method: 'GET', url });

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  it('lists every region of the seeded sites with its slug and counts, by name', async () => {
    const res = await get('/api/dive-sites/regions');
    expect(res.statusCode).toBe(200);
    const regions: DiveSiteRegionSummaryDto[] = res.json();
    expect(regions.reduce((n, r) => n + r.siteCount, 0)).toBe(295);
    expect(regions.find((r) => r.name === 'Cairns & Great Barrier Reef')).toMatchObject({ slug: 'cairns-great-barrier-reef' });
    expect(regions.find((r) => r.slug === 'sydney')).toMatchObject({ name: 'Sydney', siteCount: 4, guideCount: 1 });
    const names = regions.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')));
  });

  it('gives a region page our intro and exactly its sites, featured first', async () => {
    const res = await get('/api/dive-sites/regions/byron-bay-northern-nsw');
    expect(res.statusCode).toBe(200);
    const region: DiveSiteRegionDto = res.json();
    expect(region.name).toBe('Byron Bay & Northern NSW');
    expect(region.intro).toMatch(/Julian Rocks/);
    expect(region.sites.length).toBe(region.siteCount);
    expect(region.sites.every((s) => s.region === 'Byron Bay & Northern NSW')).toBe(true);
    const featured = region.sites.filter((s) => s.featured).length;
    expect(featured).toBe(region.guideCount);
    expect(region.sites.slice(0, featured).every((s) => s.featured)).toBe(true);

    const all: DiveSiteResponseDto[] = (await get('/api/dive-sites')).json();
    expect(region.sites.map((s) => s.id).sort()).toEqual(
      all
        .filter((s) => s.region === region.name)
        .map((s) => s.id)
        .sort(),
    );
  });

  it('answers 404 for an unknown region and 400 for a malformed slug, as readable JSON', async () => {
    const missing = await get('/api/dive-sites/regions/atlantis');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No dive-site region "atlantis".' });
    const bad = await get('/api/dive-sites/regions/Not%20A%20Slug');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/slug/);
  });

  it('lists the region pages in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/dive-sites/region/sydney</loc>');
    expect(xml).toContain('/dive-sites/region/cocos-keeling-islands</loc>');
  });
});
