import type { DiveSiteResponseDto } from '@/api/generated/models';
import { paths } from '@/config/paths';
import { SITE_NAME, diveSiteMetaDescription, diveSitePlaceJsonLd, diveSiteTitle, serialiseJsonLd } from './dive-site-seo';

/** Title, description, social-share tags and Place structured data (React 19 hoists title/meta/link). */
export function DiveSiteHead({ site }: { site: DiveSiteResponseDto }) {
  const url = `${window.location.origin}${paths.diveSite.build(site.id)}`;
  const title = diveSiteTitle(site);
  const description = diveSiteMetaDescription(site);
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
      {site.imageUrl && <meta property="og:image" content={site.imageUrl} />}
      <meta property="place:location:latitude" content={site.latitude} />
      <meta property="place:location:longitude" content={site.longitude} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(diveSitePlaceJsonLd(site, url)) }} />
    </>
  );
}
