export interface DiveSiteLike {
  id: number;
  name: string;
  region: string;
  description: string;
  skillLevel: string;
  depthRange: string;
  marineLife?: string | null;
  featured: boolean;
  latitude: string;
  longitude: string;
}

export type DepthFilter = 'all' | 'shallow' | 'medium' | 'deep';
export type DepthBucket = Exclude<DepthFilter, 'all'>;

export interface DiveSiteFilters {
  search: string;
  region: string;
  skillLevel: string;
  depth: DepthFilter;
}

export const ALL = 'all';
export const DEFAULT_FILTERS: Readonly<DiveSiteFilters> = Object.freeze({ search: '', region: ALL, skillLevel: ALL, depth: ALL });
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
  searchText: string;
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

/** Spec order: featured sites first, then by name. */
export function compareSites(a: DiveSiteLike, b: DiveSiteLike): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  return a.name.localeCompare(b.name, 'en-AU');
}

/**
 * Does the per-site work (lower-casing, depth parsing, sorting) once per data load, so each
 * keystroke is a single substring test per site — comfortably fast at 10,000 sites.
 */
export function prepareSites<T extends DiveSiteLike>(sites: readonly T[]): PreparedSite<T>[] {
  return [...sites].sort(compareSites).map((site) => ({
    site,
    // The separator stops a search term from matching across two fields.
    searchText: [site.name, site.description, site.region, site.marineLife ?? ''].join('\u0000').toLowerCase(),
    maxDepth: maxDepth(site.depthRange),
  }));
}

export function filterSites<T extends DiveSiteLike>(prepared: readonly PreparedSite<T>[], filters: DiveSiteFilters): T[] {
  const search = filters.search.trim().toLowerCase();
  const result: T[] = [];
  for (const { site, searchText, maxDepth: depth } of prepared) {
    if (search !== '' && !searchText.includes(search)) continue;
    if (filters.region !== ALL && site.region !== filters.region) continue;
    if (filters.skillLevel !== ALL && site.skillLevel !== filters.skillLevel) continue;
    if (filters.depth !== ALL && (depth === null || depthBucket(depth) !== filters.depth)) continue;
    result.push(site);
  }
  return result;
}

/** Distinct regions for the dropdown; blank regions are skipped because an option may not have an empty value. */
export function regionOptions(sites: readonly Pick<DiveSiteLike, 'region'>[]): string[] {
  const regions = new Set(sites.map((site) => site.region).filter((region) => region.trim() !== ''));
  return [...regions].sort((a, b) => a.localeCompare(b, 'en-AU'));
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

export function truncate(text: string | null | undefined, length: number): string {
  if (!text) return '';
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}...`;
}

export interface ActiveFilterBadge {
  key: keyof DiveSiteFilters;
  label: string;
}

export function activeFilterBadges(filters: DiveSiteFilters): ActiveFilterBadge[] {
  const badges: ActiveFilterBadge[] = [];
  const search = filters.search.trim();
  if (search !== '') badges.push({ key: 'search', label: `Search: "${search}"` });
  if (filters.region !== ALL) badges.push({ key: 'region', label: `Region: ${filters.region}` });
  if (filters.skillLevel !== ALL) badges.push({ key: 'skillLevel', label: `Skill: ${filters.skillLevel}` });
  if (filters.depth !== ALL) badges.push({ key: 'depth', label: `Depth: ${DEPTH_LABELS[filters.depth]}` });
  return badges;
}
