import type { DiveSiteResponseDto } from '@/api/generated/models';
import { paths } from '@/config/paths';
import { absoluteUrl, breadcrumbJsonLd, DEFAULT_SOCIAL_IMAGE, isRasterImage } from '@/components/seo/seo-helpers';
import { siteOrigin } from '@/config/site-origin';
import { SITE_NAME, diveSiteMetaDescription, diveSitePlaceJsonLd, diveSiteTitle, serialiseJsonLd } from './dive-site-seo';

/** Title, description, social-share tags and Place structured data (React 19 hoists title/meta/link). */
export function DiveSiteHead({ site }: { site: DiveSiteResponseDto }) {
  const url = `${siteOrigin()}${paths.diveSite.build(site.id)}`;
  const title = diveSiteTitle(site);
  const description = diveSiteMetaDescription(site);
  const image = absoluteUrl(isRasterImage(site.imageUrl) ? site.imageUrl : DEFAULT_SOCIAL_IMAGE);
  const breadcrumbs = breadcrumbJsonLd([
    { name: 'Home', path: paths.home.build() },
    { name: 'Dive Sites', path: paths.diveSites.build() },
    { name: site.name, path: paths.diveSite.build(site.id) },
  ]);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="place" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta property="place:location:latitude" content={site.latitude} />
      <meta property="place:location:longitude" content={site.longitude} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(diveSitePlaceJsonLd(site, url)) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(breadcrumbs) }} />
    </>
  );
}
