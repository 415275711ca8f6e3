import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductResponseDto } from '@/api/generated/models';
import { StarRating } from '@/components/rating/star-rating';
import { paths } from '@/config/paths';

export interface ProductRatingProps {
  product: Pick<ProductResponseDto, 'name' | 'rating' | 'review'>;
  size?: 'small' | 'medium';
}

/**
 * The product's stars, always saying whose they are. When we reviewed the product they are our
 * review's ("Our review ★ 4.5", a link to it); otherwise they are the seller's rating as the owner
 * copied it from the seller's page, labelled "Seller rating", with "Not yet reviewed" beside them. A
 * count of other people's reviews is not shown: nobody can tell whose reviews they were.
 */
export function ProductRating({ product, size = 'small' }: ProductRatingProps) {
  const value = Number(product.rating).toFixed(1);
  const text = size === 'small' ? 'body2' : 'body1';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}>
      <StarRating rating={product.rating} size={size} />
      {product.review ? (
        <Link
          component={RouterLink}
          to={paths.gearReview.build(product.review.slug)}
          variant={text}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          aria-label={`Our review of ${product.name}: ${product.review.title}, rated ${value} out of 5`}
          data-testid="our-review-link"
        >
          Our review ★ {value}
        </Link>
      ) : (
        <>
          <Typography variant={text} color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {value} Seller rating
          </Typography>
          <Typography variant={text} component="span" sx={{ fontStyle: 'italic', whiteSpace: 'nowrap' }} data-testid="not-yet-reviewed">
            Not yet reviewed
          </Typography>
        </>
      )}
    </Box>
  );
}
