import { SEED_LOCATIONS } from '../src/seed/content/locations';
import { LocationsController } from '../src/locations/locations.controller';
import { ContentVersionsService } from '../src/common/content-versions/content-versions.service';
import { createTestApp, TestApp } from './support/test-app';

describe(LocationsController.name, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
  });

  describe('getFeaturedLocations', () => {
    it('returns the featured destinations with every card field', async () => {
      const res = await sut.inject({ method: 'GET', url: '/api/locations/featured' });
      expect(res.statusCode).toBe(200);
      const locations = res.json();
      const expected = SEED_LOCATIONS.filter((l) => l.featured);
      expect(locations.map((l: { name: string }) => l.name)).toEqual(expected.map((l) => l.name));
      // The seed insert decorates its source objects with createdAt, which the card does not need.
      const { createdAt: _createdAt, ...fields } = expected[0] as (typeof expected)[0] & { createdAt?: Date };
      const { directoryRegion, ...card } = locations[0];
      expect(card).toEqual({ ...fields, id: expect.any(Number) });
      expect(directoryRegion === null || typeof directoryRegion === 'string').toBe(true);
    });

    it('ties each destination to the directory region of its nearest listed site, so "Explore Sites" opens it', async () => {
      const locations: { name: string; directoryRegion: string | null }[] = (
        await sut.inject({ method: 'GET', url: '/api/locations/featured' })
      ).json();
      const byName = Object.fromEntries(locations.map((l) => [l.name, l.directoryRegion]));
      // Not in the open data itself; its neighbours off Manly and the harbour are listed under Sydney.
      expect(byName['Cabbage Tree Bay, Manly']).toBe('Sydney');
      expect(byName['Ningaloo Reef']).toMatch(/Ningaloo/);
    });

    it('leaves out destinations that are not featured', async () => {
      // Locations have no admin route: a change made in code bumps their version like any admin write.
      await sut.app
        .get(ContentVersionsService)
        .write(['locations'], (manager) => manager.query('UPDATE locations SET featured = 0 WHERE name = ?', [SEED_LOCATIONS[0].name]));
      const locations = (await sut.inject({ method: 'GET', url: '/api/locations/featured' })).json();
      expect(locations.some((l: { name: string }) => l.name === SEED_LOCATIONS[0].name)).toBe(false);
    });
  });
});
