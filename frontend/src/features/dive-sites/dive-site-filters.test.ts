import { compareSitesByFeaturedName, rankSites } from '@ddu/shared/dive-sites/search-rank';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  type DiveSiteFilters,
  type OutlookFilter,
  type DiveSiteLike,
  activeFilterBadges,
  depthBucket,
  filterSites,
  filtersFromQuery,
  filtersToQuery,
  mapCentre,
  maxDepth,
  parseCoordinate,
  prepareSites,
  regionOptions,
  suitsCertification,
  truncate,
} from './dive-site-filters';
import { dayFor, dayWord, isCalmOn, type OutlookDay } from './conditions/outlook-days';

function site(overrides: Partial<DiveSiteLike> & Pick<DiveSiteLike, 'id' | 'name'>): DiveSiteLike {
  return {
    region: 'Queensland',
    description: 'A reef dive.',
    skillLevel: 'Beginner',
    depthRange: '5-10m',
    marineLife: null,
    featured: false,
    latitude: '-16.9',
    longitude: '145.7',
    ...overrides,
  };
}

const sites: DiveSiteLike[] = [
  site({
    id: 1,
    name: 'SS Yongala',
    region: 'Queensland',
    description: 'Famous wreck.',
    skillLevel: 'Advanced',
    depthRange: '15-30m',
    marineLife: 'Sea snakes, Manta Rays',
    latitude: '-19.3',
    longitude: '147.6',
  }),
  site({
    id: 2,
    name: 'Julian Rocks',
    region: 'New South Wales',
    description: 'Marine reserve off Byron Bay.',
    skillLevel: 'Beginner',
    depthRange: 'Up to 18 m',
    marineLife: 'Leopard sharks',
    featured: true,
    latitude: '-28.6',
    longitude: '153.6',
  }),
  site({
    id: 3,
    name: 'Blue Lake',
    region: 'South Australia',
    description: 'Sinkhole.',
    skillLevel: 'Intermediate',
    depthRange: '',
    latitude: 'unknown',
    longitude: '140.7',
  }),
  site({
    id: 4,
    name: 'Fish Rock Cave',
    region: 'New South Wales',
    description: 'Grey nurse sharks in a cave.',
    skillLevel: 'Advanced',
    depthRange: '10.5m',
    latitude: '-30.9',
    longitude: '153.1',
  }),
  site({
    id: 5,
    name: 'Bare Island',
    region: 'New South Wales',
    description: 'Weedy sea dragons.',
    skillLevel: 'Beginner',
    depthRange: '3-10m',
    latitude: '-33.99',
    longitude: '151.23',
  }),
];

// In the API's order, as the directory receives them.
const prepared = prepareSites([...sites].sort(compareSitesByFeaturedName));
const filter = (filters: Partial<DiveSiteFilters>) => filterSites(prepared, { ...DEFAULT_FILTERS, ...filters }).map((s) => s.id);

describe(maxDepth.name, () => {
  it.each([
    ['5-30m', 30],
    ['Up to 18 m', 18],
    ['12.5m', 12.5],
    ['30 - 5 metres', 30],
    ['', null],
    ['Variable', null],
  ])('%s → %s', (range, expected) => {
    expect(maxDepth(range)).toBe(expected);
  });
});

describe(depthBucket.name, () => {
  it.each([
    [0, 'shallow'],
    [10, 'shallow'],
    [10.5, 'medium'],
    [20, 'medium'],
    [20.5, 'deep'],
    [40, 'deep'],
  ] as const)('%s m → %s', (depth, expected) => {
    expect(depthBucket(depth)).toBe(expected);
  });
});

