import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetDiveSiteRegions, useGetDiveSiteStates } from '@/api/generated/endpoints/dive-sites/dive-sites';
import type { DiveSiteRegionSummaryDto, DiveSiteStateSummaryDto } from '@/api/generated/models';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { paths } from '@/config/paths';
import { ALL } from '../dive-site-filters';

/** A fragment of list items, so every state's chips share one list. */
function RegionChips({ state, regions }: { state: DiveSiteStateSummaryDto; regions: readonly DiveSiteRegionSummaryDto[] }) {
  return (
    <>
      <li>
        <Chip
          component={RouterLink}
          to={paths.diveSiteState.build(state.slug)}
          clickable
          color="primary"
          variant="outlined"
          label={`All of ${state.name}`}
          sx={{ fontWeight: 600 }}
        />
      </li>
      {regions.map((region) => (
        <li key={region.slug}>
          <Chip
            component={RouterLink}
            to={paths.diveSiteRegion.build(region.slug)}
            clickable
            variant="outlined"
            label={`${region.name} (${region.siteCount})`}
          />
        </li>
      ))}
    </>
  );
}

const listSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'flex',
  gap: 1,
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  overflowX: { xs: 'auto', md: 'visible' },
  pb: { xs: 1, md: 0 },
  scrollbarWidth: 'thin',
  '& > li': { flexShrink: 0 },
} as const;

/**
 * Links to the state and region pages, each state's regions after its own page's link. With a state
 * chosen in the filters, only that state's. On a phone one row that scrolls sideways, so forty regions
 * do not push the results down a screen. Nothing while they load (the filters work without them).
 */
export const RegionLinksByState = memo(function RegionLinksByState({ state }: { state: string }) {
  // Hydrated on its own; memoised, so a key typed into the search leaves it alone.
  return (
    <HydrateApart>
      <RegionLinks state={state} />
    </HydrateApart>
  );
});

function RegionLinks({ state }: { state: string }) {
  const { data: regions } = useGetDiveSiteRegions();
  const { data: states } = useGetDiveSiteStates();
  if (!regions || !states || regions.length === 0) return null;
  const shown = state === ALL ? states : states.filter((s) => s.code.toLowerCase() === state);
  const chosen = state === ALL ? undefined : shown[0];
  return (
    <Box component="nav" aria-label="Browse dive sites by area" sx={{ mb: { xs: 2, md: 4 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: { xs: 1, md: 1.5 }, fontSize: { xs: '1rem', md: undefined } }}>
        {chosen ? `Regions in ${chosen.name}` : 'Browse by state and region'}
      </Typography>
      {/* One list: each state's page link, then its regions, the most sites first. */}
      <Box component="ul" sx={listSx}>
        {shown.map((s) => (
          <RegionChips
            key={s.code}
            state={s}
            regions={regions.filter((region) => region.state === s.code).sort((a, b) => b.siteCount - a.siteCount)}
          />
        ))}
      </Box>
    </Box>
  );
}
