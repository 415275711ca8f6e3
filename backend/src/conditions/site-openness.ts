import { isOpenKm, opennessToward } from '@ddu/shared/dive-sites/exposure';
import { Openness } from './dive-window';
import { SitePlace } from './forecast-store';

/**
 * How open a site is toward each bearing, from its exposure (distances to land in 16 directions); null
 * while its exposure is not known, which the window judges as fully open and says so.
 */
export function opennessOf(place: Pick<SitePlace, 'exposureOpenKm' | 'exposureSource'>): Openness {
  if (!isOpenKm(place.exposureOpenKm)) return null;
  const exposure = { openKm: place.exposureOpenKm, source: place.exposureSource ?? 'computed' };
  return (bearingDeg) => opennessToward(exposure, bearingDeg);
}
