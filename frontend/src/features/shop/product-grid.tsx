import { memo } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import Box from '@mui/material/Box';
import type { ProductResponseDto } from '@/api/generated/models';
import { columnSizes } from '@/components/image/column-sizes';
import { ProductCard } from '@/components/product/product-card';

const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/** Narrower than this (a small phone, or a phone zoomed in) the spec's one column stays. */
const TWO_COLUMNS_FROM_PX = 360;
/** The cards' image width in this grid: 1, 2 (from 360 px), 3 (md) or 4 (lg) columns. */
const CARD_SIZES = columnSizes({ xs: 1, sm: 2, md: 3, lg: 4 }, [{ minWidth: TWO_COLUMNS_FROM_PX, columns: 2 }]);

/**
 * The shop's product grid, the spec's 1, 2, 3 or 4 columns: one only below 360 px, so an ordinary
 * phone shows two compact columns (four products a screen, not one), then three from md and four
 * from lg. Grid rows stretch their cards, so cards of one row share a height. Memoised: a key typed
 * into the search re-renders the page at once and the grid only in the deferred render that follows.
 */
export const ProductGrid = memo(function ProductGrid({ products }: { products: readonly ProductResponseDto[] }) {
  // Hydrated on its own: the search box comes alive without waiting for the cards, and a key's
  // deferred render hydrates them in slices that yield to the next key.
  return (
    <HydrateApart>
      <Box
        component="section"
        aria-label="Products"
        data-testid="product-grid"
        sx={(theme) => ({
          display: 'grid',
          gap: { xs: 1.5, sm: 3 },
          gridTemplateColumns: columns(1),
          // Bounded above: MUI writes its own breakpoint queries before this one, so an open-ended
          // query here would win over md and lg.
          [`@media (min-width: ${TWO_COLUMNS_FROM_PX}px) and (max-width: ${theme.breakpoints.values.md - 0.05}px)`]: {
            gridTemplateColumns: columns(2),
          },
          [theme.breakpoints.up('md')]: { gridTemplateColumns: columns(3) },
          [theme.breakpoints.up('lg')]: { gridTemplateColumns: columns(4) },
        })}
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={product} placement="shop-card" titleLevel="h2" sizes={CARD_SIZES} />
        ))}
      </Box>
    </HydrateApart>
  );
});
