import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ProductResponseDto } from '@/api/generated/models';
import { isOpenableLink, productGoLink, type AffiliatePlacement } from '@/components/affiliate/affiliate-link';
import { SellerLinkButton } from '@/components/affiliate/seller-link-button';
import { AppImage } from '@/components/image/app-image';
import { PRODUCT_CARD_SIZE } from '@/components/image/image-url';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { formatPrice } from './price';
import { ProductRating } from './product-rating';

export type ProductCardData = Pick<
  ProductResponseDto,
  'id' | 'name' | 'imageUrl' | 'rating' | 'price' | 'affiliateLink' | 'featured' | 'review'
> &
  Partial<Pick<ProductResponseDto, 'imageAlt'>>;

export interface ProductCardProps {
  product: ProductCardData;
  /** Where the card sits, for the click count of its Check Price link. */
  placement: Extract<AffiliatePlacement, 'shop-card' | 'home-featured'>;
  /** Follows the page outline: h2 where the cards sit right under the page's h1 (the shop), h3 under a section heading. */
  titleLevel?: 'h2' | 'h3';
  /** Load the image first (above the fold); by default featured products, which the shop lists first. */
  priority?: boolean;
  /** The image's width in the grid (`columnSizes`), so the browser fetches the photo variant it shows. */
  sizes?: string;
}

/**
 * Image, name, star rating (ours when we reviewed it, with a link to the review), price and Check
 * Price, a counted link that opens the seller's page in a new tab. Compact enough for two columns on
 * a phone: the name takes at most three lines and the button stays at the bottom of the card.
 */
export function ProductCard({ product, placement, titleLevel = 'h3', priority = product.featured, sizes }: ProductCardProps) {
  const { pathname } = useLocation();
  const link = isOpenableLink(product.affiliateLink) ? productGoLink(product.id, placement, pathname) : undefined;
  const checkPrice = () => trackEvent('affiliate_link_click', { category: 'commerce', label: product.name });
  return (
    <Card
      component="article"
      data-testid="product-card"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <AppImage
        src={product.imageUrl}
        name={product.name}
        alt={product.imageAlt || product.name}
        width={PRODUCT_CARD_SIZE.width}
        height={PRODUCT_CARD_SIZE.height}
        sizes={sizes}
        priority={priority}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1.5, sm: 2 } }}>
        <Typography
          component={titleLevel}
          variant="h6"
          sx={{
            fontSize: { xs: '1rem', sm: '1.125rem' },
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <Link component={RouterLink} to={paths.shopProduct.build(product.id)} color="inherit">
            {product.name}
          </Link>
        </Typography>
        <ProductRating product={product} />
        <Typography
          variant="h6"
          component="p"
          color="primary.main"
          sx={{ fontWeight: 800, mt: 'auto', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          {formatPrice(product.price)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 2 }, pt: 0 }}>
        <SellerLinkButton href={link} fullWidth onClick={checkPrice} sx={{ px: { xs: 1, sm: 2.5 }, whiteSpace: 'nowrap' }}>
          Check Price
        </SellerLinkButton>
      </CardActions>
    </Card>
  );
}
