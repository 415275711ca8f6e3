import { DataSource } from 'typeorm';
import { SeedService } from '../src/seed/seed.service';
import { GUIDE_CLOSING_NOTE } from '../src/seed/content/dive-site-guides';
import { v1DepthRange, v1Description } from '../src/seed/legacy-dive-site-seed';
import { DiveSiteResponseDto } from '../src/dive-sites/dive-sites.dto';
import { adminToken, withSession } from './admin-session.helper';
import { createTestApp, TestApp } from './support/test-app';

type Site = DiveSiteResponseDto;

/** Guides are seeded into new databases and applied once to older ones, never over the owner's edits. */
describe('dive-site guides in the seed', () => {
  let sut: TestApp;
  let cookies: Record<string, string>;
  const list = async (): Promise<Site[]> => (await sut.inject({ method: 'GET', url: '/api/dive-sites' })).json();
  const byName = async (name: string): Promise<Site> => (await list()).find((s) => s.name === name)!;
  const db = () => sut.app.get(DataSource);

  beforeAll(async () => {
    sut = await createTestApp();
    cookies = withSession(await adminToken(sut));
  });
  afterAll(async () => {
    await sut?.close();
  });

  it("seeds a new database with the guides: featured, full text, the data's coordinates and depth", async () => {
    expect(sut.setup.seeded.dive_sites_refreshed).toBe(0);
    const yongala = await byName('SS Yongala Wreck');
    expect(yongala).toMatchObject({
      featured: true,
      latitude: '-19.30460000',
      longitude: '147.62430000',
      depthRange: '15-25 m',
      skillLevel: 'Advanced',
    });
    expect(yongala.description).toContain('1911');
    expect(yongala.description.endsWith(GUIDE_CLOSING_NOTE)).toBe(true);
    expect(yongala.marineLife).toMatch(/groper/);
    expect(yongala.hazards).toMatch(/current/i);
    expect(yongala.visibility).toBeTruthy();
    expect((await list()).filter((s) => s.featured).length).toBeGreaterThanOrEqual(30);
  });

  it("applies the guides to an older database once, leaving the owner's edits alone", async () => {
    // Fish Rock Cave as the first release stored it: no seedHash, the old derived text.
    await db().query(
      'UPDATE dive_sites SET description = ?, depthRange = ?, skillLevel = ?, visibility = NULL, bestTime = ?, marineLife = ?, hazards = ?, featured = 0, seedHash = NULL WHERE name = ?',
      [
        v1Description('cave', 'South West Rocks', 'NSW', 24),
        v1DepthRange(24),
        'Intermediate',
        'December to May (warmer water)',
        '',
        '',
        'Fish Rock Cave',
      ],
    );
    // The owner rewrites Yongala's safety notes in the admin.
    const { id, ...yongala } = await byName('SS Yongala Wreck');
    const put = await sut.inject({
      method: 'PUT',
      url: `/api/dive-sites/${id}`,
      cookies,
      payload: { ...yongala, hazards: 'Owner: ask the skipper.' },
    });
    expect(put.statusCode).toBe(200);

    const restart = await createTestApp({ databaseUrl: sut.databaseUrl });
    try {
      expect(restart.setup.seeded.dive_sites_refreshed).toBe(1);
      const again = await restart.app.get(SeedService).refreshSeededDiveSites();
      expect(again).toBe(0);
    } finally {
      await restart.close();
    }

    const fishRock = await byName('Fish Rock Cave');
    expect(fishRock).toMatchObject({ featured: true, depthRange: '10-24 m', skillLevel: 'Advanced' });
    expect(fishRock.marineLife).toMatch(/grey nurse/i);
    expect(await byName('SS Yongala Wreck')).toMatchObject({ hazards: 'Owner: ask the skipper.', featured: true });
  });

  it('includes the guides in the CSV export', async () => {
    const res = await sut.inject({ method: 'GET', url: '/api/dive-sites/export/csv', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Potato cod, Maori wrasse');
    expect(res.body).toContain(GUIDE_CLOSING_NOTE);
  });
});
