import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { parsePathId } from '@ddu/shared/text/path-id';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  useGetProduct,
  getGetProductAlternativesQueryOptions,
  getGetProductQueryOptions,
} from '@/api/generated/endpoints/products/products';
import { getGetPriceHistoryQueryOptions } from '@/api/generated/endpoints/offers/offers';
import type { ProductResponseDto } from '@/api/generated/models';
import { isOpenableLink, productGoLink } from '@/components/affiliate/affiliate-link';
import { SellerLinkButton } from '@/components/affiliate/seller-link-button';
import { AppImage, resolveImageSrc } from '@/components/image/app-image';
import type { NotFoundScreenProps } from '@/components/not-found/not-found-screen';
import { DetailPageStates } from '@/components/detail-page/detail-page-states';
import { formatPrice } from '@/components/product/price';
import { ProductRating } from '@/components/product/product-rating';
import { PageSeo } from '@/components/seo/page-seo';
import { SITE_NAME, absoluteUrl, metaDescription } from '@/components/seo/seo-helpers';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { productCategoryLabel } from '@/lib/product-category-labels';
import { fetchExtra, fetchMain, worstStatus, type PagePrefetch } from '@/lib/page-prefetch';
import { BestOfferNote } from '@/components/offers/best-offer-note';
import { ProductOffersSection } from './offers/product-offers-section';
import { ProductComparison } from './product-comparison';
import { ProductSpecsTable } from './product-specs-table';

// Twice the product card size: the same frame shape as the card, sharp on high-density screens.
const IMAGE = { width: 800, height: 448 } as const;
/** The photo: half the lg container (less the gap) from md, the full width below. */
const PRODUCT_IMAGE_SIZES =
  '(min-width: 1200px) 552px, (min-width: 900px) calc((100vw - 96px) / 2), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

function productJsonLd(product: ProductResponseDto): object {
  const image = resolveImageSrc(product.imageUrl, product.name, IMAGE);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: productCategoryLabel(product.category),
    ...(image ? { image: absoluteUrl(image) } : {}),
    // Only our own review is a rating we can vouch for; a count of other people's reviews without
    // a source is not published, in the page or in its structured data.
    ...(product.review
      ? {
          review: {
            '@type': 'Review',
            name: product.review.title,
            url: absoluteUrl(paths.gearReview.build(product.review.slug)),
            author: { '@type': 'Organization', name: SITE_NAME },
            reviewRating: { '@type': 'Rating', ratingValue: Number(product.rating), bestRating: 5 },
          },
        }
      : {}),
    // Built by the API from the same best offer the page shows (lowPrice, highPrice, offerCount).
    offers: product.offersJsonLd,
  };
}

function BackToShop() {
  return (
    <Button component={RouterLink} to={paths.shop.build()} startIcon={<ArrowBackIcon aria-hidden />}>
      Back to Shop
    </Button>
  );
}

const NOT_FOUND: NotFoundScreenProps = {
  title: 'Product Not Found',
  message: "The product you're looking for doesn't exist or is no longer in our shop.",
  backTo: paths.shop.build(),
  backLabel: 'Back to Shop',
};

function ProductSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }} aria-busy="true">
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        <Box>
          <Skeleton width="30%" />
          <Skeleton height={56} />
          <Skeleton width="50%" />
          <Skeleton height={120} />
        </Box>
      </Box>
    </Container>
  );
}

export function ShopProductPage() {
  const parsedId = parsePathId(useParams().id);
  const query = useGetProduct(parsedId ?? 0, { query: { enabled: parsedId !== null } });
  return (
    <DetailPageStates
      query={query}
      valid={parsedId !== null}
      notFound={NOT_FOUND}
      failed="This product could not be loaded"
      loading={<ProductSkeleton />}
    >
      {(product) => <ProductView product={product} />}
    </DetailPageStates>
  );
}

function ProductView({ product }: { product: ProductResponseDto }) {
  const productPath = paths.shopProduct.build(product.id);
  const link = isOpenableLink(product.affiliateLink) ? productGoLink(product.id, 'product-page', productPath) : undefined;
  const checkPrice = () => trackEvent('affiliate_link_click', { category: 'commerce', label: product.name });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageSeo
        title={product.name}
        description={metaDescription(product.description)}
        path={paths.shopProduct.build(product.id)}
        image={resolveImageSrc(product.imageUrl, product.name, IMAGE) || undefined}
        type="product"
        jsonLd={productJsonLd(product)}
        breadcrumbs={[
          { name: 'Home', path: paths.home.build() },
          { name: 'Shop', path: paths.shop.build() },
          { name: product.name, path: paths.shopProduct.build(product.id) },
        ]}
      />
      <BackToShop />
      <Box sx={{ mt: 3, display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <AppImage
          src={product.imageUrl}
          name={product.name}
          alt={product.imageAlt || product.name}
          width={IMAGE.width}
          height={IMAGE.height}
          sizes={PRODUCT_IMAGE_SIZES}
          priority
          sx={{ borderRadius: 1 }}
        />
        <Box>
          <Chip label={productCategoryLabel(product.category)} color="secondary" size="small" sx={{ mb: 2 }} />
          <Typography variant="h3" component="h1" gutterBottom>
            {product.name}
          </Typography>
          <Box sx={{ mb: 2 }}>
            <ProductRating product={product} size="medium" />
          </Box>
          <Typography variant="h4" component="p" color="primary.main" sx={{ fontWeight: 800, mb: 3 }}>
            {formatPrice(product.price)}
          </Typography>
          <BestOfferNote product={product} />
          <Typography sx={{ mb: 4, whiteSpace: 'pre-line' }}>{product.description}</Typography>
          <SellerLinkButton href={link} size="large" onClick={checkPrice}>
            Check Price
          </SellerLinkButton>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Affiliate Link - We earn from qualified purchases. Prices and stock are set by the seller and may change.
          </Typography>
          <ProductSpecsTable specs={product.specs} />
        </Box>
      </Box>
      <ProductOffersSection product={product} />
      <ProductComparison product={product} />
    </Container>
  );
}

/** Server render: the product, its price history and the products to compare it with; an address that is no id is not found without asking. */
export const prefetch: PagePrefetch = async ({ queryClient, params }) => {
  const id = parsePathId(params.id);
  if (id === null) return 404;
  return worstStatus(
    fetchMain(queryClient, getGetProductQueryOptions(id)),
    fetchExtra(queryClient, getGetPriceHistoryQueryOptions(id)),
    fetchExtra(queryClient, getGetProductAlternativesQueryOptions(id)),
  );
};
