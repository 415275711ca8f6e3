import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  ALL,
  CERTIFICATION_LABELS,
  DEPTH_LABELS,
  SKILL_LEVELS,
  type CertificationFilter,
  type DepthFilter,
  type DiveSiteFilters,
} from './dive-site-filters';

interface DiveSiteFilterPanelProps {
  filters: DiveSiteFilters;
  regions: readonly string[];
  onChange: <K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => void;
  onClear: () => void;
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

export function DiveSiteFilterPanel({ filters, regions, onChange, onClear }: DiveSiteFilterPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="Filter dive sites" sx={{ p: { xs: 2, md: 2.5 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1.3fr 1fr 1fr 1.3fr auto' },
        }}
      >
        <TextField
          label="Search dive sites"
          placeholder="Name, region or marine life"
          type="search"
          size="small"
          value={filters.search}
          onChange={(event) => onChange('search', event.target.value)}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
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
        <SelectFilter label="Region" value={filters.region} onChange={(value) => onChange('region', value)}>
          <option value={ALL}>All regions</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
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
        <Button variant="outlined" onClick={onClear} startIcon={<FilterAltOffOutlinedIcon />} sx={{ whiteSpace: 'nowrap' }}>
          Clear filters
        </Button>
      </Box>
    </Paper>
  );
}
