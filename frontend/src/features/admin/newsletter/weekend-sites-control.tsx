import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { STATES, type StateCode } from '@ddu/shared/dive-sites/states';
import { DEFAULT_SITE_TIME_ZONE } from '@/lib/site-time';

const WEEKEND_EVE = ['Thu', 'Fri', 'Sat'];

/**
 * A new issue carries "Best sites this weekend" when it is written Thursday to Saturday (on the site's
 * clock): then the coming weekend is inside the forecast and the picks are still news when read.
 */
export function weekendSitesByDefault(now: Date): boolean {
  const weekday = new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: DEFAULT_SITE_TIME_ZONE }).format(now);
  return WEEKEND_EVE.includes(weekday);
}

/** The composer's switch for "Best sites this weekend" and the area its picks come from. */
export function WeekendSitesControl({
  on,
  state,
  onChange,
}: {
  on: boolean;
  state: StateCode | null;
  onChange: (next: { on: boolean; state: StateCode | null }) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <FormControlLabel
        sx={{ minHeight: 44 }}
        control={<Switch checked={on} onChange={(_e, checked) => onChange({ on: checked, state })} />}
        label="Include this weekend's best sites"
      />
      <TextField
        select
        size="small"
        label="Best sites from"
        value={state ?? ''}
        disabled={!on}
        onChange={(e) => onChange({ on, state: (e.target.value || null) as StateCode | null })}
        helperText="The dive window's picks for Saturday and Sunday, from the forecast when you press Send."
        sx={{ minWidth: 220, flex: 1 }}
      >
        <MenuItem value="">All of Australia</MenuItem>
        {STATES.map((s) => (
          <MenuItem key={s.code} value={s.code}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
