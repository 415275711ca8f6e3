import { deriveBestTime, deriveSkillLevel, deriveWaterTemp } from './dive-site-derivation';
import { parseCoordinate, parseDepth, SeedRow } from './dive-site-csv';
import { v1DepthRange, v1Description } from './legacy-dive-site-seed';
import { SeededContent, seedContentHash, SEEDED_FIELDS } from './seed-content-hash';

/** A stored dive site as far as the refresh needs it. */
export interface StoredSeededSite extends SeededContent {
  id: number;
  name: string;
  latitude: string;
  longitude: string;
  seedHash: string | null;
}

export interface SeedRefresh {
  id: number;
  fields: Partial<Record<(typeof SEEDED_FIELDS)[number], string | boolean | null>> & { seedHash: string };
}

/** Name and coordinates as stored (8 decimals): how a stored row is found for a CSV row. */
function matchKey(name: string, latitude: string | number, longitude: string | number): string {
  return [name, Number(latitude).toFixed(8), Number(longitude).toFixed(8)].join('\u0000');
}

/** What the first release wrote for a row (before seedHash existed): recognises untouched old rows. */
function v1ContentHash(row: SeedRow): string {
  const depth = parseDepth(row.csv);
  const lat = parseCoordinate(row.csv.latitude, 'latitude', row.csv);
  return seedContentHash({
    region: row.seed.region,
    skillLevel: deriveSkillLevel(depth),
    depthRange: v1DepthRange(depth),
    waterTemp: deriveWaterTemp(lat),
    visibility: null,
    bestTime: deriveBestTime(lat),
    description: v1Description(row.csv.siteType, row.seed.region, row.csv.state, depth),
    marineLife: null,
    hazards: null,
    featured: false,
  });
}

/**
 * Brings stored seeded sites up to the current seed content (new guides, reworded derived text)
 * without touching anything the owner has edited. A row may be rewritten only while its seeded
 * fields still hash to what the seeder last wrote (its seedHash; for rows from before seedHash, what
 * the first release wrote). Any admin edit of those fields changes the hash, so the row is left alone
 * for good. A row already up to date is skipped, so applying twice changes nothing.
 */
export function planSeedRefresh(stored: readonly StoredSeededSite[], seeds: readonly SeedRow[]): SeedRefresh[] {
  const seedsByKey = new Map(seeds.map((row) => [matchKey(row.seed.name, row.seed.latitude, row.seed.longitude), row]));
  const plan: SeedRefresh[] = [];
  for (const site of stored) {
    const row = seedsByKey.get(matchKey(site.name, site.latitude, site.longitude));
    if (!row) continue; // a site the owner added, renamed or moved
    const current = seedContentHash(site);
    const wanted = row.seed.seedHash;
    if (current === wanted) {
      if (site.seedHash !== wanted) plan.push({ id: site.id, fields: { seedHash: wanted } });
      continue;
    }
    const lastWritten = site.seedHash ?? v1ContentHash(row);
    if (current !== lastWritten) continue; // edited by the owner
    const fields = Object.fromEntries(SEEDED_FIELDS.map((field) => [field, row.seed[field]]));
    plan.push({ id: site.id, fields: { ...fields, seedHash: wanted } });
  }
  return plan;
}
