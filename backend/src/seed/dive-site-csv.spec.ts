import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { regionFromCoordinates } from './dive-site-derivation';
import { DIVE_SITE_GUIDES } from './content/dive-site-guides';
import { DiveSiteCsvRow, loadSeedDiveSites, parseDiveSiteCsv, readSeedCsv, siteKey, toDiveSiteSeed, toSeedRows } from './dive-site-csv';

const HEADER = 'name,latitude,longitude,state,region,site_type,depth_m_max,source,licence';
const SEED_CSV = path.join(__dirname, 'data', 'australian_dive_sites.csv');

/** A one-site CSV whose name field is written exactly as given. */
function csvWithName(nameField: string, lineEnd = '\r\n'): string {
  return `${HEADER}${lineEnd}${nameField},-33.8401,151.2778,NSW,,,8,src,lic${lineEnd}`;
}

function csvRow(overrides: Partial<DiveSiteCsvRow> = {}): DiveSiteCsvRow {
  return {
    name: 'Camp Cove South',
    latitude: '-33.8401',
    longitude: '151.2778',
    state: 'NSW',
    region: '',
    siteType: '',
    depthMMax: '8',
    source: 'OpenDiveMap https://opendivemap.com/sites/abc123',
    licence: 'ODbL-1.0 (© OpenDiveMap contributors)',
    ...overrides,
  };
}

describe(parseDiveSiteCsv.name, () => {
  it.each([
    ['a plain field', 'Camp Cove', 'Camp Cove'],
    ['an embedded comma', '"The Slide, Terrigal"', 'The Slide, Terrigal'],
    ['doubled quotes', '"Black Island ""WONDERWALL"""', 'Black Island "WONDERWALL"'],
    ['a line break inside quotes', '"Two\r\nLines"', 'Two\r\nLines'],
    ['an empty quoted field', '""', ''],
    ['non-ASCII text', 'Lou’s Reef', 'Lou’s Reef'],
  ])('reads %s', (_case, field, expected) => {
    const [sut] = parseDiveSiteCsv(csvWithName(field));
    expect(sut.name).toBe(expected);
    expect(sut.latitude).toBe('-33.8401');
    expect(sut.depthMMax).toBe('8');
  });

  it('accepts LF line ends, a byte-order mark and no final line break', () => {
    const sut = parseDiveSiteCsv(`\uFEFF${csvWithName('Camp Cove', '\n').trimEnd()}`);
    expect(sut).toHaveLength(1);
    expect(sut[0].name).toBe('Camp Cove');
    expect(sut[0].licence).toBe('lic');
  });

  it('skips blank lines', () => {
    expect(parseDiveSiteCsv(`${csvWithName('A')}\r\n\r\n`)).toHaveLength(1);
  });

  it('rejects an unclosed quote, a short record and a missing column', () => {
    expect(() => parseDiveSiteCsv(csvWithName('"Open'))).toThrow(/not closed/);
    expect(() => parseDiveSiteCsv(`${HEADER}\r\nOnly,-33,151\r\n`)).toThrow(/record 1 has 3 fields/);
    expect(() => parseDiveSiteCsv('name,latitude\r\nA,-33\r\n')).toThrow(/missing column\(s\) longitude/);
  });

  it('reads every row of the seed file with numeric coordinates', () => {
    const sut = parseDiveSiteCsv(readFileSync(SEED_CSV, 'utf8'));
    expect(sut).toHaveLength(295);
    for (const row of sut) {
      expect(Number.isFinite(Number(row.latitude)) && row.latitude !== '').toBe(true);
      expect(Number.isFinite(Number(row.longitude)) && row.longitude !== '').toBe(true);
    }
    expect(sut.filter((row) => row.licence.startsWith('ODbL-1.0'))).toHaveLength(288);
    expect(sut.filter((row) => row.licence.startsWith('CC BY 4.0'))).toHaveLength(7);
  });
});

