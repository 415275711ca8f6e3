import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import type { L } from './leaflet-setup';
import type { MapArea } from './map-area';

/**
 * "Search this area": offered once the visitor has moved the map (dragged, zoomed, pinched or used
 * its keys), never after the page moved it; a tap lists the sites within the map's edges.
 */
export function SearchAreaControl({ map, onSearchArea }: { map: L.Map | null; onSearchArea: (area: MapArea) => void }) {
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    // A move that follows the visitor's own touch, click or key is theirs; the page's setView is not.
    let touched = false;
    const touch = () => (touched = true);
    const onMoveEnd = () => {
      if (touched) setMoved(true);
      touched = false;
    };
    container.addEventListener('pointerdown', touch);
    container.addEventListener('keydown', touch);
    map.on('moveend', onMoveEnd);
    return () => {
      container.removeEventListener('pointerdown', touch);
      container.removeEventListener('keydown', touch);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);
  if (!map || !moved) return null;
  const search = () => {
    const bounds = map.getBounds();
    onSearchArea({ south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() });
    setMoved(false);
  };
  return (
    <Box sx={{ position: 'absolute', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 1000 }}>
      <Button variant="contained" size="small" onClick={search} sx={{ boxShadow: 2, whiteSpace: 'nowrap' }}>
        Search this area
      </Button>
    </Box>
  );
}
