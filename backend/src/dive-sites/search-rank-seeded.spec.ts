import { rankSites } from '@ddu/shared/dive-sites/search-rank';
import { DIVE_SITE_SEARCH_CASES } from '../../test/support/dive-site-search-cases';
import { loadSeedDiveSites } from '../seed/dive-site-csv';

/** The shared ranking rule (shared/src/dive-sites/search-rank.ts) on the seeded sites and guides. */
describe('dive-site search ranking on the seeded sites and guides', () => {
  const seeded = loadSeedDiveSites().map((s, i) => ({ ...s, id: i + 1 }));
  const names = (sites: { name: string }[]) => sites.map((s) => s.name);

  it.each(DIVE_SITE_SEARCH_CASES)('"$query" puts $top on top', ({ query, top }) => {
    expect(names(rankSites(seeded, query)).slice(0, top.length)).toEqual(top);
  });
});
