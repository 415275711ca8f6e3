import { keyframes, styled } from '@mui/material/styles';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** Drawn like the sheet (backdrop, rounded panel at the bottom), from one style sheet: no MUI component to load. */
const Frame = styled('div')(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
  display: 'flex',
  alignItems: 'flex-end',
  '& > .panel': {
    width: '100%',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    borderTopLeftRadius: 16,
    borderTopRightRadius: 16,
    padding: theme.spacing(2.5, 2.5, 3),
  },
  '& h2': { ...theme.typography.h6, margin: 0 },
  '& p': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: theme.spacing(1.5, 0) },
  '& .bar': {
    height: 4,
    borderRadius: 2,
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
  },
  '& .bar::after': {
    content: '""',
    display: 'block',
    width: '40%',
    height: '100%',
    backgroundColor: theme.palette.primary.main,
    animation: `${slide} 1.2s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
  },
}));

/**
 * What a tap on "Filters" shows while the sheet's code is still on its way (a tap right as the page
 * loads, on a slow phone): the sheet's frame and a sentence, at once, instead of nothing.
 */
export function FilterSheetLoading() {
  return (
    <Frame>
      <div className="panel" aria-busy="true">
        <h2>Filter dive sites</h2>
        <p role="status">Loading the filters…</p>
        <div className="bar" />
      </div>
    </Frame>
  );
}
