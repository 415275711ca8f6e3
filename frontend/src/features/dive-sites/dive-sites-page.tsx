import ScubaDivingIcon from '@mui/icons-material/ScubaDiving';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { memo, useMemo } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import {
  useGetDiveSiteList,
  getGetDiveSiteListQueryOptions,
  getGetDiveSiteRegionsQueryOptions,
  getGetDiveSiteStatesQueryOptions,
} from '@/api/generated/endpoints/dive-sites/dive-sites';
import { getGetDiveSitesOutlookQueryOptions } from '@/api/generated/endpoints/dive-site-conditions/dive-site-conditions';
import { paths } from '@/config/paths';
import { LoadErrorAlert } from '@/components/load-error/load-error-alert';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { useQueryInTransition } from '@/lib/use-query-in-transition';
import { ALL, DEFAULT_FILTERS, activeFilterBadges, type DiveSiteFilters, type OutlookFilter } from './dive-site-filters';
import type { CardOutlook } from './dive-site-card';
import { ForecastAttribution } from '@/components/forecast/forecast-attribution';
import { OUTLOOK_SHORT, dayFor, dayWord, type OutlookOnDate } from './conditions/outlook-days';
import { setForecastNotice } from '@/components/forecast/forecast-notice';
import { OutlookUnavailableResults } from './conditions/outlook-unavailable-results';
import { useSiteVideoDialog } from './dive-site-video';
import { DiveSiteDataAttribution } from './dive-site-data-attribution';
import { DiveSiteFilterPanel } from './dive-site-filter-panel';
import { DirectoryMapSection } from './directory-map-section';
import { useDiveSiteDirectory } from './use-dive-site-directory';
import { fetchExtra, fetchMain, worstStatus, type PagePrefetch } from '@/lib/page-prefetch';
import { RegionLinksByState } from './states/region-links-by-state';
import { StateQuickFilters } from './states/state-quick-filters';
import { DirectoryLayout, DirectoryResultList, showResults } from './directory-results';
import { DirectoryRowsSkeleton } from './directory-rows-skeleton';
import { useSiteDescriptions } from './use-site-descriptions';

