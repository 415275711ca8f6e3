import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { SkillLevel } from '@/api/generated/models';
import { emptyDiveSiteForm, isDiveSiteFormComplete, type DiveSiteForm } from './dive-site-admin';
import { PhotoUploader } from '../media/photo-uploader';
import { STATES, stateOfPoint } from '@ddu/shared/dive-sites/states';

interface DiveSiteFormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: DiveSiteForm | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (form: DiveSiteForm) => void;
}

type TextKey = Exclude<keyof DiveSiteForm, 'featured' | 'skillLevel' | 'state'>;

interface FieldSpec {
  label: string;
  required?: boolean;
  multiline?: boolean;
  helper?: string;
  wide?: boolean;
}

/** Every text field of the form, in screen order (a field added to the API fails to compile until it is here). */
const FIELDS: Record<TextKey, FieldSpec> = {
  name: { label: 'Name', required: true },
  region: { label: 'Region', required: true, helper: 'e.g. Sydney, Ningaloo & Exmouth' },
  latitude: { label: 'Latitude', required: true, helper: 'Decimal degrees, e.g. -33.8401' },
  longitude: { label: 'Longitude', required: true, helper: 'Decimal degrees, e.g. 151.2778' },
  description: { label: 'Description', multiline: true, wide: true },
  depthRange: { label: 'Depth Range', helper: 'e.g. 5-18m' },
  waterTemp: { label: 'Water Temperature', helper: 'e.g. 18-24°C' },
  visibility: { label: 'Visibility', helper: 'e.g. 10-20m' },
  bestTime: { label: 'Best Time', helper: 'e.g. December to April' },
  slackOffsetMinutes: {
    label: 'Slack water (minutes after high water)',
    helper: 'Only for sites with tidal currents, e.g. 180 at Port Phillip Heads. Leave empty if there are none.',
  },
  marineLife: { label: 'Marine Life', multiline: true, wide: true },
  hazards: { label: 'Hazards', multiline: true, wide: true },
  facilities: { label: 'Facilities', multiline: true, wide: true },
  imageUrl: { label: 'Image URL', helper: 'Optional, https://...' },
  videoUrl: { label: 'Video URL', helper: 'Optional: YouTube, Vimeo or a video file' },
  videoThumbnail: { label: 'Video Thumbnail URL', helper: 'Optional' },
  reviewLink: { label: 'Review Link', helper: 'Optional: https://... or /blog/...' },
};

const FIELD_LIST = Object.entries(FIELDS) as [TextKey, FieldSpec][];

/** What "From the coordinates" would give, so the owner sees it before saving. */
function fromCoordinatesHint(form: DiveSiteForm): string {
  const lat = Number(form.latitude);
  const lon = Number(form.longitude);
  if (form.latitude.trim() === '' || form.longitude.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    return 'Left to the coordinates, it is worked out when you save';
  }
  const state = STATES.find((s) => s.code === stateOfPoint(lat, lon));
  return state ? `The coordinates are in ${state.name}` : 'The coordinates are in no state we list: choose one';
}

/** The "Add New Site" and per-site edit dialog (full screen on phones). */
export function DiveSiteFormDialog({ open, onClose, ...formProps }: DiveSiteFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // The dialog unmounts its content once closed, so every opening starts from `initial` with no errors shown.
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="dive-site-dialog-title">
      <DiveSiteFormContent onClose={onClose} {...formProps} />
    </Dialog>
  );
}

function DiveSiteFormContent({ title, submitLabel, initial, busy, onClose, onSubmit }: Omit<DiveSiteFormDialogProps, 'open'>) {
  const [form, setForm] = useState<DiveSiteForm>(initial ?? emptyDiveSiteForm);
  const [showErrors, setShowErrors] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDiveSiteFormComplete(form)) {
      setShowErrors(true);
      return;
    }
    onSubmit(form);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle id="dive-site-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        {showErrors && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Please fill in the name, region, latitude and longitude (latitude and longitude as decimal numbers).
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FIELD_LIST.map(([key, f]) => (
            <TextField
              key={key}
              label={f.label}
              value={form[key]}
              onChange={(e) => setForm((current) => ({ ...current, [key]: e.target.value }))}
              required={f.required}
              multiline={f.multiline}
              minRows={f.multiline ? 2 : undefined}
              helperText={f.helper}
              error={
                showErrors &&
                f.required &&
                (form[key].trim() === '' || ((key === 'latitude' || key === 'longitude') && !Number.isFinite(Number(form[key]))))
              }
              inputMode={key === 'latitude' || key === 'longitude' ? 'decimal' : key === 'slackOffsetMinutes' ? 'numeric' : undefined}
              sx={f.wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
              fullWidth
            />
          ))}
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <PhotoUploader
              defaultAltText={form.name ? `${form.name} dive site` : ''}
              onUploaded={(item) => setForm((current) => ({ ...current, imageUrl: item.url }))}
            />
          </Box>
          <TextField
            select
            label="Skill Level"
            value={form.skillLevel}
            onChange={(e) => setForm((current) => ({ ...current, skillLevel: e.target.value as DiveSiteForm['skillLevel'] }))}
            fullWidth
          >
            {Object.values(SkillLevel).map((level) => (
              <MenuItem key={level} value={level}>
                {level}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="State or territory"
            value={form.state}
            onChange={(e) => setForm((current) => ({ ...current, state: e.target.value as DiveSiteForm['state'] }))}
            helperText={fromCoordinatesHint(form)}
            fullWidth
          >
            <MenuItem value="">From the coordinates</MenuItem>
            {STATES.map((state) => (
              <MenuItem key={state.code} value={state.code}>
                {state.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox checked={form.featured} onChange={(e) => setForm((current) => ({ ...current, featured: e.target.checked }))} />
            }
            label="Featured"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
