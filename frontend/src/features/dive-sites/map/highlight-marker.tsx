import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { L, hereIcon } from './leaflet-setup';
import type { MapPoint } from './map-points';

/**
 * The pin of the site a page is about, outside the cluster group and above every other marker, so a
 * visitor can tell which pin it is at any zoom (it was merged into a numbered cluster).
 */
export function HighlightMarker({ point }: { point: MapPoint }) {
  const map = useMap();
  useEffect(() => {
    const marker = L.marker([point.lat, point.lng], {
      icon: hereIcon,
      title: `${point.name} (this site)`,
      alt: `${point.name} (this site)`,
      keyboard: true,
      zIndexOffset: 1000,
    });
    marker.bindTooltip(point.name, { direction: 'top', offset: [0, -48], className: 'ddu-here-label' });
    marker.addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, point]);
  return null;
}
