import { describe, expect, it } from 'vitest';
import { parseSearchQuery, rankSites, RankableSite, searchRank, toSearchableSite } from './search-rank';

const site = (id: number, name: string, more: Partial<RankableSite> = {}): RankableSite => ({
  id,
  name,
  region: '',
  marineLife: '',
  description: '',
  featured: false,
  ...more,
});
const names = (sites: RankableSite[]) => sites.map((s) => s.name);

/** On the seeded sites and guides: backend/src/dive-sites/search-rank-seeded.spec.ts (the seed data is the backend's). */
describe('dive-site search ranking', () => {
  it('ranks name prefix, name words, region, marine life, description, then spread-out words', () => {
    const sites = [
      site(1, 'Alpha', { description: 'A shark cave.' }),
      site(2, 'Bravo', { marineLife: 'Turtles, sharks' }),
      site(3, 'Charlie', { region: 'Shark Coast' }),
      site(4, 'Grey Shark Gutter'),
      site(5, 'Shark Point'),
      site(6, 'Delta', { region: 'Shark', description: 'cave' }),
    ];
    expect(names(rankSites(sites, 'shark'))).toEqual(['Shark Point', 'Grey Shark Gutter', 'Charlie', 'Delta', 'Bravo', 'Alpha']);
    expect(names(rankSites(sites, 'shark cave'))).toEqual(['Alpha', 'Delta']);
  });

  it('breaks ties by Featured, then name', () => {
    const sites = [site(1, 'Bravo Reef'), site(2, 'Alpha Reef'), site(3, 'Zulu Reef', { featured: true })];
    expect(names(rankSites(sites, 'reef'))).toEqual(['Zulu Reef', 'Alpha Reef', 'Bravo Reef']);
  });

  it('puts the animal a site is famous for (listed first) above a passing mention', () => {
    const sites = [
      site(1, 'Apple', { marineLife: 'Turtles, leopard sharks (summer)' }),
      site(2, 'Zebra', { marineLife: 'Leopard sharks, turtles' }),
    ];
    expect(names(rankSites(sites, 'leopard shark'))).toEqual(['Zebra', 'Apple']);
  });

  it('needs every word, ignores case and extra spaces, and joins split words', () => {
    const sites = [site(1, 'Flinders Pier', { marineLife: 'Weedy sea dragons' }), site(2, 'Sea Cave')];
    expect(names(rankSites(sites, '  SEA   Dragon '))).toEqual(['Flinders Pier']);
    expect(names(rankSites(sites, 'seadragon'))).toEqual(['Flinders Pier']);
    expect(rankSites(sites, '   ')).toEqual([]);
  });

  it('treats search text literally (no wildcards or patterns)', () => {
    const sites = [site(1, 'Cod Hole'), site(2, '50% Reef')];
    expect(names(rankSites(sites, '%'))).toEqual(['50% Reef']);
    expect(rankSites(sites, '.*')).toEqual([]);
  });

  it('reports no rank for a non-match', () => {
    expect(searchRank(toSearchableSite(site(1, 'Alpha')), parseSearchQuery('beta')!)).toBeNull();
  });

  it('matches a state by its name or abbreviation, with the region matches', () => {
    const sites = [
      site(1, 'Heron Island', { state: 'QLD', region: 'Southern Great Barrier Reef' }),
      site(2, 'Julian Rocks', { state: 'NSW', description: 'Just south of the Queensland border.' }),
      site(3, 'Busselton Jetty', { state: 'WA' }),
    ];
    expect(names(rankSites(sites, 'Queensland'))).toEqual(['Heron Island', 'Julian Rocks']);
    expect(searchRank(toSearchableSite(sites[0]!), parseSearchQuery('qld')!)).toEqual({ tier: 2, position: 0 });
    expect(names(rankSites(sites, 'qld heron'))).toEqual(['Heron Island']);
    // "wa" names Western Australia, not New South "Wales".
    expect(names(rankSites(sites, 'wa'))).toEqual(['Busselton Jetty']);
  });
});
