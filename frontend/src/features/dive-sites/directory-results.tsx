import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { memo, type ReactNode } from 'react';
import type { CardOutlook } from './dive-site-card';
import { DiveSiteRow, type RowSite } from './dive-site-row';

/** The id the results list answers to: closing the phone's filter sheet brings it into view. */
export const RESULTS_ID = 'dive-site-results';

/** Scrolls the results to the top of the screen, below the sticky header (their scroll margin). */
export function showResults(): void {
  document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
}

/**
 * The directory's results as compact rows. Memoised: a key typed into the search re-renders the page
 * at once, and this list only in the deferred render that follows, when the matches have changed.
 */
export const DirectoryResultList = memo(function DirectoryResultList({
  entries,
  outlooks,
  onWatchVideo,
}: {
  entries: readonly { site: RowSite; distanceKm?: number }[];
  outlooks: ReadonlyMap<number, CardOutlook>;
  onWatchVideo: (siteId: number) => void;
}) {
  return (
    <Paper
      variant="outlined"
      component="ol"
      aria-label="Dive sites"
      sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden', '& > li:last-of-type > article': { borderBottom: 0 } }}
    >
      {entries.map(({ site, distanceKm }) => (
        <li key={site.id}>
          <DiveSiteRow site={site} distanceKm={distanceKm} outlook={outlooks.get(site.id)} onWatchVideo={onWatchVideo} />
        </li>
      ))}
    </Paper>
  );
});

/**
 * The list beside the map from a laptop up (the map stays in view while the list scrolls), the map
 * after the list on a phone, where the results come first.
 */
export function DirectoryLayout({ map, children }: { map: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        alignItems: 'start',
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box id={RESULTS_ID} data-testid="directory-list" sx={{ minWidth: 0, scrollMarginTop: 72 }}>
        {children}
      </Box>
      <Box data-testid="directory-map" sx={{ position: { md: 'sticky' }, top: { md: 88 }, mt: { md: 2.5 } }}>
        {map}
      </Box>
    </Box>
  );
}
