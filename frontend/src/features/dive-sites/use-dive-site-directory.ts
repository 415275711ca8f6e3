import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { trackEvent } from '@/lib/analytics';
import {
  DEFAULT_FILTERS,
  DEFAULT_MAP_VIEW,
  filterSites,
  mapCentre,
  prepareSites,
  regionOptions,
  type DiveSiteFilters,
  type MapView,
} from './dive-site-filters';
import { toMapPoints, type MapPoint } from './map/map-points';
import { useDebouncedValue } from './use-debounced-value';

/** Cards rendered at first and added by each "Show more": keeps 10,000 matches light on a phone. */
export const PAGE_SIZE = 24;
/** Searches longer than this many characters are reported to analytics (spec). */
export const SEARCH_ANALYTICS_MIN_LENGTH = 3;
const SETTLE_MS = 300;

/** Filter state and everything derived from it for the directory page. */
export function useDiveSiteDirectory(sites: readonly DiveSiteResponseDto[] | undefined) {
  const [filters, setFilters] = useState<DiveSiteFilters>(DEFAULT_FILTERS);
  const [limit, setLimit] = useState(PAGE_SIZE);

  const all = useMemo(() => sites ?? [], [sites]);
  const prepared = useMemo(() => prepareSites(all), [all]);
  const regions = useMemo(() => regionOptions(all), [all]);
  const matching = useMemo(() => filterSites(prepared, filters), [prepared, filters]);

  const setFilter = useCallback(<K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setLimit(PAGE_SIZE);
  }, []);
  const clearFilters = useCallback(() => {
    setFilters(DEFAULT_FILTERS);
    setLimit(PAGE_SIZE);
  }, []);
  const showMore = useCallback(() => setLimit((current) => current + PAGE_SIZE), []);

  // The map and analytics follow the filters once typing settles, so a keystroke only re-filters the cards.
  const settledFilters = useDebouncedValue(filters, SETTLE_MS);
  const settledMatching = useMemo(() => filterSites(prepared, settledFilters), [prepared, settledFilters]);
  const settledSearch = settledFilters.search.trim();

  const pointsById = useMemo(() => new Map(toMapPoints(all).map((point) => [point.id, point])), [all]);
  const mapPoints = useMemo(
    () => settledMatching.flatMap((site): MapPoint[] => {
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
  resultsCount.current = settledMatching.length;
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
    visible: matching.slice(0, limit),
    showMore,
    mapPoints,
    mapView,
  };
}
