import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetReviews } from '@/api/generated/endpoints/reviews/reviews';
import type { ProductResponseDto } from '@/api/generated/models';

export interface ProductReviewSelectProps {
  /** The chosen review's id, '' for none. */
  value: string;
  onChange: (reviewId: string) => void;
  /** Every product, to say which review is already another product's. */
  products: readonly ProductResponseDto[];
  /** The product being edited (its own link is not "taken"). */
  editingId: number | undefined;
}

/**
 * "Our review" of the product: the shop shows its rating and links to it. Drafts can be linked
 * ahead of publishing (the shop shows them once published); a review linked to another product is
 * listed but cannot be chosen, since a review belongs to one product.
 */
export function ProductReviewSelect({ value, onChange, products, editingId }: ProductReviewSelectProps) {
  const reviews = useGetReviews({ admin: true });
  const owner = new Map(products.filter((p) => p.reviewId !== null && p.id !== editingId).map((p) => [p.reviewId, p.name]));
  return (
    <TextField
      select
      label="Our review"
      value={reviews.data ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      helperText="The shop shows this review's rating and links to it; without one it says Not yet reviewed."
      fullWidth
    >
      <MenuItem value="">None (not yet reviewed)</MenuItem>
      {reviews.data?.map((review) => {
        const takenBy = owner.get(review.id);
        return (
          <MenuItem key={review.id} value={String(review.id)} disabled={takenBy !== undefined}>
            {review.title}
            {review.published ? '' : ' (draft)'}
            {takenBy ? ` (linked to ${takenBy})` : ''}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