describe(toDiveSiteSeed.name, () => {
  it('derives the visitor fields and leaves unknown ones empty', () => {
    const sut = toDiveSiteSeed(csvRow({ siteType: 'wreck', depthMMax: '26' }));
    expect(sut.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect({ ...sut, seedHash: undefined }).toEqual({
      seedHash: undefined,
      name: 'Camp Cove South',
      latitude: '-33.8401',
      longitude: '151.2778',
      region: 'Sydney',
      state: 'NSW',
      skillLevel: 'Intermediate',
      depthRange: 'to 26 m',
      waterTemp: '17-23°C',
      visibility: null,
      bestTime: 'December to May (warmer water)',
      description:
        "A wreck dive in Sydney, about 5 km south of Manly. Divers report a maximum depth of 26 m, deeper than Open Water training covers but within Advanced Open Water's 30 m.",
      marineLife: '',
      hazards: '',
      facilities: '',
      imageUrl: '',
      videoUrl: '',
      videoThumbnail: '',
      reviewLink: '',
      featured: false,
    });
  });

  it('capitalises a name the data has all in lower case', () => {
    expect(toDiveSiteSeed(csvRow({ name: "sue's groyne" })).name).toBe("Sue's Groyne");
    expect(toDiveSiteSeed(csvRow({ name: 'HMAS Swan' })).name).toBe('HMAS Swan');
  });

  it('keeps a region published with the row', () => {
    const sut = toDiveSiteSeed(csvRow({ region: 'Houtman Abrolhos Islands', depthMMax: '' }));
    expect(sut.region).toBe('Houtman Abrolhos Islands');
    expect(sut.depthRange).toBe('');
    expect(sut.skillLevel).toBe('Intermediate');
  });

  it('rejects rows without numeric coordinates or with an unreadable depth', () => {
    expect(() => toDiveSiteSeed(csvRow({ latitude: '' }))).toThrow(/no numeric latitude/);
    expect(() => toDiveSiteSeed(csvRow({ longitude: 'east' }))).toThrow(/no numeric longitude/);
    expect(() => toDiveSiteSeed(csvRow({ depthMMax: 'deep' }))).toThrow(/unreadable depth/);
  });
});

describe(loadSeedDiveSites.name, () => {
  const sut = loadSeedDiveSites();
  const rows = parseDiveSiteCsv(readFileSync(SEED_CSV, 'utf8'));

  it('loads all 295 sites with coordinates exactly as written', () => {
    expect(sut).toHaveLength(295);
    expect(sut.map((site) => [site.latitude, site.longitude])).toEqual(rows.map((row) => [row.latitude, row.longitude]));
  });

  it('gives every site a region, and at least 90 % a named destination rather than a state', () => {
    const fallbacks = rows.filter((row) => {
      const coordinateRegion = regionFromCoordinates(row.state, Number(row.latitude), Number(row.longitude));
      return row.region === '' && coordinateRegion === null;
    });
    if (fallbacks.length > 0) {
      console.log(`Sites that fell back to a state name:\n${fallbacks.map((r) => `  ${r.name} (${r.state})`).join('\n')}`);
    }
    expect(sut.every((site) => site.region !== '')).toBe(true);
    expect(fallbacks.length / rows.length).toBeLessThanOrEqual(0.1);
  });

  it('agrees with the coordinate rule where the data already names a region', () => {
    for (const row of rows.filter((r) => r.region !== '')) {
      expect(regionFromCoordinates(row.state, Number(row.latitude), Number(row.longitude))).toBe(row.region);
    }
  });

  it('never fills fields the data does not hold, except from a guide', () => {
    const guided = new Set(DIVE_SITE_GUIDES.map((guide) => guide.name));
    for (const site of sut.filter((s) => !guided.has(s.name))) {
      expect(site.visibility).toBeNull();
      expect([site.marineLife, site.hazards, site.facilities, site.imageUrl, site.videoUrl]).toEqual(['', '', '', '', '']);
      expect(site.featured).toBe(false);
    }
  });
});

describe(siteKey.name, () => {
  it('uses the OpenDiveMap id, or the name for rows without one', () => {
    expect(siteKey(csvRow({ source: 'OpenDiveMap https://opendivemap.com/sites/sahdzj (via x)' }))).toBe('odm:sahdzj');
    expect(siteKey(csvRow({ name: 'Beacon Island Dive Trail', source: 'DPIRD Houtman Abrolhos dive trails' }))).toBe(
      'dpird:Beacon Island Dive Trail',
    );
  });

  it('identifies every row of the seed data uniquely', () => {
    const rows = parseDiveSiteCsv(readFileSync(SEED_CSV, 'utf8'));
    expect(new Set(rows.map(siteKey)).size).toBe(rows.length);
  });
});

describe(toSeedRows.name, () => {
  const rows = toSeedRows(readSeedCsv());
  const plain = rows.filter((row) => !row.seed.featured);

  it('gives every plain listing its own description, written from its facts', () => {
    expect(plain.length).toBeGreaterThan(250);
    const descriptions = new Set(plain.map((row) => row.seed.description));
    expect(descriptions.size).toBe(plain.length);
    for (const { seed } of plain)
      expect(seed.description).toMatch(/^A (?:[a-z ]+ dive|dive site|dive with a cave|marked dive trail) (?:in|on) /);
  });

  it('shows no name all in lower case', () => {
    const lower = rows.filter((row) => row.seed.name === row.seed.name.toLowerCase());
    expect(lower.map((row) => row.seed.name)).toEqual([]);
    expect(rows.map((row) => row.seed.name)).toEqual(
      expect.arrayContaining(['Tinderbox', "Sue's Groyne", 'Cockatoo Point', 'Loadstone Reef']),
    );
  });
});
