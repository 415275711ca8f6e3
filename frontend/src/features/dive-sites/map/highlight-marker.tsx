import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { L, hereIcon } from './leaflet-setup';
import type { MapPoint } from './map-points';

/**
 * The pin of the site a page is about, outside the cluster group and above every other marker, so a
 * visitor can tell which pin it is at any zoom (it was merged into a numbered cluster).
 *
 * It only marks the place: a labelled picture, not a button, that taps and clicks go through. Nearby
 * sites are clustered among themselves but not with it, so a neighbour's pin can sit partly under it;
 * that pin must still open its popup wherever it is tapped (and there is nothing to do on this one).
 */
export function HighlightMarker({ point }: { point: MapPoint }) {
  const map = useMap();
  useEffect(() => {
    const marker = L.marker([point.lat, point.lng], {
      icon: hereIcon,
      alt: `${point.name} (this site)`,
      interactive: false,
      keyboard: false,
      zIndexOffset: 1000,
    });
    marker.addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, point]);
  return null;
}
