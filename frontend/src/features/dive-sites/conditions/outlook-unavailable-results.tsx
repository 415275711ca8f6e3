import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ForecastNotice } from '@/components/forecast/forecast-notice';
import { ForecastNoticeLine } from '@/components/forecast/forecast-notice-line';

/**
 * In place of "No dive sites found" when an Outlook filter is chosen (a link, a reload) and there is no
 * forecast to filter by: the failure said as one, and a way to the sites without the filter.
 */
export function OutlookUnavailableResults({ notice, onShowAll }: { notice: ForecastNotice; onShowAll: () => void }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6, textAlign: 'center' }} data-testid="outlook-unavailable">
      <ForecastNoticeLine notice={notice} sx={{ fontSize: '1rem' }} />
      <Button variant="contained" onClick={onShowAll}>
        Show sites whatever the conditions
      </Button>
    </Box>
  );
}