describe(prepareSites.name, () => {
  it('keeps the order the sites come in (the API sends featured sites first, then by name)', () => {
    expect(prepareSites(sites).map((p) => p.site.id)).toEqual([1, 2, 3, 4, 5]);
    expect(prepared.map((p) => p.site.id)).toEqual([2, 5, 3, 4, 1]);
  });

  it('does not reorder the input array', () => {
    expect(sites.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe(filterSites.name, () => {
  it('returns every site for the default filters', () => {
    expect(filter({})).toEqual([2, 5, 3, 4, 1]);
  });

  it('searches name, description, region and marine life case-insensitively', () => {
    expect(filter({ search: 'YONGALA' })).toEqual([1]);
    expect(filter({ search: 'byron' })).toEqual([2]);
    expect(filter({ search: 'south australia' })).toEqual([3]);
    expect(filter({ search: 'manta' })).toEqual([1]);
    expect(filter({ search: '  sharks ' })).toEqual([2, 4]);
  });

  it('needs every word, which may sit in different fields, and ranks by the shared rule', () => {
    expect(filter({ search: 'yongala famous' })).toEqual([1]);
    expect(filter({ search: 'yongala reef' })).toEqual([]);
    // "sharks": Julian Rocks lists them as marine life, Fish Rock only in its description.
    expect(filter({ search: 'sharks' })).toEqual([2, 4]);
    expect(filter({ search: 'cave' })).toEqual([4]);
    expect(filter({ search: 'sea dragon' })).toEqual([5]);
    expect(filter({ search: 'seadragon' })).toEqual([5]);
  });

  it('ranks exactly as the API does (one shared implementation)', () => {
    for (const q of ['reef', 'new south', 'sharks', 'a', 'is']) {
      expect(filter({ search: q })).toEqual(rankSites(sites, q).map((s) => s.id));
    }
  });

  it('filters by exact region and skill level', () => {
    expect(filter({ region: 'New South Wales' })).toEqual([2, 5, 4]);
    expect(filter({ skillLevel: 'Advanced' })).toEqual([4, 1]);
  });

  it('buckets depth by the largest number, with 10/10.5/20/20.5 boundaries', () => {
    expect(filter({ depth: 'shallow' })).toEqual([5]);
    expect(filter({ depth: 'medium' })).toEqual([2, 4]);
    expect(filter({ depth: 'deep' })).toEqual([1]);
  });

  it('keeps sites of unknown depth unless a depth filter is active', () => {
    expect(filter({ search: 'sinkhole' })).toEqual([3]);
    expect(filter({ search: 'sinkhole', depth: 'shallow' })).toEqual([]);
  });

  it('combines all filters with AND', () => {
    expect(filter({ region: 'New South Wales', skillLevel: 'Beginner', depth: 'shallow', search: 'dragons' })).toEqual([5]);
    expect(filter({ region: 'New South Wales', skillLevel: 'Advanced', depth: 'shallow' })).toEqual([]);
  });

  it('filters 10,000 sites correctly (speed is measured by bench/, not here)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      site({ id: i, name: `Site ${i}`, description: `Reef number ${i} with plenty of fish`, depthRange: `${i % 40}m` }),
    );
    const big = prepareSites(many);
    const result = filterSites(big, { ...DEFAULT_FILTERS, search: 'number 12', depth: 'medium' });
    // "number 12", "number 120".."number 129", "number 1200".."number 1299", ...: only depths 11-20 m stay.
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((s) => String(s.id).includes('12') && s.id % 40 > 10 && s.id % 40 <= 20)).toBe(true);
    expect(result.map((s) => s.id)).toContain(12);
  });
});

describe(regionOptions.name, () => {
  it('lists distinct non-empty regions, sorted', () => {
    expect(regionOptions([...sites, site({ id: 9, name: 'x', region: '  ' }), site({ id: 10, name: 'y', region: '' })])).toEqual([
      'New South Wales',
      'Queensland',
      'South Australia',
    ]);
  });
});

describe(parseCoordinate.name, () => {
  it.each([
    ['-33.8688', -33.8688],
    [' 151.2093 ', 151.2093],
    ['0', 0],
    [145.7, 145.7],
    ['', null],
    ['   ', null],
    ['unknown', null],
    ['12abc', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s → %s', (value, expected) => {
    expect(parseCoordinate(value)).toBe(expected);
  });
});

describe(mapCentre.name, () => {
  it('centres on a single site at zoom 12', () => {
    expect(mapCentre([sites[0]!])).toEqual({ lat: -19.3, lng: 147.6, zoom: 12 });
  });

  it('averages several sites at zoom 8, skipping non-numeric coordinates', () => {
    const centre = mapCentre([sites[1]!, sites[2]!, sites[3]!]);
    expect(centre?.zoom).toBe(8);
    expect(centre?.lat).toBeCloseTo((-28.6 + -30.9) / 2);
    expect(centre?.lng).toBeCloseTo((153.6 + 153.1) / 2);
  });

  it('uses zoom 12 when only one match can be placed', () => {
    expect(mapCentre([sites[0]!, sites[2]!])?.zoom).toBe(12);
  });

  it('returns null when nothing can be placed', () => {
    expect(mapCentre([])).toBeNull();
    expect(mapCentre([sites[2]!])).toBeNull();
  });
});

describe('truncate', () => {
  it('leaves text at or under the limit alone', () => {
    expect(truncate('a'.repeat(120), 120)).toBe('a'.repeat(120));
  });

  it('cuts longer text between words, never inside a number, and ends with "…" within the limit', () => {
    expect(truncate('Grey nurse sharks and wobbegongs', 18)).toBe('Grey nurse sharks…');
    const plain =
      'A shore dive in Sydney near Clovelly; the deepest point reported is 6.9 m, and the nearest of our guides is Gordons Bay.';
    for (const length of [60, 70, 75, 80]) {
      const cut = truncate(plain, length);
      expect(cut.length).toBeLessThanOrEqual(length);
      expect(cut).not.toMatch(/\d…$|\d\.…$/);
      expect(plain.startsWith(cut.slice(0, -1))).toBe(true);
    }
  });

  it('treats missing text as empty', () => {
    expect(truncate(null, 80)).toBe('');
    expect(truncate(undefined, 80)).toBe('');
  });
});

describe(activeFilterBadges.name, () => {
  it('has no badges for the defaults', () => {
    expect(activeFilterBadges(DEFAULT_FILTERS)).toEqual([]);
  });

  it('labels each active filter', () => {
    expect(
      activeFilterBadges({
        search: ' wreck ',
        state: 'qld',
        region: 'Queensland',
        skillLevel: 'Advanced',
        depth: 'deep',
        certification: 'advanced',
        outlook: 'saturday',
      }),
    ).toEqual([
      { key: 'search', label: 'Search: "wreck"' },
      { key: 'state', label: 'State: Queensland' },
      { key: 'region', label: 'Region: Queensland' },
      { key: 'skillLevel', label: 'Skill: Advanced' },
      { key: 'depth', label: 'Depth: Deep (20 m+)' },
      { key: 'certification', label: 'Suits: Advanced Open Water (to 30 m)' },
      { key: 'outlook', label: 'Calm on Saturday' },
    ]);
  });
});

describe(suitsCertification.name, () => {
  it.each([
    [5, 'open-water', true],
    [18, 'open-water', true],
    [18.5, 'open-water', false],
    [18.5, 'advanced', true],
    [30, 'advanced', true],
    [31, 'advanced', false],
    [31, 'deep', true],
    [5, 'deep', true],
    [null, 'open-water', false],
    [null, 'advanced', false],
    [null, 'deep', true],
    [null, 'all', true],
  ] as const)('a site to %s m suits %s: %s', (depth, certification, expected) => {
    expect(suitsCertification(depth, certification)).toBe(expected);
  });

  it('combines with the other filters', () => {
    // Julian Rocks (to 18 m, NSW) suits Open Water; Fish Rock Cave (10.5 m) too; Yongala (30 m) needs Advanced.
    expect(filter({ certification: 'open-water', region: 'New South Wales' })).toEqual([2, 5, 4]);
    expect(filter({ certification: 'open-water' })).toEqual([2, 5, 4]);
    expect(filter({ certification: 'advanced' })).toEqual([2, 5, 4, 1]);
    expect(filter({ certification: 'deep' })).toEqual([2, 5, 3, 4, 1]);
    expect(filter({ certification: 'advanced', search: 'shark' })).toEqual([2, 4]);
  });
});

describe('filters in the URL query', () => {
  it('round-trips every filter and leaves defaults and other parameters alone', () => {
    const filters: DiveSiteFilters = {
      search: 'sea dragon',
      state: 'nsw',
      region: 'Sydney',
      skillLevel: 'Beginner',
      depth: 'shallow',
      certification: 'open-water',
      outlook: 'sunday',
    };
    const query = filtersToQuery(filters, new URLSearchParams('utm_source=x'));
    expect(query.toString()).toBe(
      'utm_source=x&q=sea+dragon&state=nsw&region=Sydney&skill=Beginner&depth=shallow&cert=open-water&outlook=sunday',
    );
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersToQuery(DEFAULT_FILTERS, query).toString()).toBe('utm_source=x');
  });

  it('falls back to the defaults for unknown values', () => {
    expect(filtersFromQuery(new URLSearchParams('cert=expert&depth=abyss&skill=Guru&region=%20&outlook=friday'))).toEqual(DEFAULT_FILTERS);
  });
});

describe('the Outlook filter', () => {
  // 2026-11-27 is a Friday: its Saturday is the second day.
  const days = (calm: string[]) =>
    ['2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({
      date,
      outlook: calm.includes(date) ? ('calm' as const) : ('rough' as const),
    }));
  const outlooks = new Map([
    [2, days(['2026-11-28'])],
    [4, days(['2026-11-29'])],
    [5, days(['2026-11-27', '2026-11-28'])],
  ]);
  const isCalm = (id: number, day: OutlookDay) => isCalmOn(outlooks.get(id), day);
  const byOutlook = (outlook: OutlookFilter, extra: Partial<DiveSiteFilters> = {}) =>
    filterSites(prepared, { ...DEFAULT_FILTERS, ...extra, outlook }, isCalm).map((s) => s.id);

  it('keeps only the sites calm on the chosen day, with the other filters', () => {
    expect(byOutlook('saturday')).toEqual([2, 5]);
    expect(byOutlook('sunday')).toEqual([4]);
    expect(byOutlook('today')).toEqual([5]);
    expect(byOutlook('tomorrow')).toEqual([2, 5]);
    expect(byOutlook('saturday', { search: 'shark' })).toEqual([2]);
    expect(byOutlook('all')).toEqual(filter({}));
  });

  it('matches nothing for a site without an outlook, or before the outlook has loaded', () => {
    expect(isCalmOn(undefined, 'today')).toBe(false);
    expect(filterSites(prepared, { ...DEFAULT_FILTERS, outlook: 'today' })).toEqual([]);
  });

  it('finds Saturday and Sunday by the date, today included', () => {
    const week = days([]);
    expect(dayFor(week, 'saturday')?.date).toBe('2026-11-28');
    expect(dayFor(week, 'sunday')?.date).toBe('2026-11-29');
    expect(dayFor(week.slice(1), 'saturday')?.date).toBe('2026-11-28');
    expect(dayFor(week.slice(0, 1), 'sunday')).toBeNull();
    expect(dayWord(week, week[0])).toBe('today');
    expect(dayWord(week, week[2])).toBe('Sunday');
  });
});
