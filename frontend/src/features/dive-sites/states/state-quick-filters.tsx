import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useGetDiveSiteStates } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { HydrateApart } from '@/components/hydrate-apart/hydrate-apart';
import { ALL, SKILL_LEVELS, type DiveSiteFilters } from '../dive-site-filters';

interface StateQuickFiltersProps {
  /** The chosen state and skill level (the filters' `state` and `skillLevel`). */
  state: string;
  skillLevel: string;
  onChange: <K extends keyof DiveSiteFilters>(key: K, value: DiveSiteFilters[K]) => void;
}

/** One row of toggle chips: on a phone it scrolls sideways rather than taking a screen of height. */
function ChipRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, flexShrink: 0, width: { xs: 40, sm: 'auto' } }} aria-hidden>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          scrollbarWidth: 'none',
          py: 0.25,
          '& > *': { flexShrink: 0 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function ToggleChip({
  label,
  selected,
  onToggle,
  ariaLabel,
}: {
  label: string;
  selected: boolean;
  onToggle: () => void;
  ariaLabel?: string;
}) {
  return (
    <Chip
      label={label}
      clickable
      onClick={onToggle}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      aria-label={ariaLabel}
    />
  );
}

/**
 * State and skill level one tap each, above the filters: "a beginner site in Queensland" is two taps
 * on a phone, where the filter sheet's selects take two taps apiece. Tapping a chosen chip again
 * lets it go. The states are those with sites, the most first.
 */
export const StateQuickFilters = memo(function StateQuickFilters(props: StateQuickFiltersProps) {
  // Hydrated on its own; memoised on the two filters it shows, so a key typed into the search leaves it alone.
  return (
    <HydrateApart>
      <QuickFilterChips {...props} />
    </HydrateApart>
  );
});

function QuickFilterChips({ state: chosenState, skillLevel, onChange }: StateQuickFiltersProps) {
  const { data: states } = useGetDiveSiteStates();
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: { xs: 1.5, md: 2 } }} data-testid="quick-filters">
      {states && states.length > 0 && (
        <ChipRow label="State">
          {states.map((state) => {
            const value = state.code.toLowerCase();
            const selected = chosenState === value;
            return (
              <ToggleChip
                key={state.code}
                label={`${state.name} ${state.siteCount}`}
                ariaLabel={`${state.name}, ${state.siteCount} sites`}
                selected={selected}
                onToggle={() => onChange('state', selected ? ALL : value)}
              />
            );
          })}
        </ChipRow>
      )}
      <ChipRow label="Skill">
        {SKILL_LEVELS.map((level) => {
          const selected = skillLevel === level;
          return (
            <ToggleChip key={level} label={level} selected={selected} onToggle={() => onChange('skillLevel', selected ? ALL : level)} />
          );
        })}
      </ChipRow>
    </Box>
  );
}
