import { styled } from '@mui/material/styles';
import { starParts } from './star-parts';

export interface StarRatingProps {
  rating: string | number | null | undefined;
  max?: number;
  size?: 'small' | 'medium';
}

const STAR_COLOUR = '#f5a524';

/** Material's Star, StarHalf and StarBorder icons (@mui/icons-material), drawn in 24 × 24. */
const STAR_PATHS = {
  full: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  half: 'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4V6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
  empty:
    'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
} as const;

/**
 * The stars as one plain <svg> under one style sheet, each star a path 24 units along, drawn as MUI's
 * SvgIcon drew five icons side by side (1em square each): ratings sit on every product card and
 * review, and five SvgIcons a rating each serialised their styles while the page hydrated; five
 * <svg>s a rating were still five drawings for the browser to lay out and paint (115 on the shop).
 */
const Stars = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  '& svg': {
    userSelect: 'none',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    fill: 'currentColor',
    color: STAR_COLOUR,
    fontSize: 18,
  },
  '&.stars-medium svg': { fontSize: 24 },
}));

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
  const kinds: ('full' | 'half' | 'empty')[] = [
    ...Array<'full'>(full).fill('full'),
    ...(half ? (['half'] as const) : []),
    ...Array<'empty'>(empty).fill('empty'),
  ];
  return (
    <Stars role="img" aria-label={`Rated ${value} out of ${max}`} className={size === 'medium' ? 'stars-medium' : undefined}>
      <svg aria-hidden focusable="false" viewBox={`0 0 ${24 * kinds.length} 24`} style={{ width: `${kinds.length}em` }}>
        {kinds.map((kind, i) => (
          <path key={i} data-star={kind} d={STAR_PATHS[kind]} transform={i ? `translate(${24 * i} 0)` : undefined} />
        ))}
      </svg>
    </Stars>
  );
}
