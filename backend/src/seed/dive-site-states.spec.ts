import { STATES, stateBySlug, stateByCode, stateOfPoint, statesMatchingWord } from '@ddu/shared/dive-sites/states';
import { readSeedCsv, toSeedRows } from './dive-site-csv';

/** The data's own state column (written by its publisher from the coordinates), as our codes. */
const DATA_STATE: Record<string, string> = {
  NSW: 'NSW',
  QLD: 'QLD',
  VIC: 'VIC',
  TAS: 'TAS',
  SA: 'SA',
  WA: 'WA',
  NT: 'NT',
  'Christmas Island (ext. territory)': 'CX',
  'Cocos (Keeling) Islands (ext. territory)': 'CC',
};

describe('the state of every seeded dive site', () => {
  const rows = toSeedRows(readSeedCsv());

  it('gives all 295 sites a state, in these numbers', () => {
    expect(rows).toHaveLength(295);
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.seed.state] = (counts[row.seed.state] ?? 0) + 1;
    expect(counts).toEqual({ QLD: 124, NSW: 65, WA: 38, CC: 36, VIC: 26, CX: 4, SA: 1, TAS: 1 });
  });

  it('agrees with the state the data publishes for every row', () => {
    const disagreements = rows.filter((row) => DATA_STATE[row.csv.state] !== row.seed.state).map((row) => row.csv.name);
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['Tweed River', 'NSW'],
    ['Cook Island - North Wall', 'NSW'],
    ['Nine Mile Reef', 'NSW'],
    ['Wonder Reef On The Gold Coast', 'QLD'],
    ['Balls Pyramid', 'NSW'],
    ['Flying Fish Cove (Jetty dive)', 'CX'],
    ['Gouldens Sinkhole', 'SA'],
    ['Tinderbox', 'TAS'],
  ])('%s is in %s', (name, state) => {
    expect(rows.find((row) => row.seed.name === name)?.seed.state).toBe(state);
  });
});

describe(stateOfPoint.name, () => {
  it.each([
    // The NSW–Queensland border meets the sea at Point Danger (about 28.165° S).
    ['Snapper Rocks, Coolangatta', -28.163, 153.549, 'QLD'],
    ['Coolangatta', -28.168, 153.536, 'QLD'],
    ['Tweed Heads', -28.178, 153.543, 'NSW'],
    ['Duranbah, Tweed Heads', -28.169, 153.556, 'NSW'],
    ['Kirra, Gold Coast', -28.167, 153.52, 'QLD'],
    ['Lord Howe Island', -31.52, 159.06, 'NSW'],
    ['Balls Pyramid', -31.754, 159.252, 'NSW'],
    ['Flying Fish Cove, Christmas Island', -10.42, 105.67, 'CX'],
    ['West Island, Cocos (Keeling) Islands', -12.19, 96.83, 'CC'],
    // Jervis Bay: the bay is the NSW marine park, and the Jervis Bay Territory's shore is given to NSW too.
    ['Huskisson, Jervis Bay', -35.04, 150.67, 'NSW'],
    ['Bowen Island, Jervis Bay Territory', -35.12, 150.76, 'NSW'],
    ['Darwin', -12.46, 130.84, 'NT'],
    ['Gabo Island (Victoria, south of Cape Howe)', -37.57, 149.91, 'VIC'],
    ['Eden', -37.07, 149.9, 'NSW'],
    ['Portland', -38.34, 141.6, 'VIC'],
    ['Port MacDonnell (SA, west of the border)', -38.05, 140.7, 'SA'],
    ['King Island', -39.9, 143.9, 'TAS'],
    ['Wilsons Promontory', -39.1, 146.4, 'VIC'],
    ['Osprey Reef (no Coral Sea Islands sites in the data)', -13.9, 146.6, 'QLD'],
    ['Thursday Island', -10.58, 142.22, 'QLD'],
    ['Ningaloo', -22.7, 113.7, 'WA'],
    ['Kangaroo Island', -35.8, 137.2, 'SA'],
  ] as const)('%s → %s', (_name, lat, lon, state) => {
    expect(stateOfPoint(lat, lon)).toBe(state);
  });

  it('answers null outside every state, and for coordinates that are not numbers', () => {
    expect(stateOfPoint(-41.29, 174.78)).toBeNull(); // Wellington
    expect(stateOfPoint(-29.03, 167.95)).toBeNull(); // Norfolk Island: no sites, not listed
    expect(stateOfPoint(Number.NaN, 150)).toBeNull();
  });
});

describe('state names and search words', () => {
  it('finds states by code, slug, name word and abbreviation', () => {
    expect(stateByCode('qld')?.name).toBe('Queensland');
    expect(stateBySlug('cocos-keeling-islands')?.code).toBe('CC');
    expect(new Set(STATES.map((s) => s.slug)).size).toBe(STATES.length);
    expect(statesMatchingWord('Queensland')).toEqual(['QLD']);
    expect(statesMatchingWord('QLD')).toEqual(['QLD']);
    expect(statesMatchingWord('queens')).toEqual(['QLD']);
    expect(statesMatchingWord('wa')).toEqual(['WA']);
    expect(statesMatchingWord('wales')).toEqual(['NSW']);
    expect(statesMatchingWord('australia').sort()).toEqual(['SA', 'WA']);
    expect(statesMatchingWord('a')).toEqual([]);
    expect(statesMatchingWord('reef')).toEqual([]);
  });
});
