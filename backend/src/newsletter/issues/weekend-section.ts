import { stateByCode } from '@ddu/shared/dive-sites/states';
import type { WeekendPicks } from '../../conditions/conditions.service';

/** How many sites the newsletter's "Best sites this weekend" names at most. */
export const WEEKEND_SECTION_SITES = 5;

export const WEEKEND_CAVEAT = 'A forecast, not a safety assessment: check the conditions on the day and dive within your training.';
export const WEEKEND_UNAVAILABLE =
  'The forecast is unavailable right now, so we can’t name this weekend’s best sites. Each site’s page has its forecast once it is back.';
export const WEEKEND_NONE_GOOD =
  'No site has a dive window rated good this weekend yet. Forecasts change: each site’s page has the latest.';

/** One site of the section, every address absolute. */
export interface WeekendSectionSite {
  name: string;
  /** "Mornington Peninsula, VIC". */
  place: string;
  /** The best weekend slot and its reasons: "Best: Saturday 9–12 — light offshore wind, 0.8 m swell from the south, sheltered". */
  sentence: string;
  url: string;
}

/**
 * "Best sites this weekend" as an issue shows it. Built from the forecast when previewed; frozen into
 * the issue when it is sent, so every copy (and the sent issue's preview) says the same.
 */
export interface WeekendSection {
  heading: string;
  /** ok: the forecast's picks; stale: picks from an older forecast (note says so); unavailable: no forecast, no picks. */
  status: 'ok' | 'stale' | 'unavailable';
  /** Shown above the sites: why there are none, or how old the forecast is; null when nothing needs saying. */
  note: string | null;
  sites: WeekendSectionSite[];
  caveat: string;
}

export function weekendSection(picks: WeekendPicks, state: string | null, publicUrl: string): WeekendSection {
  const area = stateByCode(state)?.name;
  const heading = area ? `Best sites this weekend in ${area}` : 'Best sites this weekend';
  // Without a forecast there are no picks to show, and "none calm" would be a claim we cannot make.
  if (picks.status === 'unavailable')
    return { heading, status: 'unavailable', note: WEEKEND_UNAVAILABLE, sites: [], caveat: WEEKEND_CAVEAT };
  const sites = picks.bets.map((bet) => ({
    name: bet.name,
    place: [bet.region, bet.state].filter(Boolean).join(', '),
    sentence: bet.sentence,
    url: `${publicUrl}/dive-sites/${bet.siteId}`,
  }));
  const stale = picks.status === 'stale' ? picks.message : null;
  const note = sites.length === 0 ? [stale, WEEKEND_NONE_GOOD].filter(Boolean).join(' ') : stale;
  return { heading, status: picks.status, note, sites, caveat: WEEKEND_CAVEAT };
}
