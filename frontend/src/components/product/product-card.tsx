import Box from '@mui/material/Box';
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
import { StarRating } from '@/components/rating/star-rating';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { formatPrice } from './price';

export type ProductCardData = Pick<
  ProductResponseDto,
  'id' | 'name' | 'imageUrl' | 'rating' | 'price' | 'affiliateLink' | 'featured' | 'reviewCount'
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
}

/** Image, name, star rating, price and Check Price, a counted link that opens the seller's page in a new tab. */
export function ProductCard({ product, placement, titleLevel = 'h3', priority = product.featured }: ProductCardProps) {
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
        priority={priority}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component={titleLevel} variant="h6" sx={{ lineHeight: 1.3, mb: 1 }}>
          <Link component={RouterLink} to={paths.shopProduct.build(product.id)} color="inherit">
            {product.name}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <StarRating rating={product.rating} />
          <Typography variant="body2" color="text.secondary">
            {Number(product.rating).toFixed(1)}
            {product.reviewCount > 0 && ` (${product.reviewCount})`}
          </Typography>
        </Box>
        <Typography variant="h6" component="p" color="primary.main" sx={{ fontWeight: 800 }}>
          {formatPrice(product.price)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <SellerLinkButton href={link} fullWidth onClick={checkPrice}>
          Check Price
        </SellerLinkButton>
      </CardActions>
    </Card>
  );
}
