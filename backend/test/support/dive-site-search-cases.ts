/**
 * What a visitor expects at the top of a dive-site search over the seeded data (with guides).
 * One table, checked against the shared ranking (unit), GET /api/dive-sites/search (API) and the
 * directory page (browser, "leopard shark").
 */
export const DIVE_SITE_SEARCH_CASES: { query: string; top: string[] }[] = [
  { query: 'Yongala', top: ['SS Yongala Wreck'] },
  { query: 'yongala wreck', top: ['SS Yongala Wreck'] },
  { query: 'Julian', top: ['Julian Rocks - Cod Hole', 'Julian Rocks - Nursery'] },
  { query: 'turtle', top: ['Turtle Bay Dive Trail', 'Turtle Beach', 'Turtle Bommie'] },
  { query: 'leopard shark', top: ['Julian Rocks - Nursery'] },
  { query: 'sea dragon', top: ['Bare Island East', 'Flinders Pier'] },
  { query: 'seadragon', top: ['Bare Island East', 'Flinders Pier'] },
  { query: 'nudibranch', top: ['Fly Point'] },
  { query: 'grey nurse', top: ['Cherubs Cave', 'Fish Rock Cave', 'Flat Rock - Shark Alley'] },
  { query: 'manta', top: ['Manta Bommie', 'Manta Cleaning Station', 'Manta Ray Bay'] },
];
