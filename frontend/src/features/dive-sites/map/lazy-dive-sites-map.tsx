import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useRef, type ComponentProps } from 'react';
import { useAfterIdle } from '@/lib/use-after-idle';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { MapHeight } from './dive-sites-map';

const DiveSitesMap = lazy(async () => ({ default: (await import('./dive-sites-map')).DiveSitesMap }));

/** How close to the screen the map's place must come before its code is asked for. */
const NEAR_MARGIN = '400px';

type LazyDiveSitesMapProps = ComponentProps<typeof DiveSitesMap> & { height: MapHeight };

/**
 * Leaflet is the heaviest code on the site: it arrives in its own chunk, fetched only by the dive-site
 * pages once the page is interactive and the browser idle (hydration and the first taps do
 * not wait behind the map), and only once the map is within a screen or so of being seen: on a
 * phone it sits below the list or the guide, and a visitor who never scrolls there never pays for
 * it (on a slowed phone Leaflet and its markers took a quarter of a second of the main thread).
 * The filters and cards work while it loads. Leaflet needs a browser: the server renders the
 * placeholder only.
 */
export function LazyDiveSitesMap(props: LazyDiveSitesMapProps) {
  const placeholderRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(placeholderRef, NEAR_MARGIN);
  const ready = useAfterIdle() && near;
  // The server (and the hydrating browser) draws a placeholder of the map's exact size: no layout shift.
  const placeholder = (
    <Skeleton
      ref={placeholderRef}
      variant="rectangular"
      sx={{ height: props.height, borderRadius: 1 }}
      role="progressbar"
      aria-label="Loading map"
    />
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DiveSitesMap {...props} />
    </Suspense>
  );
}
