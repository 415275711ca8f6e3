import SearchIcon from '@mui/icons-material/Search';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useState } from 'react';

/** The header search box. */
export function SiteSearch() {
  const [query, setQuery] = useState('');

  return (
    <Paper
      role="search"
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        width: '100%',
        borderRadius: 999,
        bgcolor: 'rgba(255, 255, 255, 0.12)',
        color: 'common.white',
        border: '1px solid rgba(255, 255, 255, 0.24)',
        '&:focus-within': { bgcolor: 'rgba(255, 255, 255, 0.2)', borderColor: 'secondary.light' },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <InputBase
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search dive sites, gear, articles..."
        inputProps={{ 'aria-label': 'Search the site', type: 'search' }}
        sx={{ flex: 1, color: 'inherit', fontSize: 14, '& input::placeholder': { opacity: 0.8 } }}
      />
    </Paper>
  );
}
