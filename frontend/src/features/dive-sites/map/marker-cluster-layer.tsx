import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { L, clusterIcon, diveSiteIcon } from './leaflet-setup';
import type { MapPoint } from './map-points';
import { sitePopupContent } from './site-popup';

interface MarkerClusterLayerProps {
  points: readonly MapPoint[];
  navigate: (to: string) => void;
}

/** How long one slice of marker-making may run before it yields to the browser. */
const SLICE_MS = 8;

/**
 * Clustered markers, driven imperatively: one marker per point object is created once and reused,
 * and a filter change swaps the group's contents in a single batched call (10,000 sites stay smooth).
 */
export function MarkerClusterLayer({ points, navigate }: MarkerClusterLayerProps) {
  const map = useMap();
  const groupRef = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new WeakMap<MapPoint, L.Marker>());
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      // Short slices between yields: a keystroke never waits long behind a 10,000-marker update, and
      // no slice is a long task even on a phone's CPU four times slower than a laptop's.
      chunkInterval: 10,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 50,
      iconCreateFunction: clusterIcon,
    });
    map.addLayer(group);
    groupRef.current = group;
    return () => {
      map.removeLayer(group);
      groupRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    // Markers are made a slice at a time in tasks of their own, after the map has been drawn: making
    // 295 of them with the map was one long task on a phone. The markers shown stay until
    // the new set is ready; a newer set of points cancels an unfinished one.
    const layers: L.Marker[] = [];
    let next = 0;
    let timer = window.setTimeout(function build() {
      const until = performance.now() + SLICE_MS;
      while (next < points.length && performance.now() < until) {
        const point = points[next++] as MapPoint;
        layers.push(markerFor(point));
      }
      if (next < points.length) {
        timer = window.setTimeout(build, 0);
        return;
      }
      group.clearLayers();
      group.addLayers(layers);
    }, 0);
    return () => window.clearTimeout(timer);

    function markerFor(point: MapPoint): L.Marker {
      let marker = markers.current.get(point);
      if (!marker) {
        marker = L.marker([point.lat, point.lng], { icon: diveSiteIcon, title: point.name, alt: point.name, keyboard: true });
        // Built on first open only: thousands of popups are never created up front.
        marker.bindPopup(() => sitePopupContent(point, (to) => navigateRef.current(to)));
        markers.current.set(point, marker);
      }
      return marker;
    }
  }, [points]);

  return null;
}
