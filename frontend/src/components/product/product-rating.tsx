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
 * The product's stars and number. When we reviewed the product the rating is our review's (the API
 * sends it so) and says so, with a link to the review; a count of other people's reviews is not shown,
 * because nobody can tell whose reviews they were.
 */
export function ProductRating({ product, size = 'small' }: ProductRatingProps) {
  const value = Number(product.rating).toFixed(1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25 }}>
      <StarRating rating={product.rating} size={size} />
      <Typography variant={size === 'small' ? 'body2' : 'body1'} color="text.secondary" component="span">
        {value}
      </Typography>
      {product.review && (
        <Link
          component={RouterLink}
          to={paths.gearReview.build(product.review.slug)}
          variant={size === 'small' ? 'body2' : 'body1'}
          sx={{ fontWeight: 600 }}
          aria-label={`Our review of ${product.name}: ${product.review.title}`}
          data-testid="our-review-link"
        >
          Our review
        </Link>
      )}
    </Box>
  );
}
