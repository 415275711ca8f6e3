import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { DiveSiteListItemDto } from '@/api/generated/models';
import { trackEvent } from '@/lib/analytics';
import { rememberChosenState } from '@/lib/chosen-state';
import { useAddressState, type AddressCodec } from '@/lib/use-address-state';
import {
  ALL,
  DEFAULT_FILTERS,
  DEFAULT_MAP_VIEW,
  activeFilterBadges,
  filterSites,
  filtersFromQuery,
  filtersToQuery,
  mapCentre,
  prepareSites,
  type DiveSiteFilters,
  type MapView,
  type PreparedSite,
} from './dive-site-filters';
import { isCalmOn, type OutlookDay, type OutlookOnDate } from './conditions/outlook-days';
import { inMapArea, type MapArea } from './map/map-area';
import { toMapPoints, type MapPoint } from './map/map-points';
import { distanceKm, siteLatLng, type LatLng } from './nearby-sites';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** A site as the directory lists it (GET /api/dive-sites/list). */
type DirectorySite = DiveSiteListItemDto;

export interface DirectoryEntry {
  site: DirectorySite;
  /** Set once the visitor used "Near me". */
  distanceKm?: number;
}

/** Closest first; sites without usable coordinates go last, in their filtered order. */
export function sortByDistance(sites: readonly DirectorySite[], origin: LatLng): DirectoryEntry[] {
  const located = sites.map((site, index) => {
    const point = siteLatLng(site);
    return { site, index, distanceKm: point ? distanceKm(origin, point) : undefined };
  });
  located.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.index - b.index);
  return located.map(({ site, distanceKm: km }) => ({ site, distanceKm: km }));
}

/** The sites within the chosen map area (all of them without one); the list keeps its order. */
function withinArea<T extends Pick<DirectorySite, 'latitude' | 'longitude'>>(sites: readonly T[], area: MapArea | null): readonly T[] {
  if (!area) return sites;
  return sites.filter((site) => {
    const point = siteLatLng(site);
    return point !== null && inMapArea(point.lat, point.lng, area);
  });
}

/** Rows rendered at first and added by each "Show more": keeps 10,000 matches light on a phone. */
export const PAGE_SIZE = 24;
/** Searches longer than this many characters are reported to analytics (spec). */
export const SEARCH_ANALYTICS_MIN_LENGTH = 3;
const SETTLE_MS = 300;
/** The most cards an address can ask for at once ("Show more" depth survives Back, reload and sharing). */
const MAX_SHOWN = 100 * PAGE_SIZE;
const SHOWN_PARAM = 'shown';

/** What the directory keeps in its address: the filters and how far "Show more" went. */
export interface DirectoryState {
  filters: DiveSiteFilters;
  shown: number;
}

/** `shown` is a whole number of pages of cards; anything else in the address falls back to one page. */
export function shownFromQuery(params: URLSearchParams): number {
  const raw = params.get(SHOWN_PARAM) ?? '';
  const number = /^\d{1,5}$/.test(raw) ? Number(raw) : PAGE_SIZE;
  return Math.min(MAX_SHOWN, Math.max(PAGE_SIZE, Math.ceil(number / PAGE_SIZE) * PAGE_SIZE));
}

export const directoryCodec: AddressCodec<DirectoryState> = {
  read: (params) => ({ filters: filtersFromQuery(params), shown: shownFromQuery(params) }),
  write: ({ filters, shown }, current) => {
    const next = filtersToQuery(filters, current);
    if (shown > PAGE_SIZE) next.set(SHOWN_PARAM, String(shown));
    else next.delete(SHOWN_PARAM);
    return next;
  },
};

/**
 * Filter state and everything derived from it for the directory page. The filters and the "Show more"
 * depth are the page's own state, mirrored into the address (see useAddressState): typing never loses
 * a letter, and Back, reload and a shared link come back to the same list.
 */
