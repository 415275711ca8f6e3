import type { SxProps, Theme } from '@mui/material/styles';
import type { ReviewResponseDto } from '@/api/generated/models';
import { AppImage } from '@/components/image/app-image';
import { REVIEW_IMAGE_SIZE, categoryImageFilter } from '@/components/image/image-url';

/** A review's picture as the card and the review page both show it: review size, review wording, category tint. */
export function ReviewImage({
  review,
  priority = false,
  sizes,
  sx,
}: {
  review: Pick<ReviewResponseDto, 'imageUrl' | 'title' | 'category'>;
  priority?: boolean;
  /** The image's width on the page (`columnSizes` in a grid), so the browser fetches the photo variant it shows. */
  sizes?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <AppImage
      src={review.imageUrl}
      name={review.title}
      alt={review.title}
      width={REVIEW_IMAGE_SIZE.width}
      height={REVIEW_IMAGE_SIZE.height}
      quality={REVIEW_IMAGE_SIZE.quality}
      variant="review"
      priority={priority}
      sizes={sizes}
      sx={sx}
      imgStyle={{ filter: categoryImageFilter(review.category, review.title) }}
    />
  );
}
