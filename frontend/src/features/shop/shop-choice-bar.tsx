import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { priceRangeProblems, RELEVANCE, type ShopOrder } from './shop-filters';

const ORDERS: ReadonlyArray<{ value: ShopOrder; label: string }> = [
  { value: RELEVANCE, label: 'Relevance' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'rating', label: 'Rating' },
];

export interface ShopChoiceBarProps {
  sort: ShopOrder;
  min: string;
  max: string;
  onSortChange: (sort: ShopOrder) => void;
  onMinChange: (min: string) => void;
  onMaxChange: (max: string) => void;
}

const dollars = { startAdornment: <InputAdornment position="start">$</InputAdornment> };

/**
 * Sort and price range. The sort is the phone's own picker (a native select: one tap, no menu to
 * render); the price boxes bring up the number keypad and say in words what they cannot read.
 * Memoised: typing in the search box does not re-render it.
 */
export const ShopChoiceBar = memo(function ShopChoiceBar({ sort, min, max, onSortChange, onMinChange, onMaxChange }: ShopChoiceBarProps) {
  const problems = priceRangeProblems(min, max);
  // Hydrated on its own: a tap on the search box above does not wait for these fields.
  return (
    <HydrateApart>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          label="Sort by"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ShopOrder)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        >
          {ORDERS.map((order) => (
            <option key={order.value} value={order.value}>
              {order.label}
            </option>
          ))}
        </TextField>
        <TextField
          label="Min price"
          value={min}
          onChange={(event) => onMinChange(event.target.value)}
          error={problems.min !== null}
          helperText={problems.min ?? ' '}
          placeholder="0"
          slotProps={{ input: dollars, htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 } }}
        />
        <TextField
          label="Max price"
          value={max}
          onChange={(event) => onMaxChange(event.target.value)}
          error={problems.max !== null}
          helperText={problems.max ?? ' '}
          placeholder="Any"
          slotProps={{ input: dollars, htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 } }}
        />
      </Box>
    </HydrateApart>
  );
});
