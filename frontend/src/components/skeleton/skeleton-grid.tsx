import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SkeletonGridProps {
  /** How many placeholder cards (the spec: 3 for featured grids, 6 for review lists). */
  count: number;
  /** Width / height of the image area. */
  imageAspectRatio?: string;
  /** Grid columns per breakpoint, e.g. { xs: 1, sm: 2, md: 3 }. */
  columns?: Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
  label?: string;
  sx?: SxProps<Theme>;
}

export function gridColumns(columns: Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>) {
  return Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
}

/** Placeholder cards shaped like the real ones, so the page does not jump when data arrives. */
export function SkeletonGrid({
  count,
  imageAspectRatio = '16 / 9',
  columns = { xs: 1, sm: 2, md: 3 },
  label = 'Loading',
  sx,
}: SkeletonGridProps) {
  return (
    <Box
      role="status"
      aria-label={label}
      aria-busy="true"
      sx={[{ display: 'grid', gap: 3, gridTemplateColumns: gridColumns(columns) }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} data-testid="skeleton-card" variant="outlined" sx={{ overflow: 'hidden' }}>
          <Skeleton variant="rectangular" animation="wave" sx={{ width: '100%', height: 'auto', aspectRatio: imageAspectRatio }} />
          <CardContent>
            <Skeleton width="40%" />
            <Skeleton width="85%" height={32} />
            <Skeleton width="100%" />
            <Skeleton width="70%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
