import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The id of a result option, for the input's aria-activedescendant. */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/** The line at the top of the search dropdown: a hint, "Searching...", or the result count. */
export function SearchStatus({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, color: 'text.secondary' }}>
      {busy && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}
