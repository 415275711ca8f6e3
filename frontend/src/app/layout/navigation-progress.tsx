import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar at the top of the page while the next page's code arrives (lighter than MUI's LinearProgress). */
export function NavigationProgress() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'secondary.main', animation: `${slide} 1.1s ease-in-out infinite` }} />
    </Box>
  );
}
