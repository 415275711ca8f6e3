import { styled } from '@mui/material/styles';
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
 * The card as plain elements under one style sheet, drawn as MUI's outlined Card, CardContent,
 * CardActions, Typography and Link drew it: a shop page hydrates two dozen cards, and each of those
 * components was several React components that serialised their styles.
 */
const CardRoot = styled('article')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  transition: theme.transitions.create('box-shadow'),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  '& .card-content': {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(1.5),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(2) },
  },
  '& .card-title': {
    margin: 0,
    fontFamily: theme.typography.h6.fontFamily,
    fontWeight: theme.typography.h6.fontWeight,
    letterSpacing: theme.typography.h6.letterSpacing,
    fontSize: '1rem',
    lineHeight: 1.3,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    [theme.breakpoints.up('sm')]: { fontSize: '1.125rem' },
  },
  '& .card-title a': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'inherit',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .card-price': {
    margin: 0,
    marginTop: 'auto',
    fontFamily: theme.typography.h6.fontFamily,
    fontWeight: 800,
    letterSpacing: theme.typography.h6.letterSpacing,
    lineHeight: theme.typography.h6.lineHeight,
    color: theme.palette.primary.main,
    fontSize: '1.05rem',
    [theme.breakpoints.up('sm')]: { fontSize: '1.25rem' },
  },
  '& .card-actions': {
    display: 'flex',
    alignItems: 'center',
    padding: theme.spacing(0, 1.5, 1.5),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 2, 2) },
  },
}));

/**
 * Image, name, star rating (ours when we reviewed it, with a link to the review), price and Check
 * Price, a counted link that opens the seller's page in a new tab. Compact enough for two columns on
 * a phone: the name takes at most three lines and the button stays at the bottom of the card.
 */
export function ProductCard({ product, placement, titleLevel = 'h3', priority = product.featured, sizes }: ProductCardProps) {
  const { pathname } = useLocation();
  const link = isOpenableLink(product.affiliateLink) ? productGoLink(product.id, placement, pathname) : undefined;
  const checkPrice = () => trackEvent('affiliate_link_click', { category: 'commerce', label: product.name });
  const Title = titleLevel;
  return (
    <CardRoot data-testid="product-card">
      <AppImage
        src={product.imageUrl}
        name={product.name}
        alt={product.imageAlt || product.name}
        width={PRODUCT_CARD_SIZE.width}
        height={PRODUCT_CARD_SIZE.height}
        sizes={sizes}
        priority={priority}
      />
      <div className="card-content">
        <Title className="card-title">
          <RouterLink to={paths.shopProduct.build(product.id)}>{product.name}</RouterLink>
        </Title>
        <ProductRating product={product} />
        <p className="card-price">{formatPrice(product.price)}</p>
      </div>
      <div className="card-actions">
        <SellerLinkButton href={link} fullWidth onClick={checkPrice} sx={{ px: { xs: 1, sm: 2.5 }, whiteSpace: 'nowrap' }}>
          Check Price
        </SellerLinkButton>
      </div>
    </CardRoot>
  );
}
