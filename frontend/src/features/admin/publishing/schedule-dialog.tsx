import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isoToSiteLocal, siteLocalToIso } from '@/lib/site-time';

interface ScheduleDialogProps {
  itemTitle: string | null;
  timeZone: string;
  onCancel: () => void;
  /** The chosen moment as an ISO instant. */
  onConfirm: (publishAt: string) => void;
}

/** Picks when a draft goes live, on the site's clock (whatever the owner's device is set to). */
export function ScheduleDialog({ itemTitle, timeZone, onCancel, onConfirm }: ScheduleDialogProps) {
  const [value, setValue] = useState('');
  const open = itemTitle !== null;
  const iso = siteLocalToIso(value, timeZone);
  // Against the clock at each render (each keystroke), so a time that has just passed is refused.
  // eslint-disable-next-line react-hooks/purity -- reading the current time here is the point
  const inPast = iso !== null && new Date(iso).getTime() <= Date.now();
  const min = isoToSiteLocal(new Date().toISOString(), timeZone);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="schedule-dialog-title"
      slotProps={{ transition: { onExited: () => setValue('') } }}
    >
      <DialogTitle id="schedule-dialog-title">Schedule publishing</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>&ldquo;{itemTitle}&rdquo; stays a draft until then and goes live by itself.</Typography>
        <TextField
          type="datetime-local"
          label={`Publish at (${timeZone.replace(/_/g, ' ')} time)`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
          error={inPast}
          helperText={inPast ? 'Choose a time in the future.' : ' '}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!iso || inPast} onClick={() => iso && onConfirm(iso)}>
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
