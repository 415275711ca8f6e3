import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useAfterIdle } from '@/lib/use-after-idle';
import { CALM_ROW_MIN_HEIGHT } from './calm-row-size';

const CalmThisWeekend = lazy(async () => ({ default: (await import('./calm-this-weekend')).CalmThisWeekend }));

/**
 * The home page's "Calm this weekend" arrives in its own chunk once the page is live and the browser
 * idle: its answer is asked for by the browser anyway (a forecast never holds the server's HTML), and
 * the home page's first-load script stays within its budget. The server draws a placeholder of the
 * row's size, so nothing below it moves.
 */
export function LazyCalmThisWeekend() {
  const ready = useAfterIdle();
  const placeholder = (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Skeleton variant="rounded" sx={{ height: CALM_ROW_MIN_HEIGHT }} role="progressbar" aria-label="Loading the weekend's calm sites" />
    </Container>
  );
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CalmThisWeekend />
    </Suspense>
  );
}
