import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import StarIcon from '@mui/icons-material/Star';
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

/** "to 30 m" from the free-text depth range; nothing when no depth is reported. */
export function depthLabel(depthRange: string): string | null {
  const depth = maxDepth(depthRange);
  return depth === null ? null : `to ${depth} m`;
}

const SKILL_CLASSES: Record<string, string> = {
  Beginner: 'skill-beginner',
  Intermediate: 'skill-intermediate',
  Advanced: 'skill-advanced',
};

/**
 * One dive site as a compact row of the directory: name, where it is, skill, greatest depth, today's
 * outlook and, after "Near me", the distance. Two lines, so a phone shows a screenful of sites; the
 * whole row opens the site's page, where the full guide lives. Plain elements styled by the list's
 * one style sheet (DirectoryResultList): a row costs a few elements to render, not a dozen styled
 * components, so the rows keep up with typing on a slow phone.
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
    <article className="row">
      <h3 className="name">
        <RouterLink to={paths.diveSite.build(site.id)} className="site-link">
          {site.name}
        </RouterLink>
        {site.featured && (
          <span className="featured" title="Featured">
            <StarIcon aria-hidden />
            <span className="visually-hidden"> Featured</span>
          </span>
        )}
      </h3>
      <div className="aside">
        {distanceKm !== undefined && (
          <span className="distance" data-testid="distance">
            {formatDistance(distanceKm)} away
          </span>
        )}
        {outlook && (
          <span className={outlook.calm ? 'outlook calm' : 'outlook'} data-testid="outlook-badge">
            {outlook.label}
          </span>
        )}
        {site.videoUrl && onWatchVideo && (
          <button type="button" className="video" onClick={() => onWatchVideo(site.id)} aria-label="Watch Video">
            <PlayCircleOutlinedIcon aria-hidden />
            Video
          </button>
        )}
      </div>
      <p className="facts">
        {site.state && <span>{site.state}</span>}
        {slug ? (
          <RouterLink to={paths.diveSiteRegion.build(slug)} className="region" aria-label={`Dive sites in ${site.region}`}>
            {site.region}
          </RouterLink>
        ) : (
          <span>{site.region}</span>
        )}
        <span className={SKILL_CLASSES[site.skillLevel] ?? 'skill'}>{site.skillLevel}</span>
        {depth && <span>{depth}</span>}
      </p>
    </article>
  );
});
