import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import Box from '@mui/material/Box';
import { starParts } from './star-parts';

export interface StarRatingProps {
  rating: string | number | null | undefined;
  max?: number;
  size?: 'small' | 'medium';
}

const STAR_COLOUR = '#f5a524';

/** The value read out: a numeric rating keeps its decimal ("4.8"), star text counts its stars. */
function spokenValue(rating: StarRatingProps['rating'], max: number, drawn: number): number {
  const numeric = typeof rating === 'number' ? rating : Number(rating?.trim() ?? Number.NaN);
  if (rating === null || rating === undefined || rating === '' || !Number.isFinite(numeric)) return drawn;
  return Math.round(Math.min(Math.max(numeric, 0), max) * 10) / 10;
}

/** Full, half and empty stars out of five, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, max = 5, size = 'small' }: StarRatingProps) {
  const { full, half, empty } = starParts(rating, max);
  const value = spokenValue(rating, max, full + (half ? 0.5 : 0));
  const fontSize = size === 'small' ? 18 : 24;
  const star = (kind: 'full' | 'half' | 'empty', key: string) => {
    const Icon = kind === 'full' ? StarIcon : kind === 'half' ? StarHalfIcon : StarBorderIcon;
    return <Icon key={key} data-star={kind} aria-hidden sx={{ fontSize, color: STAR_COLOUR }} />;
  };
  return (
    <Box component="span" role="img" aria-label={`Rated ${value} out of ${max}`} sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {Array.from({ length: full }, (_, i) => star('full', `f${i}`))}
      {half && star('half', 'h')}
      {Array.from({ length: empty }, (_, i) => star('empty', `e${i}`))}
    </Box>
  );
}
