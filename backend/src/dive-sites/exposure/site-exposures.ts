import { EntityManager } from 'typeorm';
import { DiveSite } from '../dive-site.entity';
import { LandIndex, openKmAt } from './land-march';
import { loadNaturalEarthLand } from './natural-earth-land';

export interface ExposureRun {
  /** Sites whose exposure was computed and stored. */
  computed: number;
  /** Sites left as the owner set them. */
  ownerKept: number;
}

const UPDATE_CHUNK = 100;

type Located = Pick<DiveSite, 'id' | 'latitude' | 'longitude'>;

/** Exposure of each site from the Natural Earth coastline, loading only the land near them. */
export function computeOpenKm(sites: Located[]): Map<number, number[]> {
  const points = sites.map((s) => ({ id: s.id, lat: Number(s.latitude), lon: Number(s.longitude) }));
  const land = new LandIndex(loadNaturalEarthLand(points));
  return new Map(points.map((p) => [p.id, openKmAt(land, p.lat, p.lon)]));
}

/**
 * Computes and stores the exposure of every site the owner has not set: `missing` only those with
 * none yet (what each start does), `all` every one again (the owner's `npm run exposure -w backend`,
 * e.g. after a newer coastline). A site set by the owner is never touched. Run it in a transaction.
 */
export async function computeSiteExposures(manager: EntityManager, which: 'missing' | 'all'): Promise<ExposureRun> {
  const sites = await manager.getRepository(DiveSite).find({
    select: { id: true, latitude: true, longitude: true, exposureOpenKm: true, exposureSource: true },
  });
  const ownerKept = sites.filter((s) => s.exposureSource === 'owner').length;
  const due = sites.filter((s) => s.exposureSource !== 'owner' && (which === 'all' || s.exposureOpenKm === null));
  if (due.length === 0) return { computed: 0, ownerKept };
  const rows = [...computeOpenKm(due)];
  // A hundred sites per UPDATE: one statement each rather than 295 round trips at every new start.
  for (let i = 0; i < rows.length; i += UPDATE_CHUNK) {
    const chunk = rows.slice(i, i + UPDATE_CHUNK);
    await manager.query(
      `UPDATE \`dive_sites\` SET \`exposure_open_km\` = CASE \`id\` ${chunk.map(() => 'WHEN ? THEN ?').join(' ')} END,
       \`exposure_source\` = 'computed' WHERE \`id\` IN (${chunk.map(() => '?').join(', ')})`,
      [...chunk.flatMap(([id, openKm]) => [id, JSON.stringify(openKm)]), ...chunk.map(([id]) => id)],
    );
  }
  return { computed: due.length, ownerKept };
}
