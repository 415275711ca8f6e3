import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The phone's filter sheet: the five selects in a bottom sheet, "Clear filters" and "Show N sites".
 * Loaded on its own (see DiveSiteFilterPanel): the directory's first load does not carry it.
 */
export function DiveSiteFilterSheet({
  open,
  onClose,
  onExited,
  selects,
  onClear,
  matchCount,
}: {
  open: boolean;
  onClose: () => void;
  /** After the sheet has slid away and focus went back to "Filters": the page brings its results into view. */
  onExited?: () => void;
  selects: ReactNode;
  onClear: () => void;
  matchCount: number;
}) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, p: 2.5, pb: 3 } },
        transition: { onExited },
      }}
    >
      <Stack spacing={2} role="dialog" aria-label="Dive site filters">
        <Typography variant="h6" component="h2">
          Filter dive sites
        </Typography>
        {selects}
        <Stack direction="row" spacing={1.5}>
          <Button variant="outlined" onClick={onClear} startIcon={<FilterAltOffOutlinedIcon />} sx={{ flex: 1 }}>
            Clear filters
          </Button>
          <Button variant="contained" onClick={onClose} sx={{ flex: 1 }}>
            Show {matchCount} {matchCount === 1 ? 'site' : 'sites'}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
