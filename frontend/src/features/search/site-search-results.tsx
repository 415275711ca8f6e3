import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ScubaDivingIcon from '@mui/icons-material/ScubaDiving';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchResultType } from '@/api/generated/models/searchResultType';
import { productCategoryLabel } from '@/lib/product-category-labels';
import type { SearchResult } from './site-search';
import { optionId } from './search-status';

export const GROUPS: { type: SearchResultType; label: string; icon: ReactNode }[] = [
  { type: 'article', label: 'Articles', icon: <ArticleOutlinedIcon fontSize="small" /> },
  { type: 'dive-site', label: 'Dive Sites', icon: <ScubaDivingIcon fontSize="small" /> },
  { type: 'product', label: 'Products', icon: <ShoppingBagOutlinedIcon fontSize="small" /> },
];

interface SiteSearchResultsProps {
  listboxId: string;
  results: SearchResult[];
  activeIndex: number;
  onChoose: () => void;
  onHover: (index: number) => void;
}

/**
 * The grouped result list (articles → dive sites → products); results arrive already in that order.
 * Memoised: a key typed into the box re-renders the box, not this list, until new results arrive.
 */
export const SiteSearchResults = memo(function SiteSearchResults({
  listboxId,
  results,
  activeIndex,
  onChoose,
  onHover,
}: SiteSearchResultsProps) {
  return (
    <Box id={listboxId} role="listbox" aria-label="Search results" sx={{ py: 0.5 }}>
      {GROUPS.map((group) => {
        const items = results.map((result, index) => ({ result, index })).filter(({ result }) => result.type === group.type);
        if (items.length === 0) return null;
        const headingId = `${listboxId}-${group.type}`;
        return (
          <Box key={group.type} role="group" aria-labelledby={headingId}>
            <Typography
              id={headingId}
              variant="overline"
              component="div"
              sx={{ px: 2, pt: 1, color: 'secondary.dark', fontWeight: 700, lineHeight: 2 }}
            >
              {group.label}
            </Typography>
            {items.map(({ result, index }) => {
              const active = index === activeIndex;
              return (
                <Box
                  key={`${result.type}-${result.id}`}
                  id={optionId(listboxId, index)}
                  role="option"
                  aria-selected={active}
                  component={RouterLink}
                  to={result.href}
                  tabIndex={-1}
                  onClick={onChoose}
                  onMouseMove={() => onHover(index)}
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'flex-start',
                    px: 2,
                    py: 1,
                    color: 'text.primary',
                    textDecoration: 'none',
                    bgcolor: active ? 'rgba(14, 154, 167, 0.12)' : 'transparent',
                    borderLeft: '3px solid',
                    borderLeftColor: active ? 'secondary.main' : 'transparent',
                  }}
                >
                  <Box aria-hidden sx={{ color: 'secondary.main', mt: 0.25, display: 'flex' }}>
                    {group.icon}
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {result.title}
                    </Typography>
                    {result.category && (
                      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                        {result.type === 'product' ? productCategoryLabel(result.category) : result.category}
                      </Typography>
                    )}
                    {result.excerpt && (
                      <Typography
                        variant="caption"
                        sx={{
                          color: 'text.secondary',
                          display: '-webkit-box',
                          WebkitLineClamp: 1,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                        }}
                      >
                        {result.excerpt}
                      </Typography>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
});
