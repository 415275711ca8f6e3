import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useMemo, useRef, type ReactNode } from 'react';
import { parsePathId } from '@ddu/shared/text/path-id';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  getGetDiveSitesQueryKey,
  getGetDiveSiteListQueryOptions,
  useGetDiveSite,
  getGetDiveSiteQueryOptions,
} from '@/api/generated/endpoints/dive-sites/dive-sites';
import type { DiveSiteListItemDto, DiveSiteResponseDto } from '@/api/generated/models';
import { DetailPageStates } from '@/components/detail-page/detail-page-states';
import { PageHero } from '@/components/page-hero/page-hero';
import { BackToDiveSites } from './back-to-dive-sites';
import type { NotFoundScreenProps } from '@/components/not-found/not-found-screen';
import { paths } from '@/config/paths';
import { DiveSiteDataAttribution } from './dive-site-data-attribution';
import { DiveSiteFacts } from './dive-site-facts';
import { SiteExposure } from './site-exposure';
import { LazyDiveSiteConditions, SiteWindowAlertForm } from './conditions/lazy-dive-site-conditions';
import { SiteForecastVerdict, THREE_DAYS_ANCHOR } from './conditions/site-forecast-verdict';
import { DiveSiteHead } from './dive-site-head';
import { DiveSiteImage } from './dive-site-image';
import { DiveSiteVideoPlayer } from './dive-site-video';
import { LazyDiveSitesMap } from './map/lazy-dive-sites-map';
import { toMapPoints } from './map/map-points';
import { NEARBY_RADIUS_KM, formatDistance, nearbySites, siteLatLng } from './nearby-sites';
import { ReviewLinkButton } from './review-link-button';
import { siteKind } from './site-kind';
import { SkillBadge } from './skill-badge';
import { useQueryInTransition } from '@/lib/use-query-in-transition';
import { useNearViewport } from '@/lib/use-near-viewport';
import { fetchMain, type PagePrefetch } from '@/lib/page-prefetch';

const SITE_ZOOM = 11;

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} sx={{ display: 'grid', gap: 1.5, scrollMarginTop: 80 }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LongText({ text }: { text: string }) {
  return <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>;
}

const NOT_FOUND: NotFoundScreenProps = {
  title: 'Dive Site Not Found',
  message: "The dive site you're looking for doesn't exist or has been removed.",
  backTo: paths.diveSites.build(),
  backLabel: 'Back to Dive Sites',
};

function LoadingSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }} aria-busy="true" aria-label="Loading dive site">
      <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="text" width="25%" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '2fr 1fr' }, mt: 3 }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 1 }} />
        <Skeleton variant="rectangular" height={280} sx={{ borderRadius: 1 }} />
      </Box>
    </Container>
  );
}

/** Every site as the directory lists it: what the nearby list and the map need, a third of the full list's bytes. */
type OtherSites = readonly DiveSiteListItemDto[] | undefined;

