import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import { CALM_ROW_MIN_HEIGHT } from './calm-row-size';

const CalmThisWeekend = lazy(async () => ({ default: (await import('./calm-this-weekend')).CalmThisWeekend }));

/**
 * The home page's "Calm this weekend" arrives in its own chunk as the visitor scrolls toward it: its
 * answer is asked for by the browser anyway (a forecast never holds the server's HTML), it sits below
 * the first screen on a phone, and its code (the forecast parts it shares with the dive-site pages)
 * would otherwise land on the main thread while the page is still settling. The server draws a
 * placeholder of the row's size, so nothing below it moves.
 */
export function LazyCalmThisWeekend() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const placeholder = (
    <Container ref={ref} sx={{ py: { xs: 3, md: 5 } }}>
      <Skeleton variant="rounded" sx={{ height: CALM_ROW_MIN_HEIGHT }} role="progressbar" aria-label="Loading the weekend's calm sites" />
    </Container>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <CalmThisWeekend />
    </Suspense>
  );
}
