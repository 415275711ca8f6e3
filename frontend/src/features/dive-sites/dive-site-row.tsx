import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DiveSiteListItemDto } from '@/api/generated/models';
import { paths } from '@/config/paths';
import { regionSlug } from '@ddu/shared/dive-sites/region-slug';
import type { CardOutlook } from './dive-site-card';
import { maxDepth } from './dive-site-filters';
import { formatDistance } from './nearby-sites';

/** A directory row's site: the list's fields, and the state once the API names it. */
export type RowSite = DiveSiteListItemDto & { state?: string | null };

const SKILL_COLOURS: Record<string, string> = {
  Beginner: 'success.dark',
  Intermediate: 'warning.dark',
  Advanced: 'error.dark',
};

/** "to 30 m" from the free-text depth range; nothing when no depth is reported. */
export function depthLabel(depthRange: string): string | null {
  const depth = maxDepth(depthRange);
  return depth === null ? null : `to ${depth} m`;
}

const dot = (
  <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
    ·
  </Box>
);

/**
 * One dive site as a compact row of the directory: name, where it is, skill, greatest depth, today's
 * outlook and, after "Near me", the distance. Two lines, so a phone shows a screenful of sites; the
 * whole row opens the site's page, where the full guide lives.
 */
export const DiveSiteRow = memo(function DiveSiteRow({
  site,
  distanceKm,
  outlook,
  onWatchVideo,
}: {
  site: RowSite;
  distanceKm?: number;
  outlook?: CardOutlook;
  onWatchVideo?: (siteId: number) => void;
}) {
  const slug = regionSlug(site.region);
  const depth = depthLabel(site.depthRange);
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 1.5,
        rowGap: 0.25,
        alignItems: 'center',
        py: 1,
        px: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Typography
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, lineHeight: 1.3, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        <Link
          component={RouterLink}
          to={paths.diveSite.build(site.id)}
          color="inherit"
          underline="hover"
          // The link's box covers the row, so a tap anywhere on it opens the site.
          sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
        >
          {site.name}
        </Link>
        {site.featured && (
          <Box component="span" title="Featured" sx={{ ml: 0.5, color: 'warning.dark', verticalAlign: 'text-bottom' }}>
            <StarIcon sx={{ fontSize: '1rem', verticalAlign: 'text-bottom' }} aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {' '}
              Featured
            </Box>
          </Box>
        )}
      </Typography>
      <Box sx={{ justifySelf: 'end', display: 'flex', alignItems: 'center', gap: 1 }}>
        {distanceKm !== undefined && (
          <Typography
            component="span"
            variant="body2"
            sx={{ fontWeight: 600, color: 'secondary.dark', whiteSpace: 'nowrap' }}
            data-testid="distance"
          >
            {formatDistance(distanceKm)} away
          </Typography>
        )}
        {outlook && (
          <Box
            component="span"
            data-testid="outlook-badge"
            sx={{
              display: 'inline-block',
              px: 0.75,
              borderRadius: 1,
              fontSize: '0.75rem',
              fontWeight: 600,
              whiteSpace: 'nowrap',
              ...(outlook.calm ? { bgcolor: 'success.main', color: 'success.contrastText' } : { border: 1, borderColor: 'divider' }),
            }}
          >
            {outlook.label}
          </Box>
        )}
        {site.videoUrl && onWatchVideo && (
          <ButtonBase
            onClick={() => onWatchVideo(site.id)}
            aria-label="Watch Video"
            sx={{
              position: 'relative',
              zIndex: 1,
              gap: 0.25,
              px: 0.5,
              borderRadius: 1,
              fontSize: '0.75rem',
              fontWeight: 600,
              color: 'secondary.dark',
            }}
          >
            <PlayCircleOutlinedIcon sx={{ fontSize: '1rem' }} aria-hidden />
            Video
          </ButtonBase>
        )}
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75, minWidth: 0 }}
      >
        {site.state && <span>{site.state}</span>}
        {site.state && dot}
        {slug ? (
          <Link
            component={RouterLink}
            to={paths.diveSiteRegion.build(slug)}
            color="inherit"
            underline="hover"
            aria-label={`Dive sites in ${site.region}`}
            // Above the row's own link, so it opens the region.
            sx={{ position: 'relative', zIndex: 1 }}
          >
            {site.region}
          </Link>
        ) : (
          <span>{site.region}</span>
        )}
        {dot}
        <Box component="span" sx={{ color: SKILL_COLOURS[site.skillLevel] ?? 'text.secondary', fontWeight: 600 }}>
          {site.skillLevel}
        </Box>
        {depth && dot}
        {depth && <span>{depth}</span>}
      </Typography>
    </Box>
  );
});
