import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ScubaDivingIcon from '@mui/icons-material/ScubaDiving';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchResultDto } from '@/api/generated/models/searchResultDto';
import type { SearchResultType } from '@/api/generated/models/searchResultType';
import { productCategoryLabel } from '@/lib/product-category-labels';

export const RESULT_ICONS: Record<SearchResultType, ReactNode> = {
  'dive-site': <ScubaDivingIcon fontSize="small" />,
  article: <ArticleOutlinedIcon fontSize="small" />,
  review: <RateReviewOutlinedIcon fontSize="small" />,
  product: <ShoppingBagOutlinedIcon fontSize="small" />,
};

/** The line under a result's title: a product's category as the shop names it, else as stored. */
export function resultCategory(result: Pick<SearchResultDto, 'type' | 'category'>): string {
  return result.type === 'product' ? productCategoryLabel(result.category) : result.category;
}

/** The search page's results: compact rows, so a phone's screen holds five or more. */
export function SearchResultList({ results }: { results: readonly SearchResultDto[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {results.map((result) => (
        <Box component="li" key={`${result.type}-${result.id}`} sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
          <Box
            component={RouterLink}
            to={result.href}
            sx={{
              display: 'flex',
              gap: 1.5,
              py: 1.25,
              px: 1,
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover, &:focus-visible': { bgcolor: 'rgba(14, 154, 167, 0.08)' },
            }}
          >
            <Box aria-hidden sx={{ color: 'secondary.main', mt: 0.25, display: 'flex' }}>
              {RESULT_ICONS[result.type]}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, color: 'primary.main', lineHeight: 1.35 }}>
                {result.title}
              </Typography>
              {result.category && (
                <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {resultCategory(result)}
                </Typography>
              )}
              {result.excerpt && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {result.excerpt}
                </Typography>
              )}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
