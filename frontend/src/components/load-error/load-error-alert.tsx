import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The site's one "could not load" message: an error alert with a Try again button that re-runs the request. */
export function LoadErrorAlert({ onRetry, children, sx }: { onRetry: () => unknown; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
