import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { trackEvent } from '@/lib/analytics';
import {
  DEFAULT_FILTERS,
  DEFAULT_MAP_VIEW,
  filterSites,
  filtersFromQuery,
  filtersToQuery,
  mapCentre,
  prepareSites,
  regionOptions,
  type DiveSiteFilters,
  type MapView,
} from './dive-site-filters';
import { toMapPoints, type MapPoint } from './map/map-points';
import { distanceKm, siteLatLng, type LatLng } from './nearby-sites';
import { useDebouncedValue } from './use-debounced-value';

export interface DirectoryEntry {
  site: DiveSiteResponseDto;
  /** Set once the visitor used "Near me". */
  distanceKm?: number;
}

/** Closest first; sites without usable coordinates go last, in their filtered order. */
export function sortByDistance(sites: readonly DiveSiteResponseDto[], origin: LatLng): DirectoryEntry[] {
  const located = sites.map((site, index) => {
    const point = siteLatLng(site);
    return { site, index, distanceKm: point ? distanceKm(origin, point) : undefined };
  });
  located.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.index - b.index);
  return located.map(({ site, distanceKm: km }) => ({ site, distanceKm: km }));
}

/** Cards rendered at first and added by each "Show more": keeps 10,000 matches light on a phone. */
export const PAGE_SIZE = 24;
/** Searches longer than this many characters are reported to analytics (spec). */
export const SEARCH_ANALYTICS_MIN_LENGTH = 3;
const SETTLE_MS = 300;

/**
 * Filter state and everything derived from it for the directory page. The filters live in the URL
 * query (replaced, not pushed, so Back leaves the page rather than undoing keystrokes).
 */
export function useDiveSiteDirectory(sites: readonly DiveSiteResponseDto[] | undefined) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(params), [params]);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [origin, setOrigin] = useState<LatLng | null>(null);

  const all = useMemo(() => sites ?? [], [sites]);
  const prepared = useMemo(() => prepareSites(all), [all]);
  const regions = useMemo(() => regionOptions(all), [all]);
  const matching = useMemo(() => filterSites(prepared, filters), [prepared, filters]);

  const setFilter = useCallback(
    <K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => {
      setParams((current) => filtersToQuery({ ...filtersFromQuery(current), [key]: value }, current), {
        replace: true,
        preventScrollReset: true,
      });
      setLimit(PAGE_SIZE);
    },
    [setParams],
  );
  const clearFilters = useCallback(() => {
    setParams((current) => filtersToQuery(DEFAULT_FILTERS, current), { replace: true, preventScrollReset: true });
    setLimit(PAGE_SIZE);
  }, [setParams]);
  const sortByDistanceFrom = useCallback((here: LatLng | null) => {
    setOrigin(here);
    setLimit(PAGE_SIZE);
  }, []);
  const entries = useMemo(
    (): DirectoryEntry[] => (origin ? sortByDistance(matching, origin) : matching.map((site) => ({ site }))),
    [matching, origin],
  );
  const showMore = useCallback(() => setLimit((current) => current + PAGE_SIZE), []);

  // The map and analytics follow the filters once typing settles, so a keystroke only re-filters the cards.
  const settledFilters = useDebouncedValue(filters, SETTLE_MS);
  const settledMatching = useMemo(() => filterSites(prepared, settledFilters), [prepared, settledFilters]);
  const settledSearch = settledFilters.search.trim();

  const pointsById = useMemo(() => new Map(toMapPoints(all).map((point) => [point.id, point])), [all]);
  const mapPoints = useMemo(
    () =>
      settledMatching.flatMap((site): MapPoint[] => {
        const point = pointsById.get(site.id);
        return point ? [point] : [];
      }),
    [settledMatching, pointsById],
  );
  const mapView: MapView | null = useMemo(
    () => (settledSearch === '' ? DEFAULT_MAP_VIEW : mapCentre(settledMatching)),
    [settledSearch, settledMatching],
  );

  const resultsCount = useRef(settledMatching.length);
  // Before the effect below, which reads it: effects run in the order they are declared.
  useEffect(() => {
    resultsCount.current = settledMatching.length;
  });
  useEffect(() => {
    if (settledSearch.length >= SEARCH_ANALYTICS_MIN_LENGTH) {
      trackEvent('dive_site_search', { search_term: settledSearch, results_count: resultsCount.current });
    }
  }, [settledSearch]);

  return {
    filters,
    setFilter,
    clearFilters,
    regions,
    total: all.length,
    matching,
    visible: entries.slice(0, limit),
    origin,
    sortByDistanceFrom,
    showMore,
    mapPoints,
    mapView,
  };
}
