import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductResponseDto } from '@/api/generated/models';
import { StarRating } from '@/components/rating/star-rating';
import { paths } from '@/config/paths';

export interface ProductRatingProps {
  product: Pick<ProductResponseDto, 'name' | 'rating' | 'review'>;
  size?: 'small' | 'medium';
}

/**
 * The line as plain elements under one style sheet, drawn as MUI's Box, Link and Typography drew it: it
 * sits on every product card.
 */
const RatingLine = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.spacing(1),
  rowGap: theme.spacing(0.25),
  '& .rating-text': { ...theme.typography.body2, margin: 0, whiteSpace: 'nowrap' },
  '&.rating-medium .rating-text': theme.typography.body1,
  '& a.rating-text, &.rating-medium a.rating-text': {
    fontWeight: 600,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .rating-seller': { color: theme.palette.text.secondary },
  '& .rating-unreviewed': { fontStyle: 'italic' },
}));

/**
 * The product's stars, always saying whose they are. When we reviewed the product they are our
 * review's ("Our review ★ 4.5", a link to it); otherwise they are the seller's rating as the owner
 * copied it from the seller's page, labelled "Seller rating", with "Not yet reviewed" beside them. A
 * count of other people's reviews is not shown: nobody can tell whose reviews they were.
 */
export function ProductRating({ product, size = 'small' }: ProductRatingProps) {
  const value = Number(product.rating).toFixed(1);
  return (
    <RatingLine className={size === 'medium' ? 'rating-medium' : undefined}>
      <StarRating rating={product.rating} size={size} />
      {product.review ? (
        <RouterLink
          to={paths.gearReview.build(product.review.slug)}
          className="rating-text"
          aria-label={`Our review of ${product.name}: ${product.review.title}, rated ${value} out of 5`}
          data-testid="our-review-link"
        >
          Our review ★ {value}
        </RouterLink>
      ) : (
        <>
          <span className="rating-text rating-seller">{value} Seller rating</span>
          <span className="rating-text rating-unreviewed" data-testid="not-yet-reviewed">
            Not yet reviewed
          </span>
        </>
      )}
    </RatingLine>
  );
}