function NearbyList({ site, all }: { site: DiveSiteResponseDto; all: OtherSites }) {
  const nearby = useMemo(() => (all ? nearbySites(site, all) : []), [site, all]);
  if (!all) return <Skeleton variant="rectangular" height={120} />;
  if (nearby.length === 0) {
    return <Typography color="text.secondary">No other dive sites in our guide within {NEARBY_RADIUS_KM} km.</Typography>;
  }
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      aria-label={`Dive sites within ${NEARBY_RADIUS_KM} km`}
    >
      {nearby.map(({ site: other, distanceKm }) => (
        <Box component="li" key={other.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={paths.diveSite.build(other.id)} sx={{ fontWeight: 600 }}>
              {other.name}
            </Link>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {other.skillLevel} · {other.depthRange || 'depth not recorded'}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: 'secondary.dark' }}>
            {formatDistance(distanceKm)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The guide itself: memoised, so the other sites arriving once the page is live re-render the
 * location column alone, not the whole guide.
 */
const SiteGuide = memo(function SiteGuide({ site }: { site: DiveSiteResponseDto }) {
  return (
    <Stack spacing={4}>
      <SiteForecastVerdict siteId={site.id} />
      <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <DiveSiteImage
          src={site.imageUrl}
          alt={site.imageAlt || site.name}
          kind={siteKind(site.name)}
          height={site.imageUrl ? 9 : 6}
          sizes="(min-width: 900px) 800px, 100vw"
          priority
        />
      </Box>
      <Section title="About this site">
        <LongText text={site.description || 'No description yet.'} />
        <Box>
          <ReviewLinkButton reviewLink={site.reviewLink} size="medium" />
        </Box>
      </Section>
      <Section title="Conditions">
        <DiveSiteFacts site={site} />
        <SiteExposure exposure={site.exposure} />
      </Section>
      <Section title="The next three days" id={THREE_DAYS_ANCHOR}>
        <LazyDiveSiteConditions siteId={site.id} typicalWaterTemp={site.waterTemp} />
      </Section>
      <SiteWindowAlertForm scope="site" target={String(site.id)} name={site.name} />
      {site.marineLife && (
        <Section title="Marine life">
          <LongText text={site.marineLife} />
        </Section>
      )}
      {site.hazards && (
        <Section title="Safety notes">
          <LongText text={site.hazards} />
        </Section>
      )}
      {site.facilities && (
        <Section title="Facilities">
          <LongText text={site.facilities} />
        </Section>
      )}
      {site.videoUrl && (
        <Section title={`Dive Video: ${site.name}`}>
          <DiveSiteVideoPlayer videoUrl={site.videoUrl} siteName={site.name} />
        </Section>
      )}
    </Stack>
  );
});

function Coordinates({ point }: { point: ReturnType<typeof siteLatLng> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        GPS coordinates
      </Typography>
      {point ? (
        <>
          <Typography sx={{ fontFamily: 'monospace' }}>
            {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
          </Typography>
          <Link
            href={`https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=15/${point.lat}/${point.lng}`}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            Open in OpenStreetMap <OpenInNewIcon fontSize="inherit" />
          </Link>
        </>
      ) : (
        <Typography color="text.secondary">Coordinates not recorded.</Typography>
      )}
    </Paper>
  );
}

/**
 * The map, the coordinates and the sites within 50 km. The other sites are asked for only once this
 * column comes near the screen: on a phone it follows the whole guide, and a diver who reads only
 * the guide does not download and parse every site in Australia.
 */
function SiteLocation({ site }: { site: DiveSiteResponseDto }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const { data: all } = useQueryInTransition(getGetDiveSiteListQueryOptions(undefined, { query: { enabled: near } }));
  const mapPoints = useMemo(() => {
    const nearby = all ? nearbySites(site, all).map((n) => n.site) : [];
    return toMapPoints([site, ...nearby]);
  }, [site, all]);
  const point = siteLatLng(site);
  const here = useMemo(() => mapPoints.find((candidate) => candidate.id === site.id) ?? null, [mapPoints, site.id]);

  return (
    <Stack spacing={3} component="aside" aria-label="Location" ref={ref}>
      <LazyDiveSitesMap
        points={mapPoints}
        view={point ? { ...point, zoom: SITE_ZOOM } : null}
        height={300}
        label={`Map of ${site.name} and nearby dive sites`}
        locate={false}
        highlight={here}
      />
      <Coordinates point={point} />
      <Paper variant="outlined" component="section" sx={{ p: 2.5, display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          Nearby dive sites
        </Typography>
        <NearbyList site={site} all={all} />
      </Paper>
    </Stack>
  );
}

function SiteDetail({ site }: { site: DiveSiteResponseDto }) {
  return (
    <>
      <DiveSiteHead site={site} />
      <PageHero title={site.name} titleVariant="h3" dense back={<BackToDiveSites />}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: 1 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {site.region}
          </Typography>
          <SkillBadge level={site.skillLevel} />
          {site.videoUrl && (
            <Chip size="small" icon={<PlayCircleOutlinedIcon />} label="Video" sx={{ bgcolor: 'common.white', fontWeight: 600 }} />
          )}
          {site.featured && <Chip size="small" icon={<StarIcon />} label="Featured" color="warning" sx={{ fontWeight: 600 }} />}
        </Stack>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
          <SiteGuide site={site} />
          <SiteLocation site={site} />
        </Box>
        <DiveSiteDataAttribution />
      </Container>
    </>
  );
}

/** One dive site: everything on the card at full length, a map, the video and the sites within 50 km. */
export function DiveSitePage() {
  const parsedId = parsePathId(useParams().id);
  const valid = parsedId !== null;
  const siteId = parsedId ?? 0;
  const queryClient = useQueryClient();
  const fromList = () => queryClient.getQueryData<DiveSiteResponseDto[]>(getGetDiveSitesQueryKey())?.find((site) => site.id === siteId);
  // Coming from the directory, the site is shown at once from the list while its own request runs.
  const siteQuery = useGetDiveSite(siteId, { query: { enabled: valid, placeholderData: fromList } });

  return (
    <DetailPageStates
      query={siteQuery}
      valid={valid}
      notFound={NOT_FOUND}
      failed="This dive site could not be loaded"
      loading={<LoadingSkeleton />}
    >
      {(site) => <SiteDetail site={site} />}
    </DetailPageStates>
  );
}

/** Server render: the site (the nearby sites come in the browser); an address that is no id is not found without asking. */
export const prefetch: PagePrefetch = async ({ queryClient, params }) => {
  const id = parsePathId(params.id);
  if (id === null) return 404;
  return fetchMain(queryClient, getGetDiveSiteQueryOptions(id));
};
