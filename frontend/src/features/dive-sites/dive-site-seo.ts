import { truncate } from './dive-site-filters';
import { siteLatLng } from './nearby-sites';

export interface SeoSite {
  id: number;
  name: string;
  region: string;
  description: string;
  latitude: string;
  longitude: string;
  imageUrl?: string | null;
}

export const SITE_NAME = 'Dive Down Under';

export function diveSiteTitle(site: Pick<SeoSite, 'name' | 'region'>): string {
  return `${site.name}, ${site.region} – Dive Site Guide | ${SITE_NAME}`;
}

/** The description cut to 160 characters for search results, or a sentence built from the name and region. */
export function diveSiteMetaDescription(site: Pick<SeoSite, 'name' | 'region' | 'description'>): string {
  const text = site.description.trim();
  return text ? truncate(text, 160) : `${site.name}: dive-site guide for ${site.region}, Australia, with a map and nearby sites.`;
}

/** schema.org Place with GeoCoordinates; geo is left out when the coordinates are unusable. */
export function diveSitePlaceJsonLd(site: SeoSite, pageUrl: string): Record<string, unknown> {
  const point = siteLatLng(site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    name: site.name,
    description: diveSiteMetaDescription(site),
    url: pageUrl,
    address: { '@type': 'PostalAddress', addressRegion: site.region, addressCountry: 'AU' },
    ...(point ? { geo: { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng } } : {}),
    ...(site.imageUrl ? { image: site.imageUrl } : {}),
  };
}

/** JSON for an inline <script>: "<" is escaped so text like "</script>" cannot end the tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
