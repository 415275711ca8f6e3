import { OUTLOOK_FILTER_LABELS, type OutlookDay } from './conditions/outlook-days';
import { parseSearchQuery, searchRank, toSearchableSite, type SearchableSite, type SearchRank } from '@ddu/shared/dive-sites/search-rank';
import { truncateText } from '@ddu/shared/text/truncate-text';
import { compareLabels } from '@/lib/compare-labels';
import { STATES, stateByCode } from '@ddu/shared/dive-sites/states';

export interface DiveSiteLike {
  id: number;
  name: string;
  region: string;
  /** The state's code ("QLD"); null when the site has none. */
  state?: string | null;
  /** Left out of the directory's list (GET /api/dive-sites/list): prepareSites takes them apart. */
  description?: string;
  skillLevel: string;
  depthRange: string;
  marineLife?: string | null;
  featured: boolean;
  latitude: string;
  longitude: string;
}

export type DepthFilter = 'all' | 'shallow' | 'medium' | 'deep';
export type DepthBucket = Exclude<DepthFilter, 'all'>;

export type CertificationFilter = 'all' | 'open-water' | 'advanced' | 'deep';
export type Certification = Exclude<CertificationFilter, 'all'>;

export type OutlookFilter = 'all' | OutlookDay;

export interface DiveSiteFilters {
  search: string;
  /** A state's code in lower case, as the address has it (`state=qld`). */
  state: string;
  region: string;
  skillLevel: string;
  depth: DepthFilter;
  /** "Suits my certification", from the site's maximum depth. */
  certification: CertificationFilter;
  /** "Calm on Saturday": the Open-Meteo outlook of the day (GET /api/dive-sites/conditions/outlook). */
  outlook: OutlookFilter;
}

export const ALL = 'all';
export const DEFAULT_FILTERS: Readonly<DiveSiteFilters> = Object.freeze({
  search: '',
  state: ALL,
  region: ALL,
  skillLevel: ALL,
  depth: ALL,
  certification: ALL,
  outlook: ALL,
});

export const CERTIFICATION_LABELS: Record<Certification, string> = {
  'open-water': 'Open Water (to 18 m)',
  advanced: 'Advanced Open Water (to 30 m)',
  deep: 'Deep / Technical (deeper)',
};

/** The deepest maximum each certification suits; Deep/Technical has no recreational limit. */
const CERTIFICATION_LIMIT_M: Record<Certification, number> = { 'open-water': 18, advanced: 30, deep: Infinity };

/**
 * Does a site whose reported maximum is this depth suit the certification? A site with no reported
 * depth is never offered as suiting Open Water or Advanced (we cannot say it does), only Deep/Technical.
 */
export function suitsCertification(depth: number | null, certification: CertificationFilter): boolean {
  if (certification === ALL) return true;
  if (depth === null) return certification === 'deep';
  return depth <= CERTIFICATION_LIMIT_M[certification];
}
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const DEPTH_LABELS: Record<DepthBucket, string> = {
  shallow: 'Shallow (0-10 m)',
  medium: 'Medium (10-20 m)',
  deep: 'Deep (20 m+)',
};
export const TRUNCATE_LENGTHS = { description: 120, marineLife: 100, hazards: 80 } as const;
export const DEFAULT_MAP_VIEW = { lat: -25, lng: 134, zoom: 3 } as const;

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export interface PreparedSite<T extends DiveSiteLike = DiveSiteLike> {
  site: T;
  search: SearchableSite<T>;
  maxDepth: number | null;
}

