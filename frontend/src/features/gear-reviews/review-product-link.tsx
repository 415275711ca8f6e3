import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { ReviewPageResponseDtoProduct } from '@/api/generated/models';
import { paths } from '@/config/paths';

/** The shop product the review is about (the owner links it in the Products tab); nothing when none is. */
export function ReviewProductLink({ product }: { product: ReviewPageResponseDtoProduct | null }) {
  if (!product) return null;
  return (
    <Button
      component={RouterLink}
      to={paths.shopProduct.build(product.id)}
      variant="outlined"
      fullWidth
      startIcon={<StorefrontOutlinedIcon aria-hidden />}
      sx={{ mt: 1.5, minHeight: 44 }}
      data-testid="review-product-link"
    >
      See {product.name} in our shop
    </Button>
  );
}
