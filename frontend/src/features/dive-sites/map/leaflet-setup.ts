/**
 * Leaflet, its clustering plugin and their styles, in one module that only the map components import:
 * the dive-site pages are lazy routes, so no other page downloads any of this.
 * leaflet.markercluster extends the global `L` that Leaflet 1.9 sets, so it must load after Leaflet.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import L from 'leaflet';
import 'leaflet.markercluster';
import './dive-sites-map.css';
import { MARKER_SIZE } from './map-points';

export { L };

/** Our own marker (public/images): never Leaflet's default icon images, which it would look up by URL. */
export const diveSiteIcon = L.icon({
  iconUrl: '/images/dive-site-marker.svg',
  iconSize: [MARKER_SIZE, MARKER_SIZE],
  iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE - 1],
  popupAnchor: [0, -MARKER_SIZE + 6],
});

/** The site a page is about: larger, in coral, and never merged into a cluster (see HighlightMarker). */
const HERE_SIZE = Math.round(MARKER_SIZE * 1.3);
export const hereIcon = L.icon({
  iconUrl: '/images/dive-site-marker-here.svg',
  iconSize: [HERE_SIZE, HERE_SIZE],
  iconAnchor: [HERE_SIZE / 2, HERE_SIZE - 1],
  popupAnchor: [0, -HERE_SIZE + 8],
});

/** Cluster bubbles in the site's colours, sized by how many sites they hold. */
export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 36 : count < 100 ? 42 : 48;
  return L.divIcon({
    html: `<span>${count}</span>`,
    className: 'ddu-cluster',
    iconSize: L.point(size, size),
  });
}
