import { stateDisplayName } from './dive-site-derivation';

/**
 * The text the first release's seeder wrote (description and depth range), kept only so the seeder
 * can recognise a row of an older database that nobody has edited since and may be refreshed.
 * Never change these: they must reproduce exactly what was written then.
 */
const V1_TYPE_PHRASES: Record<string, string> = {
  reef: 'Reef dive',
  wreck: 'Wreck dive',
  wall: 'Wall dive',
  'jetty/pier': 'Jetty or pier dive',
  cave: 'Cave site',
  pinnacle: 'Pinnacle dive',
  sinkhole: 'Sinkhole dive',
  'dive trail': 'Dive trail',
};

export function v1Description(siteType: string, region: string, state: string, depthMaxM: number | null): string {
  const type = V1_TYPE_PHRASES[siteType.trim().toLowerCase()] ?? 'Dive site';
  const stateName = stateDisplayName(state);
  const place = region === stateName ? region : `${region} (${stateName})`;
  const depth = depthMaxM === null ? '' : `, with a community-reported maximum depth of ${depthMaxM} m`;
  return `${type}, ${place}${depth}.`;
}

export function v1DepthRange(depthMaxM: number | null): string {
  return depthMaxM === null ? '' : `0-${depthMaxM}m`;
}
