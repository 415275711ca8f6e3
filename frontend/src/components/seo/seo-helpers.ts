import { truncateText } from '@ddu/shared/text/truncate-text';
import { siteOrigin } from '@/config/site-origin';
import { pathSegment } from '@/config/paths';

export const SITE_NAME = 'Dive Down Under';
/** Link previews show raster images only (PNG/JPEG, 1200×630); the server draws these (backend social-images). */
export const DEFAULT_SOCIAL_IMAGE = '/og/default.png';

export const socialImagePath = {
  article: (slug: string) => `/og/articles/${pathSegment(slug)}.png`,
  review: (slug: string) => `/og/reviews/${pathSegment(slug)}.png`,
};

/** A share image the big networks display: a raster file; anything else (SVG, no extension) falls back. */
export function isRasterImage(url: string | null | undefined): url is string {
  return /\.(?:png|jpe?g|webp)(?:[?#].*)?$/i.test(url?.trim() ?? '');
}

export interface Breadcrumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList for a page with a parent, e.g. Home › Blog › the article. */
export function breadcrumbJsonLd(items: readonly Breadcrumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

/** "Shop" → "Shop | Dive Down Under"; the bare site name stays as it is. */
export function pageTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed || trimmed === SITE_NAME) return SITE_NAME;
  // A title that already leads with the brand (the home page's) is whole as it is.
  return trimmed.startsWith(`${SITE_NAME} `) ? trimmed : `${trimmed} | ${SITE_NAME}`;
}

/** Social networks and structured data need absolute URLs; site paths resolve against the origin. */
export function absoluteUrl(url: string, origin: string = siteOrigin()): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

/** JSON for an inline <script>: "<" is escaped so text like "</script>" cannot end the tag. */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Plain text for a meta description: whitespace collapsed, cut between words (never inside a number) with "…". */
export function metaDescription(text: string, max = 160): string {
  return truncateText(text, max);
}