export function useDiveSiteDirectory(
  sites: readonly DirectorySite[] | undefined,
  /** Each site's day outlooks (undefined while they load): the Outlook filter reads them. */
  outlooks?: ReadonlyMap<number, readonly OutlookOnDate[]>,
  /** Each site's description, once loaded: the search then finds words in them too. */
  descriptions?: ReadonlyMap<number, string>,
) {
  const [state, setState] = useAddressState(directoryCodec);
  const { filters, shown: limit } = state;
  const [origin, setOrigin] = useState<LatLng | null>(null);
  // "Search this area": the sites within the map's edges, until the visitor clears it.
  const [area, setArea] = useState<MapArea | null>(null);

  const all = useMemo(() => sites ?? [], [sites]);
  // The sites are prepared for filtering (lower-cased, depths parsed) the first time a filter is set,
  // not while the page hydrates: with no filter every site is listed as it comes. A first tap that
  // lands before the page is alive hydrates this hook inside the tap, on a slow phone.
  const filterOrAll = useMemo(() => {
    let prepared: PreparedSite<DirectorySite>[] | null = null;
    return (chosen: DiveSiteFilters, isCalm: (siteId: number, day: OutlookDay) => boolean): readonly DirectorySite[] => {
      // No filter in force (a search of spaces is none): every site, in the order it comes.
      if (activeFilterBadges(chosen).length === 0) return all;
      prepared ??= prepareSites(all, descriptions);
      return filterSites(prepared, chosen, isCalm);
    };
  }, [all, descriptions]);
  // The cards follow the filters at a lower priority than the keystroke, so a slow phone keeps up with typing.
  const deferredFilters = useDeferredValue(filters);
  const isCalm = useCallback((siteId: number, day: OutlookDay) => isCalmOn(outlooks?.get(siteId), day), [outlooks]);
  const filtered = useMemo(() => filterOrAll(deferredFilters, isCalm), [filterOrAll, deferredFilters, isCalm]);
  const matching = useMemo(() => withinArea(filtered, area), [filtered, area]);

  const setFilter = useCallback(
    <K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => {
      if (key === 'state') rememberChosenState(value === ALL ? '' : String(value));
      setState(
        (current) => {
          const filters = { ...current.filters, [key]: value };
          // A region belongs to one state: choosing another state lets the region go.
          if (key === 'state' && value !== current.filters.state) filters.region = DEFAULT_FILTERS.region;
          return { filters, shown: PAGE_SIZE };
        },
        { immediate: key !== 'search' },
      );
    },
    [setState],
  );
  const clearFilters = useCallback(() => {
    setArea(null);
    setState({ filters: { ...DEFAULT_FILTERS }, shown: PAGE_SIZE }, { immediate: true });
  }, [setState]);
  const sortByDistanceFrom = useCallback(
    (here: LatLng | null) => {
      setOrigin(here);
      setState((current) => ({ ...current, shown: PAGE_SIZE }), { immediate: true });
    },
    [setState],
  );
  // The same array while the rows stay the same: the memoised list (and its part of the page, still
  // waiting to hydrate) is left alone by a key until the deferred render changes the rows.
  const visible = useMemo(
    (): DirectoryEntry[] =>
      origin ? sortByDistance(matching, origin).slice(0, limit) : matching.slice(0, limit).map((site) => ({ site })),
    [matching, origin, limit],
  );
  const showMore = useCallback(
    () => setState((current) => ({ ...current, shown: Math.min(MAX_SHOWN, current.shown + PAGE_SIZE) }), { immediate: true }),
    [setState],
  );

  // The map and analytics follow the filters once typing settles, so a keystroke only re-filters the cards.
  const settledFilters = useDebouncedValue(filters, SETTLE_MS);
  // Once typing settles (and always on the server) both follow the same filters: filter once.
  const settledIsCurrent = settledFilters === deferredFilters;
  const settledOwn = useMemo(
    () => (settledIsCurrent ? null : filterOrAll(settledFilters, isCalm)),
    [filterOrAll, settledFilters, settledIsCurrent, isCalm],
  );
  const settledFiltered = settledOwn ?? filtered;
  const settledMatching = useMemo(() => withinArea(settledFiltered, area), [settledFiltered, area]);
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
    // Where the search's matches are, not only those within a chosen area: choosing one never moves the map.
    () => (settledSearch === '' ? DEFAULT_MAP_VIEW : mapCentre(settledFiltered)),
    [settledSearch, settledFiltered],
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
    /** The filters the list shows: they follow `filters` in the deferred render, with the rows. */
    listedFilters: deferredFilters,
    setFilter,
    clearFilters,
    /** Every site (an empty list while they load). */
    sites: all,
    total: all.length,
    matching,
    visible,
    origin,
    sortByDistanceFrom,
    showMore,
    mapPoints,
    mapView,
    area,
    searchArea: setArea,
  };
}
