import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_MAP_VIEW, type MapView } from '../dive-site-filters';
import type { L } from './leaflet-setup';
import { LocateControl } from './locate-control';
import { MAX_ZOOM, MIN_ZOOM, TILE_ATTRIBUTION, TILE_URL, type MapPoint } from './map-points';
import { HighlightMarker } from './highlight-marker';
import { MarkerClusterLayer } from './marker-cluster-layer';
import type { MapArea } from './map-area';
import { SearchAreaControl } from './search-area-control';

export type MapHeight = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;

interface DiveSitesMapProps {
  points: readonly MapPoint[];
  /** Where to look; a change moves the map, null leaves it where the visitor put it. */
  view: MapView | null;
  /** A CSS height, or one per breakpoint ({ xs: 260, md: 480 }). */
  height?: MapHeight;
  label?: string;
  /** Show the "Near me" button (the directory map); off for a single site's map. */
  locate?: boolean;
  onLocated?: (here: { lat: number; lng: number }) => void;
  /** The site the page is about: its own pin, never clustered (it is left out of `points`). */
  highlight?: MapPoint | null;
  /** Offer "Search this area" once the visitor moves the map (the directory). */
  onSearchArea?: (area: MapArea) => void;
}

/** The parts that follow the map with its buttons and credits, each a task later: 1, its tiles; 2, its pins. */
const LATER_PARTS = 2;

/**
 * 0 at first, then one more at each task, up to `parts`: to mount a costly component's parts each
 * in a task of its own. The map with its tiles, clusters and pins, mounted at once, was one task of
 * over 100 ms on a phone.
 */
function usePartsInTurn(parts: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= parts) return;
    const timer = window.setTimeout(() => setShown((count) => count + 1), 0);
    return () => window.clearTimeout(timer);
  }, [shown, parts]);
  return shown;
}

/** The directory map: OpenStreetMap tiles, clustered dive-site markers and a "Near me" button. */
export function DiveSitesMap({
  points,
  view,
  height = 460,
  label = 'Map of dive sites',
  locate = true,
  onLocated,
  highlight = null,
  onSearchArea,
}: DiveSitesMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const parts = usePartsInTurn(LATER_PARTS);
  const navigate = useNavigate();
  const clustered = useMemo(() => (highlight ? points.filter((point) => point.id !== highlight.id) : points), [points, highlight]);
  // Moves only when the wanted view really changes, not on every render that builds a new object.
  const viewKey = view ? `${view.lat},${view.lng},${view.zoom}` : null;
  const viewRef = useRef(view);
  // The map is created at the view wanted when it mounts (a site, a region, a search in the address),
  // not moved there afterwards: a move re-clusters every marker in one go, a long task on a phone.
  const [initialView] = useState(() => view ?? DEFAULT_MAP_VIEW);
  const shownKey = useRef(viewKey);
  // Before the effect below, which reads it: effects run in the order they are declared.
  useEffect(() => {
    viewRef.current = view;
  });

  // The tiles' credit is in the map's corner from the start, beside the zoom buttons: added with the tiles a
  // task later, it would push the buttons up under the visitor's eyes (a layout shift).
  useLayoutEffect(() => {
    if (!map) return;
    map.attributionControl.addAttribution(TILE_ATTRIBUTION);
    return () => void map.attributionControl.removeAttribution(TILE_ATTRIBUTION);
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const target = viewRef.current;
    const alreadyThere = shownKey.current === viewKey;
    shownKey.current = viewKey;
    if (target && !alreadyThere) map.setView([target.lat, target.lng], target.zoom);
  }, [map, viewKey]);

  return (
    <Box role="region" aria-label={label} sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', boxShadow: 1 }}>
      <MapContainer
        ref={setMap}
        center={[initialView.lat, initialView.lng]}
        zoom={initialView.zoom}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        // Scrolling the page must not zoom the map by accident; buttons and pinch still zoom.
        scrollWheelZoom={false}
        worldCopyJump
        // Bottom right, over the Southern Ocean: top left it covered the Christmas Island pin on a phone.
        zoomControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        <ZoomControl position="bottomright" />
        {parts >= 1 && <TileLayer url={TILE_URL} minZoom={MIN_ZOOM} maxZoom={MAX_ZOOM} />}
        {parts >= 2 && <MarkerClusterLayer points={clustered} navigate={(to) => void navigate(to)} />}
        {parts >= 2 && highlight && <HighlightMarker point={highlight} />}
      </MapContainer>
      {locate && <LocateControl map={map} onLocated={onLocated} />}
      {onSearchArea && <SearchAreaControl map={map} onSearchArea={onSearchArea} />}
    </Box>
  );
}
