import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import {
  ALL,
  CERTIFICATION_LABELS,
  DEPTH_LABELS,
  SKILL_LEVELS,
  type CertificationFilter,
  type DepthFilter,
  type DiveSiteFilters,
  type OutlookFilter,
  type RegionGroup,
} from './dive-site-filters';
import type { ForecastNotice } from '@/components/forecast/forecast-notice';
import { OutlookFilterSelect } from './conditions/outlook-filter-select';

interface DiveSiteFilterPanelProps {
  filters: DiveSiteFilters;
  /** The regions, grouped under their state (only the chosen state's when one is chosen). */
  regions: readonly RegionGroup[];
  onChange: <K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => void;
  onClear: () => void;
  /** How many sites match now: the phone's filter sheet says how many it will show. */
  matchCount: number;
  /** Why the Outlook filter cannot be trusted or used (no forecast, or an old one). */
  outlookNotice?: ForecastNotice | null;
  /** Called once the phone's filter sheet has closed (the page brings its results into view). */
  onSheetClosed?: () => void;
}

const DEPTH_OPTIONS = Object.entries(DEPTH_LABELS) as [Exclude<DepthFilter, 'all'>, string][];
const CERTIFICATION_OPTIONS = Object.entries(CERTIFICATION_LABELS) as [Exclude<CertificationFilter, 'all'>, string][];

/** Native selects: the phone's own picker, and every option is reachable by keyboard. */
function SelectFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}

type SelectFiltersProps = Pick<DiveSiteFilterPanelProps, 'filters' | 'regions' | 'onChange' | 'outlookNotice'>;

/** Every filter but the search is the same: a key typed into the search leaves the selects alone. */
function sameSelections(a: SelectFiltersProps, b: SelectFiltersProps): boolean {
  const keys = Object.keys(a.filters) as (keyof DiveSiteFilters)[];
  // The notice is worked out afresh on each render: the same words are the same notice.
  const sameNotice = a.outlookNotice?.kind === b.outlookNotice?.kind && a.outlookNotice?.text === b.outlookNotice?.text;
  return (
    sameNotice &&
    a.regions === b.regions &&
    a.onChange === b.onChange &&
    keys.every((key) => key === 'search' || a.filters[key] === b.filters[key])
  );
}

/**
 * Region, skill level, depth, certification and outlook: inline from a tablet up, in a sheet on a phone.
 * Hydrated on its own, so a tap on the search box does not wait for five selects.
 */
const SelectFilters = memo(function SelectFilters(props: SelectFiltersProps) {
  return (
    <HydrateApart>
      <SelectFields {...props} />
    </HydrateApart>
  );
}, sameSelections);

function SelectFields({ filters, regions, onChange, outlookNotice }: SelectFiltersProps) {
  return (
    <>
      <SelectFilter label="Region" value={filters.region} onChange={(value) => onChange('region', value)}>
        <option value={ALL}>All regions</option>
        {regions.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectFilter>
      <SelectFilter label="Skill level" value={filters.skillLevel} onChange={(value) => onChange('skillLevel', value)}>
        <option value={ALL}>All levels</option>
        {SKILL_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter label="Depth" value={filters.depth} onChange={(value) => onChange('depth', value as DepthFilter)}>
        <option value={ALL}>All depths</option>
        {DEPTH_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        label="Suits my certification"
        value={filters.certification}
        onChange={(value) => onChange('certification', value as CertificationFilter)}
      >
        <option value={ALL}>Any certification</option>
        {CERTIFICATION_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectFilter>
      <OutlookFilterSelect
        value={filters.outlook}
        allValue={ALL}
        onChange={(value) => onChange('outlook', value as OutlookFilter)}
        notice={outlookNotice}
      />
    </>
  );
}

/**
 * On a phone, tapping the search box brings the panel to the top of the screen, so the results that
 * follow it show above the keyboard while the diver types (they were below the fold).
 */
function bringPanelUp(event: React.FocusEvent<HTMLElement>): void {
  if (!window.matchMedia('(max-width: 599.95px)').matches) return;
  event.currentTarget.closest('section')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The filters other than the search that are not at their default (the phone's "Filters (n)" button). */
export function chosenFilterCount(filters: DiveSiteFilters): number {
  return [filters.state, filters.region, filters.skillLevel, filters.depth, filters.certification, filters.outlook].filter(
    (value) => value !== ALL,
  ).length;
}

/**
 * The spec's filter panel. On a phone only the search box and a "Filters (n)" button take room above
 * the results (the first result was 2,900 px down); the five selects open in a bottom sheet.
 * Which layout shows is decided by CSS, so the server's HTML already fits the screen.
 */
export function DiveSiteFilterPanel({
  filters,
  regions,
  onChange,
  onClear,
  matchCount,
  outlookNotice,
  onSheetClosed,
}: DiveSiteFilterPanelProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = () => setSheetOpen(false);
  const chosen = chosenFilterCount(filters);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Filter dive sites"
      // Below the sticky header when brought up (see bringPanelUp).
      sx={{ p: { xs: 1.5, md: 2.5 }, scrollMarginTop: 72 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <TextField
          label="Search dive sites"
          placeholder="Name, region or marine life"
          type="search"
          size="small"
          value={filters.search}
          onChange={(event) => onChange('search', event.target.value)}
          onFocus={bringPanelUp}
          sx={{ gridColumn: { xs: '1 / -1', md: '1 / span 4' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <Button
          variant="outlined"
          onClick={() => setSheetOpen(true)}
          startIcon={<TuneIcon />}
          aria-haspopup="dialog"
          sx={{ display: { xs: 'inline-flex', sm: 'none' }, justifySelf: 'start' }}
        >
          Filters{chosen > 0 ? ` (${chosen})` : ''}
        </Button>
        <Button
          variant="outlined"
          onClick={onClear}
          startIcon={<FilterAltOffOutlinedIcon />}
          sx={{
            whiteSpace: 'nowrap',
            gridColumn: { sm: '1 / -1', md: 'auto' },
            justifySelf: { xs: 'end', sm: 'stretch' },
            order: { sm: 1, md: 0 },
          }}
        >
          Clear filters
        </Button>
        {/* While the sheet is open its selects are the only ones on the page. */}
        {!sheetOpen && (
          <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
            <SelectFilters filters={filters} regions={regions} onChange={onChange} outlookNotice={outlookNotice} />
          </Box>
        )}
      </Box>
      <Drawer
        anchor="bottom"
        open={sheetOpen}
        onClose={closeSheet}
        slotProps={{
          paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2.5, pb: 3 } },
          // After the sheet has slid away and focus went back to "Filters": the results, not the button, show.
          transition: { onExited: onSheetClosed },
        }}
      >
        <Stack spacing={2} role="dialog" aria-label="Dive site filters">
          <Typography variant="h6" component="h2">
            Filter dive sites
          </Typography>
          <SelectFilters filters={filters} regions={regions} onChange={onChange} outlookNotice={outlookNotice} />
          <Stack direction="row" spacing={1.5}>
            <Button variant="outlined" onClick={onClear} startIcon={<FilterAltOffOutlinedIcon />} sx={{ flex: 1 }}>
              Clear filters
            </Button>
            <Button variant="contained" onClick={closeSheet} sx={{ flex: 1 }}>
              Show {matchCount} {matchCount === 1 ? 'site' : 'sites'}
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </Paper>
  );
}
