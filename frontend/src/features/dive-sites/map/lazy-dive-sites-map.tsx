import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useAfterIdle } from '@/lib/use-after-idle';
import type { MapHeight } from './dive-sites-map';

const DiveSitesMap = lazy(async () => ({ default: (await import('./dive-sites-map')).DiveSitesMap }));

type LazyDiveSitesMapProps = ComponentProps<typeof DiveSitesMap> & { height: MapHeight };

/**
 * Leaflet is the heaviest code on the site: it arrives in its own chunk, fetched only by the dive-site
 * pages once the page is interactive and the browser idle (hydration and the first taps do
 * not wait behind the map), and the filters and cards work while it loads. Leaflet needs a browser:
 * the server renders the placeholder only.
 */
export function LazyDiveSitesMap(props: LazyDiveSitesMapProps) {
  const ready = useAfterIdle();
  // The server (and the hydrating browser) draws a placeholder of the map's exact size: no layout shift.
  const placeholder = (
    <Skeleton variant="rectangular" sx={{ height: props.height, borderRadius: 1 }} role="progressbar" aria-label="Loading map" />
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DiveSitesMap {...props} />
    </Suspense>
  );
}
