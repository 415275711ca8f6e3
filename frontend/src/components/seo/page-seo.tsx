import { useLocation } from 'react-router-dom';
import {
  DEFAULT_SOCIAL_IMAGE,
  SITE_NAME,
  absoluteUrl,
  breadcrumbJsonLd,
  isRasterImage,
  pageTitle,
  serialiseJsonLd,
  type Breadcrumb,
} from './seo-helpers';

export interface PageSeoProps {
  /** Page title without the site name ("Shop" becomes "Shop | Dive Down Under"). */
  title: string;
  description?: string;
  /** Site path of the page for the canonical and og:url, e.g. "/shop"; defaults to the current path. */
  path?: string;
  /** Share image (raster): absolute URL or site path; other images fall back to the site's social card. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object | object[];
  /** The page's parents, ending with the page itself: written as BreadcrumbList JSON-LD. */
  breadcrumbs?: readonly Breadcrumb[];
  /** For "not found" screens: keep them out of search results. */
  noIndex?: boolean;
}

/**
 * Title, description, canonical link, Open Graph / Twitter tags and JSON-LD for one page.
 * React 19 hoists <title>, <meta> and <link> into <head> and removes them when the page unmounts.
 */
export function PageSeo({ title, description, path, image, type = 'website', jsonLd, breadcrumbs, noIndex = false }: PageSeoProps) {
  const { pathname } = useLocation();
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path ?? pathname);
  const imageUrl = absoluteUrl(isRasterImage(image) ? image : DEFAULT_SOCIAL_IMAGE);
  const structured = [
    ...(jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd]),
    ...(breadcrumbs?.length ? [breadcrumbJsonLd(breadcrumbs)] : []),
  ];
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {!noIndex && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="en_AU" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={imageUrl} />
      {structured.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />
      ))}
    </>
  );
}
