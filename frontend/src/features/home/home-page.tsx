import { HeroCarousel } from '@/components/hero-carousel/hero-carousel';
import { PageSeo } from '@/components/seo/page-seo';
import { SITE_NAME, absoluteUrl } from '@/components/seo/seo-helpers';
import { paths } from '@/config/paths';
import { NewsletterSection } from '@/components/newsletter-signup/newsletter-section';
import { FeaturedLocations } from './featured-locations';
import { FeaturedProducts } from './featured-products';
import { LazyCalmThisWeekend } from './lazy-calm-this-weekend';
import { HomeIntro } from './home-intro';
import { HOME_AUTOPLAY_MS, HOME_SLIDES } from './home-slides';
import { getGetFeaturedProductsQueryOptions } from '@/api/generated/endpoints/products/products';
import { getGetFeaturedLocationsQueryOptions } from '@/api/generated/endpoints/locations/locations';
import { fetchMain, worstStatus, type PagePrefetch } from '@/lib/page-prefetch';

/** Link previews and search results show the brand and what the site offers, not the name alone. */
export const HOME_TITLE = `${SITE_NAME} – Australian Dive Sites & Gear Reviews`;

const DESCRIPTION =
  "Discover Australia's best scuba diving: honest dive gear reviews, a map of dive sites with GPS coordinates and guides to the famous ones, learn-to-dive guides and a diving blog.";

function homeJsonLd(): object[] {
  const url = absoluteUrl(paths.home.build());
  return [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url, inLanguage: 'en-AU' },
    { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url, logo: absoluteUrl('/favicon.svg') },
  ];
}

export function HomePage() {
  return (
    <>
      <PageSeo title={HOME_TITLE} description={DESCRIPTION} path={paths.home.build()} jsonLd={homeJsonLd()} />
      <HeroCarousel slides={HOME_SLIDES} autoplayInterval={HOME_AUTOPLAY_MS} />
      <HomeIntro />
      <LazyCalmThisWeekend />
      <NewsletterSection />
      <FeaturedProducts />
      <FeaturedLocations />
    </>
  );
}

/** Server render: the featured products and locations. */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  worstStatus(fetchMain(queryClient, getGetFeaturedProductsQueryOptions()), fetchMain(queryClient, getGetFeaturedLocationsQueryOptions()));
