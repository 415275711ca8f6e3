import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { HydrateWhenShown } from '@/components/hydrate-apart/hydrate-when-shown';
import { FilterSheetLoading } from './filter-sheet-loading';
import { SearchField } from '@/components/search-field/search-field';
import { useAfterIdle } from '@/lib/use-after-idle';
import { useTypedText } from '@/lib/use-typed-text';
import {
  ALL,
  CERTIFICATION_LABELS,
  DEPTH_LABELS,
  SKILL_LEVELS,
  regionGroups,
  type CertificationFilter,
  type DepthFilter,
  type DiveSiteFilters,
  type DiveSiteLike,
  type OutlookFilter,
  type RegionGroup,
} from './dive-site-filters';
import type { ForecastNotice } from '@/components/forecast/forecast-notice';
import { OutlookFilterSelect } from './conditions/outlook-filter-select';

interface DiveSiteFilterPanelProps {
  filters: DiveSiteFilters;
  /** Every site: the region select lists their regions, grouped under their state. */
  sites: readonly Pick<DiveSiteLike, 'region' | 'state'>[];
  onChange: <K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => void;
  onClear: () => void;
  /** How many sites match now: the phone's filter sheet says how many it will show. */
  matchCount: number;
  /** Why the Outlook filter cannot be trusted or used (no forecast, or an old one). */
  outlookNotice?: ForecastNotice | null;
  /** Called once the phone's filter sheet has closed (the page brings its results into view). */
  onSheetClosed?: () => void;
}

/** Where the selects stand in the panel rather than in the phone's sheet (MUI's `sm` and up). */
const INLINE_SELECTS = '(min-width: 600px)';

const loadSheet = () => import('./dive-site-filter-sheet');
const FilterSheet = lazy(async () => ({ default: (await loadSheet()).DiveSiteFilterSheet }));

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

type SelectFiltersProps = Pick<DiveSiteFilterPanelProps, 'filters' | 'onChange' | 'outlookNotice'> & {
  /** The regions, grouped under their state (only the chosen state's when one is chosen). */
  regions: readonly RegionGroup[];
};

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

/** The panel's frame and grid: one style sheet, so hydrating it (inside a first tap) costs little. */
const Panel = styled('section')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(1.5),
  // Below the sticky header when brought up (see bringPanelUp).
  scrollMarginTop: 72,
  [theme.breakpoints.up('md')]: { padding: theme.spacing(2.5) },
  '& > .grid': {
    display: 'grid',
    gap: theme.spacing(1.5),
    alignItems: 'center',
    gridTemplateColumns: '1fr auto',
    [theme.breakpoints.up('sm')]: { gap: theme.spacing(2), gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
  '& .search': {
    gridColumn: '1 / -1',
    [theme.breakpoints.up('md')]: { gridColumn: '1 / span 4' },
  },
}));

type ControlsProps = Omit<DiveSiteFilterPanelProps, 'sites'> & { regions: readonly RegionGroup[] };

/** Every prop but the search is the same: a key typed into the search leaves the buttons and selects alone. */
function sameControls(a: ControlsProps, b: ControlsProps): boolean {
  return sameSelections(a, b) && a.onClear === b.onClear && a.matchCount === b.matchCount && a.onSheetClosed === b.onSheetClosed;
}

/**
 * "Filters (n)" with its sheet, "Clear filters" and the inline selects: a part of its own (and
 * memoised), so a tap on the search box hydrates the box alone, not these buttons and the sheet.
 */
const FilterControls = memo(function FilterControls({
  filters,
  regions,
  onChange,
  onClear,
  matchCount,
  outlookNotice,
  onSheetClosed,
}: ControlsProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeSheet = () => setSheetOpen(false);
  const chosen = chosenFilterCount(filters);
  const idle = useAfterIdle();
  return (
    <HydrateApart>
      <Button
        variant="outlined"
        // The finger is down: the sheet's code is asked for before the click arrives. A failed early
        // fetch is the lazy sheet's to report (it asks again on the click), not an unhandled rejection.
        onPointerDown={() => void loadSheet().catch(() => undefined)}
        onClick={() => setSheetOpen(true)}
        // Tapped before the page is alive: tapped again once it is (see keepEarlyClick).
        data-early-click="filters"
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
          {/* On a phone they stay as the server drew them, hidden and not hydrated: the sheet has its own. */}
          <HydrateWhenShown query={INLINE_SELECTS}>
            <SelectFilters filters={filters} regions={regions} onChange={onChange} outlookNotice={outlookNotice} />
          </HydrateWhenShown>
        </Box>
      )}
      {/* The sheet's code comes once the page is idle (or at the first tap on "Filters"): a phone that
          never opens it does not load it with the page. Mounted closed first, so it slides in. A tap
          before it has come shows a plain sheet saying so (a second or two on a slow phone). */}
      {(idle || sheetOpen) && (
        <Suspense fallback={sheetOpen ? <FilterSheetLoading /> : null}>
          <FilterSheet
            open={sheetOpen}
            onClose={closeSheet}
            onExited={onSheetClosed}
            selects={<SelectFilters filters={filters} regions={regions} onChange={onChange} outlookNotice={outlookNotice} />}
            onClear={onClear}
            matchCount={matchCount}
          />
        </Suspense>
      )}
    </HydrateApart>
  );
}, sameControls);

/**
 * The search box, a part of its own: a tap on it before the page is alive hydrates the page's frame,
 * the panel and this box, nothing more. A plain input (SearchField), not a MUI TextField.
 */
const SearchBox = memo(function SearchBox({ value, onChange }: { value: string; onChange: DiveSiteFilterPanelProps['onChange'] }) {
  const search = useCallback((typed: string) => onChange('search', typed), [onChange]);
  const [text, type] = useTypedText(value, search);
  return (
    <HydrateApart>
      <SearchField
        className="search"
        label="Search dive sites"
        placeholder="Name, region or marine life"
        size="small"
        maxLength={100}
        value={text}
        onChange={(event) => type(event.target.value)}
        onFocus={bringPanelUp}
      />
    </HydrateApart>
  );
});

/**
 * The spec's filter panel. On a phone only the search box and a "Filters (n)" button take room above
 * the results (the first result was 2,900 px down); the five selects open in a bottom sheet.
 * Which layout shows is decided by CSS, so the server's HTML already fits the screen.
 */
export function DiveSiteFilterPanel({ sites, ...props }: DiveSiteFilterPanelProps) {
  // Worked out here rather than by the page: only the selects (hydrated after the search box) read them.
  const regions = useMemo(() => regionGroups(sites, props.filters.state), [sites, props.filters.state]);
  return (
    <Panel aria-label="Filter dive sites">
      <div className="grid">
        <SearchBox value={props.filters.search} onChange={props.onChange} />
        <FilterControls {...props} regions={regions} />
      </div>
    </Panel>
  );
}
