import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { REVIEW_FILTERS, type ReviewFilter } from './review-categories';
import { centredScrollLeft } from './review-filter-scroll';

interface ReviewFilterBarProps {
  selected: ReviewFilter;
  onSelect: (filter: ReviewFilter) => void;
}

/**
 * The category buttons. On phones they form one swipeable row (four wrapped rows pushed the reviews
 * below the fold); from the sm breakpoint up they wrap as usual.
 */
export function ReviewFilterBar({ selected, onSelect }: ReviewFilterBarProps) {
  const rowRef = useRef<HTMLDivElement>(null);

  // Keep the chosen category in view on the row only: scrollIntoView would also scroll the page.
  useEffect(() => {
    const row = rowRef.current;
    const button = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !button) return;
    row.scrollLeft = centredScrollLeft({ offsetLeft: button.offsetLeft, width: button.offsetWidth }, row.clientWidth, row.scrollWidth);
  }, [selected]);

  return (
    <Box
      ref={rowRef}
      role="group"
      aria-label="Review categories"
      sx={{
        position: 'relative', // makes the buttons' offsetLeft relative to the row
        display: 'flex',
        gap: 1,
        mb: 5,
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        // Phones: the row bleeds to the screen edges so a half-visible button hints at more to swipe.
        // The padding leaves room for the keyboard focus ring, which overflow would otherwise clip.
        overflowX: { xs: 'auto', sm: 'visible' },
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        py: { xs: 0.75, sm: 0 },
        scrollSnapType: { xs: 'x proximity', sm: 'none' },
        scrollPaddingInline: (theme) => theme.spacing(2),
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
      }}
    >
      {REVIEW_FILTERS.map((option) => (
        <Button
          key={option}
          variant={option === selected ? 'contained' : 'outlined'}
          color={option === selected ? 'primary' : 'inherit'}
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', scrollSnapAlign: 'start' }}
        >
          {option}
        </Button>
      ))}
    </Box>
  );
}
