import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

const ROWS = 8;

/** Rows of the results' shape while the sites load, so nothing moves when they arrive. */
export function DirectoryRowsSkeleton() {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label="Loading dive sites">
      {Array.from({ length: ROWS }, (_, i) => (
        <Box key={i} sx={{ py: 1, px: 1.5, borderBottom: i < ROWS - 1 ? 1 : 0, borderColor: 'divider' }}>
          <Skeleton width="60%" height={24} />
          <Skeleton width="80%" height={20} />
        </Box>
      ))}
    </Paper>
  );
}
