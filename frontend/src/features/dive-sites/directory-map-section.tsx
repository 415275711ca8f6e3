import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ComponentProps } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { LazyDiveSitesMap } from './map/lazy-dive-sites-map';

/** From a laptop up the map stands beside the list, as tall as the screen below the header allows. */
const MAP_HEIGHT = { xs: 320, md: 'clamp(360px, calc(100vh - 120px), 760px)' } as const;

/**
 * The directory's map with its heading. Memoised: a key typed into the search re-renders the page,
 * and the map only once its points or view change (when typing settles).
 */
export const DirectoryMapSection = memo(function DirectoryMapSection(props: Omit<ComponentProps<typeof LazyDiveSitesMap>, 'height'>) {
  return (
    <HydrateApart>
      <Box component="section" aria-labelledby="dive-map-heading" id="dive-site-map">
        <Typography
          id="dive-map-heading"
          variant="h5"
          component="h2"
          sx={{ mb: { xs: 1, md: 2 }, fontSize: { xs: '1.1rem', md: '1.25rem' } }}
        >
          Dive site map
        </Typography>
        <LazyDiveSitesMap {...props} height={MAP_HEIGHT} />
      </Box>
    </HydrateApart>
  );
});
