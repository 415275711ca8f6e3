import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { useIsClient } from '@/lib/use-is-client';

// The rose only illustrates the words: its code loads once the page is interactive, into room kept for it.
const CompassRose = lazy(() => import('@/components/compass-rose/compass-rose').then((m) => ({ default: m.CompassRose })));
const ROSE_PX = 112;

/** Which ways the site faces open water: the same in words and as a compass rose, beside the site's conditions. */
export function SiteExposure({ exposure }: { exposure: DiveSiteResponseDto['exposure'] | undefined }) {
  const hydrated = useIsClient();
  if (!exposure) return null;
  return (
    <Box
      component="section"
      aria-labelledby="site-exposure-heading"
      sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box sx={{ width: ROSE_PX, height: ROSE_PX, flex: 'none' }}>
        {hydrated && (
          <Suspense fallback={null}>
            <CompassRose openKm={exposure.openKm} size={ROSE_PX} />
          </Suspense>
        )}
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography id="site-exposure-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Exposure
        </Typography>
        <Typography>{exposure.summary}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {exposure.source === 'owner' ? (
            'Set by us from local knowledge.'
          ) : (
            <>
              Worked out from the coastline within 50 km (
              <Link
                href="https://www.naturalearthdata.com/about/terms-of-use/"
                target="_blank"
                rel="noopener noreferrer"
                underline="always"
              >
                Natural Earth
              </Link>
              , public domain).
            </>
          )}{' '}
          Longer arms: more open water.
        </Typography>
      </Box>
    </Box>
  );
}
