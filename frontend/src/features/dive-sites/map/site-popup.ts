import { paths } from '@/config/paths';
import type { MapPoint } from './map-points';

/**
 * Popup content built as DOM (Leaflet popups live outside React). The link is a real href, so it can
 * be opened in a new tab; a plain click is handed to the router so the app does not reload.
 */
export function sitePopupContent(point: MapPoint, navigate: (to: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'ddu-popup';
  const name = document.createElement('strong');
  name.textContent = point.name;
  const region = document.createElement('div');
  region.textContent = point.region;
  const link = document.createElement('a');
  const href = paths.diveSite.build(point.id);
  link.href = href;
  link.textContent = 'View dive site';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  });
  root.append(name, region, link);
  return root;
}
