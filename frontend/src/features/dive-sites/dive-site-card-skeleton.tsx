import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Same frame as a card, so the grid does not jump when the sites arrive. */
export function DiveSiteCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="dive-site-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.4rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="text" />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
