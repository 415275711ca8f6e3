import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { productCategoryLabel } from '@/lib/product-category-labels';
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

export function ShopFilterBar({ filters, categories, onCategoryChange, onSearchChange }: ShopFilterBarProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
      <CategorySelect category={filters.category} categories={categories} onCategoryChange={onCategoryChange} />
      <TextField
        type="search"
        label="Search products"
        placeholder="Search by name or description"
        value={filters.search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flexGrow: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
