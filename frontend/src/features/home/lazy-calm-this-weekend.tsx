import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useIsClient } from '@/lib/use-is-client';

const CalmThisWeekend = lazy(() => import('./calm-this-weekend'));

/**
 * Room for "Calm this weekend", the same in the server's HTML and after hydration: the row's code and
 * its forecast load once the page is live, so the home page's first scripts stay those it had.
 */
export function LazyCalmThisWeekend() {
  const hydrated = useIsClient();
  const placeholder = <Box sx={{ minHeight: { xs: 400, md: 220 } }} />;
  return hydrated ? <Suspense fallback={placeholder}>{<CalmThisWeekend />}</Suspense> : placeholder;
}