/** Largest number in a free-text depth range: "5-30m" → 30, "Up to 18 m" → 18. */
export function maxDepth(depthRange: string): number | null {
  const numbers = (depthRange.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  return numbers.length > 0 ? Math.max(...numbers) : null;
}

export function depthBucket(depth: number): DepthBucket {
  if (depth <= 10) return 'shallow';
  if (depth <= 20) return 'medium';
  return 'deep';
}

/**
 * Does the per-site work (lower-casing, depth parsing) once per data load, so each keystroke is a few
 * substring tests per site — comfortably fast at 10,000 sites. The sites keep the order they come in:
 * GET /api/dive-sites sends them in the directory's (featured first, then name: the shared
 * compareSitesByFeaturedName). Sorting here again would make a phone build its first collator while
 * the page hydrates, one task of over 100 ms.
 */
export function prepareSites<T extends DiveSiteLike>(
  sites: readonly T[],
  /** Descriptions by site id, for sites that come without theirs: the search reads them. */
  descriptions?: ReadonlyMap<number, string>,
): PreparedSite<T>[] {
  return sites.map((site) => ({
    site,
    search: toSearchableSite(descriptions ? { ...site, description: descriptions.get(site.id) ?? site.description } : site),
    maxDepth: maxDepth(site.depthRange),
  }));
}

/**
 * The sites passing every filter. Without a search they keep the directory order (featured, name);
 * with one they are ranked by the rule GET /api/dive-sites/search uses (shared/src/dive-sites/search-rank.ts).
 */
export function filterSites<T extends DiveSiteLike>(
  prepared: readonly PreparedSite<T>[],
  filters: DiveSiteFilters,
  /** For the Outlook filter: is the site calm on the chosen day (false while the outlook is not known). */
  isCalm: (siteId: number, day: OutlookDay) => boolean = () => false,
): T[] {
  const query = parseSearchQuery(filters.search);
  const result: { site: T; rank: SearchRank | null }[] = [];
  for (const { site, search, maxDepth: depth } of prepared) {
    if (filters.outlook !== ALL && !isCalm(site.id, filters.outlook)) continue;
    if (filters.state !== ALL && (site.state ?? '').toLowerCase() !== filters.state) continue;
    if (filters.region !== ALL && site.region !== filters.region) continue;
    if (filters.skillLevel !== ALL && site.skillLevel !== filters.skillLevel) continue;
    if (filters.depth !== ALL && (depth === null || depthBucket(depth) !== filters.depth)) continue;
    if (!suitsCertification(depth, filters.certification)) continue;
    const rank = query === null ? null : searchRank(search, query);
    if (query !== null && rank === null) continue;
    result.push({ site, rank });
  }
  // Array sort is stable: ties keep the prepared (featured, name) order.
  if (query !== null) result.sort((a, b) => a.rank!.tier - b.rank!.tier || a.rank!.position - b.rank!.position);
  return result.map((r) => r.site);
}

/** Distinct regions for the dropdown; blank regions are skipped because an option may not have an empty value. */
export function regionOptions(sites: readonly Pick<DiveSiteLike, 'region'>[]): string[] {
  const regions = new Set(sites.map((site) => site.region).filter((region) => region.trim() !== ''));
  return [...regions].sort(compareLabels);
}

export interface RegionGroup {
  /** The state's name ("Queensland"), or "Other" for regions whose sites have no state. */
  label: string;
  regions: string[];
}

/**
 * The regions for the dropdown, grouped under their state (states in the shared list's order): a
 * region goes under the state of its first site. With a state chosen, only that state's regions.
 */
export function regionGroups(sites: readonly Pick<DiveSiteLike, 'region' | 'state'>[], state: string = ALL): RegionGroup[] {
  const stateOf = new Map<string, string>();
  for (const site of sites) {
    const region = site.region;
    if (region.trim() === '' || stateOf.has(region)) continue;
    stateOf.set(region, (site.state ?? '').toUpperCase());
  }
  const codes = state === ALL ? [...STATES.map((s) => s.code), ''] : [state.toUpperCase()];
  return codes.flatMap((code) => {
    const regions = [...stateOf].filter(([, c]) => c === code).map(([region]) => region);
    return regions.length === 0 ? [] : [{ label: stateByCode(code)?.name ?? 'Other', regions: regions.sort(compareLabels) }];
  });
}

export function parseCoordinate(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  // Number() rather than parseFloat(): "12abc" is bad data, not 12.
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Where the map should look for the matching sites; null when none can be placed on the map. */
export function mapCentre(matching: readonly Pick<DiveSiteLike, 'latitude' | 'longitude'>[]): MapView | null {
  const points = matching.flatMap((site) => {
    const lat = parseCoordinate(site.latitude);
    const lng = parseCoordinate(site.longitude);
    return lat === null || lng === null ? [] : [{ lat, lng }];
  });
  if (points.length === 0) return null;
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length, zoom: points.length === 1 ? 12 : 8 };
}

/** A card's text cut between words (never inside a number or a word), the ellipsis included in `length`. */
export const truncate = truncateText;

export interface ActiveFilterBadge {
  key: keyof DiveSiteFilters;
  label: string;
}

export function activeFilterBadges(filters: DiveSiteFilters): ActiveFilterBadge[] {
  const badges: ActiveFilterBadge[] = [];
  const search = filters.search.trim();
  if (search !== '') badges.push({ key: 'search', label: `Search: "${search}"` });
  if (filters.state !== ALL) badges.push({ key: 'state', label: `State: ${stateByCode(filters.state)?.name ?? filters.state}` });
  if (filters.region !== ALL) badges.push({ key: 'region', label: `Region: ${filters.region}` });
  if (filters.skillLevel !== ALL) badges.push({ key: 'skillLevel', label: `Skill: ${filters.skillLevel}` });
  if (filters.depth !== ALL) badges.push({ key: 'depth', label: `Depth: ${DEPTH_LABELS[filters.depth]}` });
  if (filters.certification !== ALL) badges.push({ key: 'certification', label: `Suits: ${CERTIFICATION_LABELS[filters.certification]}` });
  if (filters.outlook !== ALL) badges.push({ key: 'outlook', label: OUTLOOK_FILTER_LABELS[filters.outlook] });
  return badges;
}

/** URL query names: a filtered directory can be bookmarked and shared. */
const PARAM_NAMES: Record<keyof DiveSiteFilters, string> = {
  search: 'q',
  state: 'state',
  region: 'region',
  skillLevel: 'skill',
  depth: 'depth',
  certification: 'cert',
  outlook: 'outlook',
};

const isOneOf = <T extends string>(value: string, options: readonly T[]): value is T => (options as readonly string[]).includes(value);

/** Filters from the URL query; unknown or malformed values fall back to the defaults. */
export function filtersFromQuery(params: URLSearchParams): DiveSiteFilters {
  const get = (key: keyof DiveSiteFilters) => params.get(PARAM_NAMES[key]) ?? '';
  const depth = get('depth');
  const certification = get('certification');
  const skillLevel = get('skillLevel');
  const outlook = get('outlook');
  const state = get('state').trim().toLowerCase();
  return {
    search: get('search').slice(0, 100),
    state: stateByCode(state) ? state : ALL,
    region: get('region').trim() || ALL,
    skillLevel: isOneOf(skillLevel, SKILL_LEVELS) ? skillLevel : ALL,
    depth: isOneOf(depth, Object.keys(DEPTH_LABELS) as DepthBucket[]) ? depth : ALL,
    certification: isOneOf(certification, Object.keys(CERTIFICATION_LABELS) as Certification[]) ? certification : ALL,
    outlook: isOneOf(outlook, Object.keys(OUTLOOK_FILTER_LABELS) as OutlookDay[]) ? outlook : ALL,
  };
}

/** The URL query for the filters: only the ones not at their default, other parameters kept. */
export function filtersToQuery(filters: DiveSiteFilters, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of Object.keys(PARAM_NAMES) as (keyof DiveSiteFilters)[]) {
    const value = filters[key];
    if (value === DEFAULT_FILTERS[key] || value === '') next.delete(PARAM_NAMES[key]);
    else next.set(PARAM_NAMES[key], value);
  }
  return next;
}
