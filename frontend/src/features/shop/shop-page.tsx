import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useGetProducts, getGetProductsQueryOptions } from '@/api/generated/endpoints/products/products';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { LoadErrorAlert } from '@/components/load-error/load-error-alert';
import { PageHero } from '@/components/page-hero/page-hero';
import { PageSeo } from '@/components/seo/page-seo';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { useAddressState } from '@/lib/use-address-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ProductGrid } from './product-grid';
import { ShopChoiceBar } from './shop-choice-bar';
import { ShopFilterBar } from './shop-filter-bar';
import {
  DEFAULT_PRODUCT_FILTERS,
  categoryOptions,
  filterProducts,
  productFiltersCodec,
  productListParams,
  type ShopOrder,
} from './shop-filters';
import { WhyShopWithUs } from './why-shop-with-us';
import { fetchMain, type PagePrefetch } from '@/lib/page-prefetch';

/** Searches are reported once the visitor pauses typing, not on every keystroke. */
const SEARCH_REPORT_DELAY_MS = 800;
const MIN_REPORTED_SEARCH = 3;

function useSearchAnalytics(search: string, resultCount: number): void {
  useEffect(() => {
    const term = search.trim();
    if (term.length < MIN_REPORTED_SEARCH) return undefined;
    const timer = window.setTimeout(
      () => trackEvent('search_products', { category: 'engagement', label: term, results: resultCount }),
      SEARCH_REPORT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search, resultCount]);
}

/** The list is asked for again once typing in a price box pauses, not on every key. */
const PRICE_SETTLE_MS = 400;

// Memoised and hydrated on its own: typing re-renders the page, not the banner.
const ShopHero = memo(function ShopHero() {
  return (
    <HydrateApart>
      <PageHero title="Dive Gear Shop" eyebrow="Shop">
        Hand-picked masks, fins, wetsuits, BCDs, regulators and dive computers for Australian waters. Compare them here, then check the
        latest price with the seller.
      </PageHero>
    </HydrateApart>
  );
});

export function ShopPage() {
  // The filters are the page's own state; the address follows (no lost keystrokes).
  const [filters, setFilters] = useAddressState(productFiltersCodec);
  // Both boxes settle together: one pause after typing either asks once, for the whole range.
  const [min, max] = useDebouncedValue(`${filters.min}\n${filters.max}`, PRICE_SETTLE_MS).split('\n') as [string, string];
  // Sorted and priced by the server; the previous list stays on screen while the next one comes.
  const products = useGetProducts(productListParams(filters.sort, min, max), { query: { placeholderData: keepPreviousData } });
  const all = useMemo(() => products.data ?? [], [products.data]);
  const categories = useMemo(() => categoryOptions(all, filters.category), [all, filters.category]);
  // Only the category and the search filter here: a key typed in a price box leaves the grid alone.
  const category = useDeferredValue(filters.category);
  const search = useDeferredValue(filters.search);
  const visible = useMemo(() => filterProducts(all, { category, search }), [all, category, search]);
  useSearchAnalytics(search, visible.length);

  const changeCategory = useCallback(
    (category: string) => {
      setFilters((current) => ({ ...current, category }), { immediate: true });
      trackEvent('filter_products', { category: 'engagement', label: category });
    },
    [setFilters],
  );
  const clearFilters = () => setFilters({ ...DEFAULT_PRODUCT_FILTERS }, { immediate: true });
  const changeSort = useCallback(
    (sort: ShopOrder) => {
      setFilters((current) => ({ ...current, sort }), { immediate: true });
      trackEvent('sort_products', { category: 'engagement', label: sort });
    },
    [setFilters],
  );
  const changeSearch = useCallback((search: string) => setFilters((current) => ({ ...current, search })), [setFilters]);
  const changeMin = useCallback((value: string) => setFilters((current) => ({ ...current, min: value })), [setFilters]);
  const changeMax = useCallback((value: string) => setFilters((current) => ({ ...current, max: value })), [setFilters]);

  return (
    <>
      <PageSeo
        title="Dive Gear Shop"
        description="Compare dive masks, fins, wetsuits, BCDs, regulators and dive computers chosen by Australian divers, and check the current price with trusted sellers."
        path={paths.shop.build()}
      />
      <ShopHero />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {/* Hydrated on its own: a tap on the search box hydrates this part alone. */}
        <HydrateApart>
          <ShopFilterBar filters={filters} categories={categories} onCategoryChange={changeCategory} onSearchChange={changeSearch} />
        </HydrateApart>
        <ShopChoiceBar
          sort={filters.sort}
          min={filters.min}
          max={filters.max}
          onSortChange={changeSort}
          onMinChange={changeMin}
          onMaxChange={changeMax}
        />

        {products.isPending ? (
          // Holds the grid's place (at least a screen) so "Why shop with us" below is not pushed down when the products arrive.
          <Box sx={{ minHeight: '100vh' }}>
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 10 }}>
              <CircularProgress size={28} disableShrink aria-hidden />
              <Typography>Loading products...</Typography>
            </Box>
          </Box>
        ) : products.isError ? (
          <LoadErrorAlert onRetry={products.refetch} sx={{ mt: 4 }}>
            We couldn't load the products just now. Please check your connection and try again.
          </LoadErrorAlert>
        ) : (
          <>
            <Typography role="status" color="text.secondary" sx={{ my: 3 }}>
              Showing {visible.length} of {all.length} products
            </Typography>
            {visible.length === 0 ? (
              <Box sx={{ textAlign: 'center', py: 8 }}>
                <Typography variant="h5" component="h2" gutterBottom>
                  No products found
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  Try another category, a different search term or a wider price range.
                </Typography>
                <Button variant="outlined" onClick={clearFilters}>
                  Clear Filters
                </Button>
              </Box>
            ) : (
              <ProductGrid products={visible} />
            )}
          </>
        )}
        <WhyShopWithUs />
      </Container>
    </>
  );
}

/**
 * Server render: the products in the address's order and price range, asked for exactly as the page
 * asks on its first render (the page filters category and search itself).
 */
export const prefetch: PagePrefetch = ({ queryClient, url }) => {
  const { sort, min, max } = productFiltersCodec.read(url.searchParams);
  return fetchMain(queryClient, getGetProductsQueryOptions(productListParams(sort, min, max)));
};
