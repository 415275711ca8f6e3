import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const DiveSitesMap = lazy(async () => ({ default: (await import('./dive-sites-map')).DiveSitesMap }));

type LazyDiveSitesMapProps = ComponentProps<typeof DiveSitesMap> & { height: number | string };

/**
 * Leaflet is the heaviest code on the site: it arrives in its own chunk, fetched only by the dive-site
 * pages, and the filters and cards render while it loads.
 */
export function LazyDiveSitesMap(props: LazyDiveSitesMapProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={props.height} sx={{ borderRadius: 3 }} aria-label="Loading map" />}>
      <DiveSitesMap {...props} />
    </Suspense>
  );
}
