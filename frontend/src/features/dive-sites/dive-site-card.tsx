import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { paths } from '@/config/paths';
import { TRUNCATE_LENGTHS, truncate } from './dive-site-filters';
import { DiveSiteFacts } from './dive-site-facts';
import { DiveSiteImage } from './dive-site-image';
import { DiveSiteVideoDialog } from './dive-site-video';
import { ReviewLinkButton } from './review-link-button';
import { siteKind } from './site-kind';
import { formatDistance } from './nearby-sites';
import { regionSlug } from '@ddu/shared/dive-sites/region-slug';
import { SkillBadge } from './skill-badge';

function Note({ label, text }: { label: string; text: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {label}:
      </Box>{' '}
      {text}
    </Typography>
  );
}

export interface CardOutlook {
  /** e.g. "Calm today", "Rough on Saturday". */
  label: string;
  calm: boolean;
}

export const DiveSiteCard = memo(function DiveSiteCard({
  site,
  distanceKm,
  outlook,
  onWatchVideo,
}: {
  site: DiveSiteResponseDto;
  distanceKm?: number;
  /** The Open-Meteo outlook badge, once the directory's outlook has loaded. */
  outlook?: CardOutlook;
  /** Opens the page's video dialog (see useSiteVideoDialog); without it the card keeps its own. */
  onWatchVideo?: (siteId: number) => void;
}) {
  const [videoOpen, setVideoOpen] = useState(false);
  const detailPath = paths.diveSite.build(site.id);
  const slug = regionSlug(site.region);
  const stripOnly = !site.imageUrl && !site.featured;
  const videoChip = site.videoUrl ? (
    <Chip size="small" icon={<PlayCircleOutlinedIcon />} label="Video" sx={{ bgcolor: 'common.white', fontWeight: 600 }} />
  ) : null;

  return (
    <Card component="article" variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {stripOnly ? (
        // No photo and no guide: the spec's placeholder as a slim strip that carries the badges.
        <DiveSiteImage src={null} alt={site.name} compact>
          <SkillBadge level={site.skillLevel} />
          {videoChip}
        </DiveSiteImage>
      ) : (
        <Box sx={{ position: 'relative' }}>
          <DiveSiteImage
            src={site.imageUrl}
            alt={site.imageAlt || site.name}
            kind={site.featured ? siteKind(site.name) : undefined}
            compact
            sizes="(min-width: 1200px) 400px, (min-width: 600px) 50vw, 100vw"
          />
          <Box sx={{ position: 'absolute', top: 10, left: 10 }}>
            <SkillBadge level={site.skillLevel} />
          </Box>
          <Stack direction="row" spacing={0.75} sx={{ position: 'absolute', top: 10, right: 10 }}>
            {videoChip}
            {site.featured && <Chip size="small" icon={<StarIcon />} label="Featured" color="warning" sx={{ fontWeight: 600 }} />}
          </Stack>
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25 }}>
            <Link component={RouterLink} to={detailPath} color="inherit" underline="hover">
              {site.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden />
            {slug ? (
              <Link
                component={RouterLink}
                to={paths.diveSiteRegion.build(slug)}
                color="inherit"
                underline="hover"
                aria-label={`Dive sites in ${site.region}`}
              >
                {site.region}
              </Link>
            ) : (
              site.region
            )}
            {distanceKm !== undefined && (
              <Box
                component="span"
                sx={{ ml: 'auto', fontWeight: 600, color: 'secondary.dark', whiteSpace: 'nowrap' }}
                data-testid="distance"
              >
                {formatDistance(distanceKm)} away
              </Box>
            )}
          </Typography>
        </Box>
        {outlook && (
          <Chip
            size="small"
            label={outlook.label}
            color={outlook.calm ? 'success' : 'default'}
            variant={outlook.calm ? 'filled' : 'outlined'}
            sx={{ justifySelf: 'start', fontWeight: 600 }}
            data-testid="outlook-badge"
          />
        )}
        {site.description && <Typography variant="body2">{truncate(site.description, TRUNCATE_LENGTHS.description)}</Typography>}
        <DiveSiteFacts site={site} />
        {site.marineLife && <Note label="Marine life" text={truncate(site.marineLife, TRUNCATE_LENGTHS.marineLife)} />}
        {site.hazards && <Note label="Safety notes" text={truncate(site.hazards, TRUNCATE_LENGTHS.hazards)} />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {site.videoUrl && (
          <Button
            size="small"
            variant="contained"
            color="secondary"
            startIcon={<PlayCircleOutlinedIcon />}
            onClick={() => (onWatchVideo ? onWatchVideo(site.id) : setVideoOpen(true))}
          >
            Watch Video
          </Button>
        )}
        <ReviewLinkButton reviewLink={site.reviewLink} />
        <Button size="small" component={RouterLink} to={detailPath} aria-label={`View details for ${site.name}`}>
          View details
        </Button>
      </CardActions>
      {site.videoUrl && !onWatchVideo && (
        <DiveSiteVideoDialog open={videoOpen} onClose={() => setVideoOpen(false)} siteName={site.name} videoUrl={site.videoUrl} />
      )}
    </Card>
  );
});
