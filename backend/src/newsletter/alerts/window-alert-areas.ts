import { regionSlug } from '@ddu/shared/dive-sites/region-slug';
import { stateBySlug } from '@ddu/shared/dive-sites/states';
import type { WindowPlace } from '../../conditions/weekend-window.service';
import type { AlertScope } from './window-alert.entity';

/** What an alert watches, resolved against today's dive sites. */
export interface AlertArea {
  /** In words, for the e-mails and the form's answer: "Shelly Beach", "the Sydney region", "New South Wales". */
  watching: string;
  /** The sites it covers (one for a site alert). */
  sites: WindowPlace[];
}

/**
 * The sites an alert covers, read from the places the window is judged on; null when the site, region
 * or state is unknown (or has no sites). A region is matched by its slug, as its page is.
 */
export function alertArea(scope: AlertScope, target: string, places: readonly WindowPlace[]): AlertArea | null {
  if (scope === 'site') {
    const place = /^[1-9][0-9]{0,9}$/.test(target) ? places.find((p) => p.id === Number(target)) : undefined;
    return place ? { watching: place.name, sites: [place] } : null;
  }
  if (scope === 'region') {
    const sites = places.filter((p) => regionSlug(p.region) === target);
    return sites.length ? { watching: `the ${sites[0]!.region.trim()} region`, sites } : null;
  }
  const state = stateBySlug(target);
  const sites = state ? places.filter((p) => p.state === state.code) : [];
  return state && sites.length ? { watching: state.name, sites } : null;
}

/** The sentence of a 404 for an area that does not exist. */
export function unknownAreaMessage(scope: AlertScope, target: string): string {
  if (scope === 'site') return `Dive site ${target} was not found.`;
  return scope === 'region' ? `No dive-site region "${target}".` : `No state or territory "${target}" with dive sites.`;
}

/**
 * The Saturday (YYYY-MM-DD) of the weekend a check on `today` (site time) looks at: the coming one,
 * or on a Sunday the one under way. An alert is sent at most once per such week.
 */
export function alertWeek(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  const weekday = date.getUTCDay();
  date.setUTCDate(date.getUTCDate() + (weekday === 0 ? -1 : 6 - weekday));
  return date.toISOString().slice(0, 10);
}
