import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGetDiveSiteRegion, getGetDiveSiteRegionQueryOptions } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { RegionBestBets } from './conditions/region-best-bets';
import type { DiveSiteRegionDto } from '@/api/generated/models';
import { DetailPageStates } from '@/components/detail-page/detail-page-states';
import { PageHero } from '@/components/page-hero/page-hero';
import { BackToDiveSites } from './back-to-dive-sites';
import { lazyWindowAlertForm } from './alerts/lazy-window-alert-form';
import type { NotFoundScreenProps } from '@/components/not-found/not-found-screen';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { mapCentre } from './dive-site-filters';
import { DiveSiteCard } from './dive-site-card';
import { SiteKindArtSheet } from './site-kind-art';
import { DiveSiteCardSkeleton } from './dive-site-card-skeleton';
import { useSiteVideoDialog } from './dive-site-video';
import { DiveSiteDataAttribution } from './dive-site-data-attribution';
import { LazyDiveSitesMap } from './map/lazy-dive-sites-map';
import { toMapPoints } from './map/map-points';
import { fetchMain, type PagePrefetch } from '@/lib/page-prefetch';

/** Through the conditions view's chunk, which carries the form (so the dive-site page lists one chunk, not two). */
const LazyWindowAlertForm = lazyWindowAlertForm(() =>
  import('./conditions/dive-site-conditions').then((view) => ({ default: view.WindowAlertForm })),
);

const VALID_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function regionPageTitle(name: string): string {
  return `Dive sites in ${name}`;
}

const NOT_FOUND: NotFoundScreenProps = {
  title: 'Region Not Found',
  message: 'We have no dive sites in a region by that name.',
  backTo: paths.diveSites.build(),
  backLabel: 'Back to Dive Sites',
};

function RegionContent({ region }: { region: DiveSiteRegionDto }) {
  const points = useMemo(() => toMapPoints(region.sites), [region.sites]);
  const view = useMemo(() => mapCentre(region.sites), [region.sites]);
  const title = regionPageTitle(region.name);
  const guides = region.guideCount > 0 ? `, ${region.guideCount} with our full guide` : '';
  const video = useSiteVideoDialog(region.sites);
  return (
    <>
      <PageSeo
        title={title}
        description={region.intro}
        path={paths.diveSiteRegion.build(region.slug)}
        breadcrumbs={[
          { name: 'Home', path: paths.home.build() },
          { name: 'Dive Sites', path: paths.diveSites.build() },
          { name: title, path: paths.diveSiteRegion.build(region.slug) },
        ]}
      />
      <PageHero title={title} titleVariant="h3" dense back={<BackToDiveSites />}>
        {region.intro}
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <RegionBestBets regionName={region.name} sites={region.sites} />
        <Box sx={{ mb: 4 }}>
          <LazyWindowAlertForm scope="region" target={region.slug} name={region.name} />
        </Box>
        <Box sx={{ mb: 4 }}>
          <LazyDiveSitesMap
            points={points}
            view={view}
            height="clamp(280px, 45vh, 440px)"
            label={`Map of dive sites in ${region.name}`}
            locate={false}
          />
        </Box>
        <Typography variant="body1" sx={{ fontWeight: 600, mb: 3 }} data-testid="region-site-count">
          {region.siteCount} dive site{region.siteCount === 1 ? '' : 's'}
          {guides}
        </Typography>
        <SiteKindArtSheet>
          <Box sx={gridSx}>
            {region.sites.map((site) => (
              <DiveSiteCard key={site.id} site={site} onWatchVideo={video.open} />
            ))}
          </Box>
        </SiteKindArtSheet>
        <DiveSiteDataAttribution />
      </Container>
      {video.dialog}
    </>
  );
}

/** /dive-sites/region/{slug}: our intro to the region, its map and its cards. */
export function DiveSiteRegionPage() {
  const { slug = '' } = useParams();
  const valid = VALID_SLUG.test(slug);
  const regionQuery = useGetDiveSiteRegion(slug, { query: { enabled: valid } });

  return (
    <DetailPageStates
      query={regionQuery}
      valid={valid}
      notFound={NOT_FOUND}
      failed="This region could not be loaded"
      loading={<RegionSkeleton />}
    >
      {(region) => <RegionContent region={region} />}
    </DetailPageStates>
  );
}

function RegionSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }} aria-busy="true" aria-label="Loading region">
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
        <PlaceOutlinedIcon color="disabled" />
        <Skeleton variant="text" width="30%" />
      </Stack>
      <Box sx={gridSx}>
        {Array.from({ length: 6 }, (_, i) => (
          <DiveSiteCardSkeleton key={i} />
        ))}
      </Box>
    </Container>
  );
}

/** Server render: the region and its sites; a slug that cannot be one is not found without asking. */
export const prefetch: PagePrefetch = async ({ queryClient, params }) => {
  const slug = params.slug ?? '';
  if (!VALID_SLUG.test(slug)) return 404;
  return fetchMain(queryClient, getGetDiveSiteRegionQueryOptions(slug));
};
