import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getGetDiveSiteStateQueryOptions, useGetDiveSiteState } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { rememberChosenState } from '@/lib/chosen-state';
import { fetchMain, type PagePrefetch } from '@/lib/page-prefetch';
import type { DiveSiteStateDto, DiveSiteStateSiteDto } from '@/api/generated/models';
import { isApiError } from '@/api/http';
import { LoadErrorAlert } from '@/components/load-error/load-error-alert';
import { NotFoundScreen } from '@/components/not-found/not-found-screen';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { BackToDiveSites } from '../back-to-dive-sites';
import { lazyWindowAlertForm } from '../alerts/lazy-window-alert-form';
import { RegionBestBets } from '../conditions/region-best-bets';
import { mapCentre } from '../dive-site-filters';
import { DiveSiteDataAttribution } from '../dive-site-data-attribution';
import { LazyDiveSitesMap } from '../map/lazy-dive-sites-map';
import { toMapPoints } from '../map/map-points';
import { SkillBadge } from '../skill-badge';

import { stateJsonLd, stateMetaDescription, statePageTitle } from './state-seo';

/** Through the conditions view's chunk, which carries the form (so the dive-site page lists one chunk, not two). */
const LazyWindowAlertForm = lazyWindowAlertForm(() =>
  import('../conditions/dive-site-conditions').then((view) => ({ default: view.WindowAlertForm })),
);

const VALID_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function StateNotFound() {
  return (
    <NotFoundScreen
      title="State Not Found"
      message="We have no dive sites in a state or territory by that name."
      backTo={paths.diveSites.build()}
      backLabel="Back to Dive Sites"
    />
  );
}

/** One compact row: the name (to the site's page), its skill level and reported depth. */
function SiteRow({ site }: { site: DiveSiteStateSiteDto }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      <Link component={RouterLink} to={paths.diveSite.build(site.id)} sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
        {site.name}
      </Link>
      {site.depthRange && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {site.depthRange}
        </Typography>
      )}
      <SkillBadge level={site.skillLevel} />
    </Box>
  );
}

function StateContent({ state }: { state: DiveSiteStateDto }) {
  // Opening a state's page is choosing it: the home page's "Calm this weekend" follows.
  useEffect(() => rememberChosenState(state.code), [state.code]);
  const points = useMemo(() => toMapPoints(state.sites), [state.sites]);
  const view = useMemo(() => mapCentre(state.sites), [state.sites]);
  const byRegion = useMemo(() => {
    const groups = new Map<string, DiveSiteStateSiteDto[]>();
    for (const site of state.sites) groups.set(site.region, [...(groups.get(site.region) ?? []), site]);
    return groups;
  }, [state.sites]);
  const title = statePageTitle(state.name);
  const path = paths.diveSiteState.build(state.slug);
  return (
    <>
      <PageSeo
        title={title}
        description={stateMetaDescription(state)}
        path={path}
        jsonLd={stateJsonLd(state)}
        breadcrumbs={[
          { name: 'Home', path: paths.home.build() },
          { name: 'Dive Sites', path: paths.diveSites.build() },
          { name: title, path },
        ]}
      />
      <PageHero title={title} titleVariant="h3" dense back={<BackToDiveSites />}>
        {state.intro}
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        {/* The weekend's answer first: where in the state looks calm, before its regions and sites. */}
        <RegionBestBets regionName={state.name} sites={state.sites} />
        <Box sx={{ mb: 4 }}>
          <LazyWindowAlertForm scope="state" target={state.slug} name={state.name} />
        </Box>
        <Box component="section" aria-labelledby="state-regions-heading" sx={{ mb: 4 }}>
          <Typography id="state-regions-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
            Regions
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {state.regions.map((region) => (
              <li key={region.slug}>
                <Chip
                  component={RouterLink}
                  to={paths.diveSiteRegion.build(region.slug)}
                  clickable
                  variant="outlined"
                  label={`${region.name} (${region.siteCount})`}
                />
              </li>
            ))}
          </Box>
          <Button
            component={RouterLink}
            to={`${paths.diveSites.build()}?state=${state.code.toLowerCase()}`}
            variant="contained"
            sx={{ mt: 2 }}
          >
            Filter {state.name}’s sites by skill and depth
          </Button>
        </Box>
        <Box sx={{ mb: 4 }}>
          <LazyDiveSitesMap
            points={points}
            view={view}
            height={{ xs: 260, md: 'clamp(280px, 45vh, 440px)' }}
            label={`Map of dive sites in ${state.name}`}
            locate={false}
          />
        </Box>
        <Typography variant="body1" sx={{ fontWeight: 600, mb: 2 }} data-testid="state-site-count">
          {state.siteCount} dive site{state.siteCount === 1 ? '' : 's'}
          {state.guideCount > 0 ? `, ${state.guideCount} with our full guide` : ''}
        </Typography>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          {state.regions.map((region) => (
            <Box component="section" key={region.slug} aria-labelledby={`region-${region.slug}`}>
              <Typography id={`region-${region.slug}`} variant="h6" component="h3" sx={{ mb: 0.5 }}>
                <Link component={RouterLink} to={paths.diveSiteRegion.build(region.slug)} color="inherit" underline="hover">
                  {region.name}
                </Link>
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {(byRegion.get(region.name) ?? []).map((site) => (
                  <SiteRow key={site.id} site={site} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <DiveSiteDataAttribution />
      </Container>
    </>
  );
}

/** /dive-sites/state/{slug}: our intro to diving in the state, its regions, map and sites. */
export function DiveSiteStatePage() {
  const { slug = '' } = useParams();
  const valid = VALID_SLUG.test(slug);
  const { data, isPending, error, refetch } = useGetDiveSiteState(slug, { query: { enabled: valid } });

  if (!valid || (isApiError(error) && error.status === 404)) return <StateNotFound />;
  if (error) {
    return (
      <Container maxWidth="sm" sx={{ py: 10 }}>
        <LoadErrorAlert onRetry={refetch}>This state could not be loaded ({error.message}).</LoadErrorAlert>
      </Container>
    );
  }
  if (isPending || !data) {
    return (
      <Container maxWidth="lg" sx={{ py: 6 }} aria-busy="true" aria-label="Loading state">
        <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rectangular" height={260} sx={{ mt: 3 }} />
      </Container>
    );
  }
  return <StateContent state={data} />;
}

/** Server render: the state, its regions and sites; a slug that cannot be one is not found without asking. */
export const prefetch: PagePrefetch = async ({ queryClient, params }) => {
  const slug = params.slug ?? '';
  if (!VALID_SLUG.test(slug)) return 404;
  return fetchMain(queryClient, getGetDiveSiteStateQueryOptions(slug));
};
