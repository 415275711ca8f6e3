import { capitaliseName, stateDisplayName } from '../dive-site-derivation';
import { readSeedCsv, siteKey, toSeedRows } from '../dive-site-csv';
import { DIVE_SITE_GUIDES, GUIDE_CLOSING_NOTE } from './dive-site-guides';

const rows = readSeedCsv();
const byKey = new Map(rows.map((row) => [siteKey(row), row]));
const seeded = new Map(toSeedRows(rows).map((row) => [row.key, row]));

describe('dive-site guides', () => {
  it('cover at least 30 sites, each a distinct row of the seed data under its own name', () => {
    expect(DIVE_SITE_GUIDES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DIVE_SITE_GUIDES.map((g) => g.key)).size).toBe(DIVE_SITE_GUIDES.length);
    for (const guide of DIVE_SITE_GUIDES) {
      expect(capitaliseName(byKey.get(guide.key)?.name ?? '')).toBe(guide.name);
    }
  });

  it('are spread over the states and territories in the data', () => {
    const states = new Set(DIVE_SITE_GUIDES.map((g) => stateDisplayName(byKey.get(g.key)!.state)));
    expect([...states].sort()).toEqual([
      'Christmas Island',
      'Cocos (Keeling) Islands',
      'New South Wales',
      'Queensland',
      'South Australia',
      'Tasmania',
      'Victoria',
      'Western Australia',
    ]);
  });

  it('fill every guide field, mark the site Featured and end with the conditions note', () => {
    for (const guide of DIVE_SITE_GUIDES) {
      const { seed } = seeded.get(guide.key)!;
      expect(guide.paragraphs.length).toBeGreaterThanOrEqual(2);
      for (const field of [seed.marineLife, seed.hazards, seed.bestTime, seed.visibility, seed.depthRange]) {
        expect(field?.trim()).toBeTruthy();
      }
      expect(seed.featured).toBe(true);
      expect(seed.description.endsWith(GUIDE_CLOSING_NOTE)).toBe(true);
    }
  });

  it('keep the coordinates and the community-reported maximum depth from the data', () => {
    for (const guide of DIVE_SITE_GUIDES) {
      const row = byKey.get(guide.key)!;
      const { seed } = seeded.get(guide.key)!;
      expect([seed.latitude, seed.longitude]).toEqual([row.latitude, row.longitude]);
      if (row.depthMMax !== '') {
        expect(seed.depthRange).toBe(`${guide.depthFromM}-${row.depthMMax} m`);
        expect(guide.depthFromM).toBeLessThan(Number(row.depthMMax));
      } else {
        expect(seed.depthRange).not.toMatch(/\d/);
      }
    }
  });

  it('leave every other site unfeatured', () => {
    const guided = new Set(DIVE_SITE_GUIDES.map((g) => g.key));
    for (const row of seeded.values()) expect(row.seed.featured).toBe(guided.has(row.key));
  });
});
