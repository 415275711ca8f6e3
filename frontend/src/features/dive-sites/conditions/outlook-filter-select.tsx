import TextField from '@mui/material/TextField';
import type { ForecastNotice } from '@/components/forecast/forecast-notice';
import { OUTLOOK_FILTER_LABELS } from './outlook-days';

const OUTLOOK_OPTIONS = Object.entries(OUTLOOK_FILTER_LABELS);

/**
 * The directory's Outlook filter. With no forecast it is disabled and says why, so "no dive sites
 * found" is never the answer to a forecast that could not be had; an old forecast is named by its age.
 */
export function OutlookFilterSelect({
  value,
  allValue,
  onChange,
  notice,
}: {
  value: string;
  allValue: string;
  onChange: (value: string) => void;
  notice: ForecastNotice | null | undefined;
}) {
  const unavailable = notice?.kind === 'unavailable';
  return (
    <TextField
      select
      label="Outlook"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      fullWidth
      disabled={unavailable}
      helperText={notice && notice.kind !== 'partial' ? notice.text : undefined}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        formHelperText: { sx: { mx: 0 }, 'data-testid': 'outlook-filter-reason' } as object,
      }}
    >
      <option value={allValue}>Any conditions</option>
      {OUTLOOK_OPTIONS.map(([option, label]) => (
        <option key={option} value={option}>
          {label}
        </option>
      ))}
    </TextField>
  );
}