// Memoised, as are the region links: typing in the search re-renders the page, not them.
const Hero = memo(function Hero({ total, guides }: { total: number | null; guides: number }) {
  return (
    <HydrateApart>
      <PageHero title="Australian Dive Sites" eyebrow="Dive site guide" eyebrowIcon={<ScubaDivingIcon aria-hidden />} dense>
        {total === null ? 'Hundreds of' : total} dive sites around the Australian coast and its island territories, with GPS coordinates and
        reported depths{guides > 0 ? `, and our own guides to ${guides} of the best known` : ''}.
        {/* On a phone the results come first: the how-to is for larger screens, where it costs no results. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {' '}
          Filter by region, depth or the certification you hold, or tap &ldquo;Near me&rdquo; on the map to sort them by distance.
        </Box>
      </PageHero>
    </HydrateApart>
  );
});

/**
 * The page's column (as MUI's Container, lg): one style sheet, hydrated with the page's frame inside a
 * first tap that lands before the page is alive.
 */
const Frame = styled('div')(({ theme }) => ({
  width: '100%',
  marginLeft: 'auto',
  marginRight: 'auto',
  boxSizing: 'border-box',
  padding: theme.spacing(2.5, 2),
  [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(6), paddingBottom: theme.spacing(6) },
  [theme.breakpoints.up('lg')]: { maxWidth: theme.breakpoints.values.lg },
}));

/** "Show more", hydrated on its own; memoised, so a key leaves it alone until the rows change. */
const ShowMore = memo(function ShowMore({ shown, matching, onShowMore }: { shown: number; matching: number; onShowMore: () => void }) {
  return (
    <HydrateApart>
      <Stack sx={{ alignItems: 'center', mt: 4 }} spacing={1}>
        <Button variant="contained" color="secondary" size="large" onClick={onShowMore}>
          Show more dive sites
        </Button>
        <Typography variant="body2" color="text.secondary">
          {shown} of {matching} shown
        </Typography>
      </Stack>
    </HydrateApart>
  );
});

/** The data's sources, hydrated on its own: nothing in it changes while the visitor types. */
const Attribution = memo(function Attribution() {
  return (
    <HydrateApart>
      <DiveSiteDataAttribution />
    </HydrateApart>
  );
});

/**
 * The count, the chips of the filters in force and the search's heading: a part of its own, hydrated
 * after the page's frame. Memoised, and it follows the filters the list shows (the deferred ones), so a
 * key leaves it alone until the rows change, and a first key does not hydrate it in its own frame.
 */
const ResultsSummary = memo(function ResultsSummary({
  pending,
  shown,
  total,
  filters,
  sortedByDistance,
  inArea,
  onSortByDistance,
  onSearchArea,
  onFilter,
}: {
  pending: boolean;
  shown: number;
  total: number;
  filters: DiveSiteFilters;
  sortedByDistance: boolean;
  inArea: boolean;
  onSortByDistance: (here: null) => void;
  onSearchArea: (area: null) => void;
  onFilter: <K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => void;
}) {
  const badges = activeFilterBadges(filters);
  const search = filters.search.trim();
  return (
    <HydrateApart>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5, mb: 3, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        {/* The results' heading: the rows below are its h3s. */}
        <Typography variant="body1" component="h2" sx={{ fontWeight: 600 }} aria-live="polite" data-testid="dive-site-count">
          {pending ? 'Loading dive sites...' : `Showing ${shown} of ${total} dive sites`}
        </Typography>
        {sortedByDistance && (
          <Chip
            label="Sorted by distance from you"
            color="primary"
            size="small"
            onDelete={() => onSortByDistance(null)}
            data-testid="distance-sort"
          />
        )}
        {inArea && (
          <Chip label="In the map area" color="primary" size="small" onDelete={() => onSearchArea(null)} data-testid="map-area-filter" />
        )}
        {badges.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Active filters">
            {badges.map((badge) => (
              <Chip
                key={badge.key}
                label={badge.label}
                color="secondary"
                variant="outlined"
                size="small"
                onDelete={() => onFilter(badge.key, DEFAULT_FILTERS[badge.key])}
              />
            ))}
          </Stack>
        )}
      </Stack>

      {search !== '' && (
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          Search results for &ldquo;{search}&rdquo;
        </Typography>
      )}
    </HydrateApart>
  );
});

/** The card's badge: the outlook of the filter's day, or of today. */
function cardOutlook(days: readonly OutlookOnDate[] | undefined, filter: OutlookFilter): CardOutlook | undefined {
  if (!days) return undefined;
  const day = dayFor(days, filter === ALL ? 'today' : filter);
  if (!day || day.outlook === 'unknown') return undefined;
  const when = dayWord(days, day);
  return {
    label: `${OUTLOOK_SHORT[day.outlook]} ${when === 'today' || when === 'tomorrow' ? when : `on ${when}`}`,
    calm: day.outlook === 'calm',
  };
}

export function DiveSitesPage() {
  const { data: sites, isPending, isError, error, refetch } = useGetDiveSiteList();
  // Loaded by the browser only (the server's HTML leaves it out): the forecast is never older than the page.
  // It arrives as a transition: the cards take their badges in a render that yields to taps and typing.
  const {
    data: outlook,
    isError: outlookFailed,
    dataUpdatedAt: outlookAt,
    errorUpdatedAt: outlookErrorAt,
  } = useQueryInTransition(getGetDiveSitesOutlookQueryOptions());
  const outlookNotice = setForecastNotice(outlook, outlookFailed, Math.max(outlookAt, outlookErrorAt));
  const outlooks = useMemo(() => (outlook ? new Map(outlook.sites.map((site) => [site.siteId, site.days])) : undefined), [outlook]);
  const descriptions = useSiteDescriptions();
  const directory = useDiveSiteDirectory(sites, outlooks, descriptions);
  const { filters, matching, visible, total } = directory;
  const guideCount = useMemo(() => (sites ?? []).filter((site) => site.featured).length, [sites]);
  const video = useSiteVideoDialog(sites);
  // One badge object per site while the outlook and its filter stay the same, so the memoised cards
  // skip the page's other re-renders (typing in the search, the map arriving).
  const cardBadges = useMemo(() => {
    const byId = new Map<number, CardOutlook>();
    for (const [siteId, days] of outlooks ?? []) {
      const badge = cardOutlook(days, filters.outlook);
      if (badge) byId.set(siteId, badge);
    }
    return byId;
  }, [outlooks, filters.outlook]);
  const waitingForOutlook = filters.outlook !== ALL && !outlooks && !outlookFailed;
  const outlookBlocked = outlookNotice?.kind === 'unavailable' && filters.outlook !== ALL;

  return (
    <>
      <PageSeo
        title="Australian Dive Sites Map & Guide"
        description="Find dive sites around Australia on an interactive map: filter by region, skill level and depth, with GPS coordinates, conditions and nearby sites."
        path={paths.diveSites.build()}
      />
      <Hero total={sites ? total : null} guides={guideCount} />
      <Frame>
        <StateQuickFilters state={filters.state} skillLevel={filters.skillLevel} onChange={directory.setFilter} />

        {/* Hydrated on its own: a tap on the search box hydrates this part alone. */}
        <HydrateApart>
          <DiveSiteFilterPanel
            filters={filters}
            sites={directory.sites}
            onChange={directory.setFilter}
            onClear={directory.clearFilters}
            matchCount={matching.length}
            outlookNotice={outlookNotice}
            onSheetClosed={showResults}
          />
        </HydrateApart>

        <DirectoryLayout
          map={
            <DirectoryMapSection
              points={directory.mapPoints}
              view={directory.mapView}
              onLocated={directory.sortByDistanceFrom}
              onSearchArea={directory.searchArea}
            />
          }
        >
          <ResultsSummary
            pending={isPending}
            shown={matching.length}
            total={total}
            filters={directory.listedFilters}
            sortedByDistance={directory.origin !== null}
            inArea={directory.area !== null}
            onSortByDistance={directory.sortByDistanceFrom}
            onSearchArea={directory.searchArea}
            onFilter={directory.setFilter}
          />

          {isPending && <DirectoryRowsSkeleton />}

          {isError && <LoadErrorAlert onRetry={refetch}>The dive sites could not be loaded ({error.message}).</LoadErrorAlert>}

          {sites && waitingForOutlook && (
            <Typography sx={{ textAlign: 'center', py: 8 }} aria-busy="true">
              Loading the conditions outlook…
            </Typography>
          )}

          {sites && outlookNotice && outlookBlocked && (
            <OutlookUnavailableResults notice={outlookNotice} onShowAll={() => directory.setFilter('outlook', ALL)} />
          )}

          {sites && !waitingForOutlook && !outlookBlocked && matching.length === 0 && (
            <Box sx={{ textAlign: 'center', py: 8 }}>
              <Typography variant="h5" component="p" sx={{ mb: 1 }}>
                No dive sites found
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                No site matches all of your filters. Try a broader search or another region.
              </Typography>
              <Button variant="contained" onClick={directory.clearFilters}>
                Clear all filters
              </Button>
            </Box>
          )}

          {visible.length > 0 && <DirectoryResultList entries={visible} outlooks={cardBadges} onWatchVideo={video.open} />}

          {visible.length < matching.length && (
            <ShowMore shown={visible.length} matching={matching.length} onShowMore={directory.showMore} />
          )}
        </DirectoryLayout>

        <RegionLinksByState state={filters.state} />

        {outlook && <ForecastAttribution attribution={outlook.attribution} sx={{ mt: 3 }} />}
        <Attribution />
      </Frame>
      {video.dialog}
    </>
  );
}

/** Server render: every dive site as a row (GET /api/dive-sites/list, a third of the full list's bytes), and the regions and states for the filters and links. */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  worstStatus(
    fetchMain(queryClient, getGetDiveSiteListQueryOptions()),
    fetchExtra(queryClient, getGetDiveSiteRegionsQueryOptions()),
    fetchExtra(queryClient, getGetDiveSiteStatesQueryOptions()),
  );
