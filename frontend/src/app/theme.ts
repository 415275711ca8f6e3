import { createTheme, responsiveFontSizes } from '@mui/material/styles';

// Installed-font stack only: no web-font download on first paint.
const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const ocean = {
  abyss: '#061a33',
  navy: '#0b2545',
  deep: '#13315c',
  teal: '#0e9aa7',
  lagoon: '#3cc8c8',
  coral: '#ff6f59',
  coralDark: '#e0533e',
  sand: '#f6f3ee',
  foam: '#eef7f8',
} as const;

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      mode: 'light',
      primary: { main: ocean.navy, light: ocean.deep, dark: ocean.abyss, contrastText: '#ffffff' },
      secondary: { main: ocean.teal, light: ocean.lagoon, dark: '#0a7a84', contrastText: '#ffffff' },
      warning: { main: ocean.coral, dark: ocean.coralDark, contrastText: '#ffffff' },
      success: { main: '#1f8a5b', dark: '#166b46', contrastText: '#ffffff' },
      error: { main: '#c62f3b', dark: '#9f2430', contrastText: '#ffffff' },
      background: { default: '#f7fafc', paper: '#ffffff' },
      text: { primary: '#10233d', secondary: '#4a5d75' },
      divider: 'rgba(11, 37, 69, 0.12)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.015em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { fontWeight: 600, textTransform: 'none' },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 20 } },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
      },
      MuiPaper: {
        styleOverrides: { rounded: { borderRadius: 14 } },
      },
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollBehavior: 'smooth' },
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
          },
        },
      },
    },
  }),
);
