import { readSeedCsv, SeedRow, toDiveSiteSeed, toSeedRows } from './dive-site-csv';
import { planSeedRefresh, StoredSeededSite } from './dive-site-seed-refresh';
import { v1DepthRange, v1Description } from './legacy-dive-site-seed';
import { seedContentHash } from './seed-content-hash';

const seeds = toSeedRows(readSeedCsv());
const yongala = seeds.find((row) => row.seed.name === 'SS Yongala Wreck')!;
const plain = seeds.find((row) => row.seed.name === 'Eidsvold Wreck')!;

/** A row as the current seeder stores it, as TypeORM reads it back (8-decimal coordinates). */
function stored(row: SeedRow, id: number, overrides: Partial<StoredSeededSite> = {}): StoredSeededSite {
  const { seed } = row;
  return {
    id,
    name: seed.name,
    latitude: Number(seed.latitude).toFixed(8),
    longitude: Number(seed.longitude).toFixed(8),
    region: seed.region,
    skillLevel: seed.skillLevel,
    depthRange: seed.depthRange,
    waterTemp: seed.waterTemp,
    visibility: seed.visibility,
    bestTime: seed.bestTime,
    description: seed.description,
    marineLife: seed.marineLife || null,
    hazards: seed.hazards || null,
    featured: seed.featured,
    seedHash: seed.seedHash,
    ...overrides,
  };
}

/** The same row as the first release wrote it (no seedHash, "0-25m", the old one-line description). */
function storedV1(row: SeedRow, id: number): StoredSeededSite {
  const depth = row.csv.depthMMax === '' ? null : Number(row.csv.depthMMax);
  const derived = toDiveSiteSeed(row.csv);
  return stored(row, id, {
    bestTime: derived.bestTime,
    waterTemp: derived.waterTemp,
    skillLevel: depth === null ? 'Intermediate' : depth <= 18 ? 'Beginner' : depth <= 30 ? 'Intermediate' : 'Advanced',
    depthRange: v1DepthRange(depth),
    visibility: null,
    description: v1Description(row.csv.siteType, row.seed.region, row.csv.state, depth),
    marineLife: '',
    hazards: '',
    featured: false,
    seedHash: null,
  });
}

describe(planSeedRefresh.name, () => {
  it('changes nothing when every row is what the seeder wrote', () => {
    expect(planSeedRefresh([stored(yongala, 1), stored(plain, 2)], seeds)).toEqual([]);
  });

  it('applies a guide and the new derived text to untouched rows of an older database', () => {
    const plan = planSeedRefresh([storedV1(yongala, 1), storedV1(plain, 2)], seeds);
    expect(plan.map((p) => p.id)).toEqual([1, 2]);
    expect(plan[0].fields).toMatchObject({ featured: true, marineLife: yongala.seed.marineLife, seedHash: yongala.seed.seedHash });
    expect(plan[1].fields).toMatchObject({ description: plain.seed.description, depthRange: 'to 23 m' });
  });

  it('never overwrites a row the owner has edited', () => {
    const edited = { ...storedV1(yongala, 1), hazards: 'Owner notes' };
    const editedLater = stored(yongala, 2, { description: 'My own words' });
    const unfeatured = stored(yongala, 3, { featured: false });
    expect(planSeedRefresh([edited, editedLater, unfeatured], seeds)).toEqual([]);
  });

  it('lets a photo or video added by the owner through (those fields are not seeded)', () => {
    const plan = planSeedRefresh([storedV1(yongala, 1)], seeds);
    expect(Object.keys(plan[0].fields)).not.toContain('imageUrl');
  });

  it('replaces an earlier guide text the owner never touched', () => {
    const earlier = stored(yongala, 1, { description: 'Earlier guide text' });
    const { seedHash: _h, id: _i, name: _n, latitude: _la, longitude: _lo, ...content } = earlier;
    // What the seeder wrote last time is recorded as that row's hash.
    const plan = planSeedRefresh([{ ...earlier, seedHash: seedContentHash(content) }], seeds);
    expect(plan).toHaveLength(1);
    expect(plan[0].fields.description).toBe(yongala.seed.description);
  });

  it('only records the hash when an old row already holds the current content', () => {
    const plan = planSeedRefresh([stored(yongala, 1, { seedHash: null })], seeds);
    expect(plan).toEqual([{ id: 1, fields: { seedHash: yongala.seed.seedHash } }]);
  });

  it('ignores sites the owner added, renamed or moved', () => {
    expect(
      planSeedRefresh(
        [storedV1(yongala, 1), { ...storedV1(yongala, 2), name: 'Yongala (renamed)' }, { ...storedV1(plain, 3), latitude: '-10.00000000' }],
        seeds,
      ).map((p) => p.id),
    ).toEqual([1]);
  });
});
