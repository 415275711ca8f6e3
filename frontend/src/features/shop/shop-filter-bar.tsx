import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { SearchField } from '@/components/search-field/search-field';
import { productCategoryLabel } from '@/lib/product-category-labels';
import { useTypedText } from '@/lib/use-typed-text';
import { ALL_CATEGORIES, type ProductFilters } from './shop-filters';

export interface ShopFilterBarProps {
  filters: ProductFilters;
  categories: string[];
  onCategoryChange: (category: string) => void;
  onSearchChange: (search: string) => void;
}

/**
 * The category select, hydrated on its own (a tap on the search box does not wait for it); memoised,
 * so a key typed into the search leaves it alone.
 */
const CategorySelect = memo(function CategorySelect({
  category,
  categories,
  onCategoryChange,
}: {
  category: string;
  categories: string[];
  onCategoryChange: (category: string) => void;
}) {
  return (
    <HydrateApart>
      <TextField
        select
        label="Category"
        value={category}
        onChange={(event) => onCategoryChange(event.target.value)}
        sx={{ minWidth: { sm: 220 } }}
        slotProps={{ select: { inputProps: { 'data-testid': 'shop-category' } } }}
      >
        <MenuItem value={ALL_CATEGORIES}>All Categories</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category} value={category}>
            {productCategoryLabel(category)}
          </MenuItem>
        ))}
      </TextField>
    </HydrateApart>
  );
});

/**
 * A plain input, not a MUI TextField: hydrating it inside a first tap costs a slow phone little. It
 * keeps the text typed, so a key redraws the box first and the grid follows.
 */
const SearchBox = memo(function SearchBox({ value, onSearchChange }: { value: string; onSearchChange: (search: string) => void }) {
  const [text, type] = useTypedText(value, onSearchChange);
  return (
    <SearchField
      className="search"
      label="Search products"
      placeholder="Search by name or description"
      value={text}
      onChange={(event) => type(event.target.value)}
    />
  );
});

/** The bar's layout: one style sheet (a tap on the search box before the page is alive hydrates it). */
const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
  '& > .search': { flexGrow: 1 },
}));

export function ShopFilterBar({ filters, categories, onCategoryChange, onSearchChange }: ShopFilterBarProps) {
  return (
    <Bar>
      <CategorySelect category={filters.category} categories={categories} onCategoryChange={onCategoryChange} />
      <SearchBox value={filters.search} onSearchChange={onSearchChange} />
    </Bar>
  );
}
