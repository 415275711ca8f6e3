import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';

// Installed-font stack only: no web-font download on first paint.
const fontFamily = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/** Spec: tooltip delay 700 ms. */
export const TOOLTIP_DELAY_MS = 700;
/** Spec: after a tooltip closes, another opens at once within this window (components/tooltip/site-tooltip). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const ocean = {
  abyss: '#061a33',
  navy: '#0b2545',
  deep: '#13315c',
  teal: '#0e9aa7',
  lagoon: '#3cc8c8',
  coral: '#ff6f59',
  sand: '#f6f3ee',
  foam: '#eef7f8',
} as const;

/** The palette paths the pages give Typography's `color`. */
const TYPOGRAPHY_COLOURS = ['text.primary', 'text.secondary', 'primary.main', 'secondary.dark', 'warning.main', 'warning.dark'] as const;

function paletteColour(theme: Theme, path: (typeof TYPOGRAPHY_COLOURS)[number]): string {
  const [group, shade] = path.split('.') as ['text' | 'primary' | 'secondary' | 'warning', string];
  return (theme.palette[group] as unknown as Record<string, string>)[shade];
}

/** The animation names MUI's inputs listen for (InputBase's onAnimationStart) to notice autofill. */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/** Keyboard focus ring: teal with a white inner halo, so it shows on white pages and on the navy header and heroes. */
const FOCUS_RING = '#0a7f89';

/** How a focused control shows it (buttons, chips, card links, the header's links). */
export const focusRing = { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } as const;

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      mode: 'light',
      primary: { main: ocean.navy, light: ocean.deep, dark: ocean.abyss, contrastText: '#ffffff' },
      // Buttons, chips and small text in these colours carry white or sit on white or the page's background:
      // the mains are a shade deeper than the brand teal and coral so that text keeps a 4.5:1 contrast
      // (WCAG AA) on all three (theme.test.ts).
      secondary: { main: '#0a7f89', light: ocean.lagoon, dark: '#07636b', contrastText: '#ffffff' },
      warning: { main: '#c24532', light: ocean.coral, dark: '#a8392a', contrastText: '#ffffff' },
      success: { main: '#1b7f53', dark: '#166b46', contrastText: '#ffffff' },
      error: { main: '#c62f3b', dark: '#9f2430', contrastText: '#ffffff' },
      background: { default: '#f7fafc', paper: '#ffffff' },
      text: { primary: '#10233d', secondary: '#4a5d75' },
      divider: 'rgba(11, 37, 69, 0.12)',
    },
    // The one corner radius: cards, panels, fields and alerts use it as is (sx borderRadius: 1);
    // only pills (buttons, chips) and circles are rounder.
    shape: { borderRadius: 12 },
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
      // MUI's focus ripple is a faint glow; keyboard visitors get a solid ring on every button,
      // chip, card link and icon button instead.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': focusRing },
        },
      },
      // Cards clip their overflow, so the ring of a whole-card link goes inside the edge.
      MuiCardActionArea: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // Pill padding only where there is a visible pill: text buttons keep MUI's slim padding so
        // their label lines up with the text around them.
        styleOverrides: { root: { borderRadius: 999 }, contained: { paddingInline: 20 }, outlined: { paddingInline: 20 } },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
      },
      // MUI 9's Typography takes a palette key for `color` ('primary', 'textSecondary'); the site's pages
      // write palette paths ('text.secondary'), as MUI's older system props took them, which MUI 9 left
      // unapplied (the text kept its parent's colour).
      MuiTypography: {
        variants: TYPOGRAPHY_COLOURS.map((path) => ({
          props: { color: path },
          style: ({ theme }: { theme: Theme }) => ({ color: paletteColour(theme, path) }),
        })),
      },
      // Spec: tooltips open after 700 ms. The site's tooltips are SiteTooltip (components/tooltip), which
      // also keeps the spec's 300 ms skip delay; this default covers any plain MUI tooltip.
      MuiTooltip: {
        defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: 0 },
      },
      // MUI notices a browser's autofill by these two animations. Its inputs each bring the keyframes as
      // global styles of their own, which the browser would take in (and restyle the page for) as each
      // input hydrates; here they come once, with the baseline (baseline.tsx).
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: AUTO_FILL_CANCEL,
            animationDuration: '10ms',
            '&:-webkit-autofill': { animationName: AUTO_FILL, animationDuration: '5000s' },
          },
        },
      },
      MuiCssBaseline: {
        styleOverrides: {
          // Non-empty, so that emotion keeps them in a production build (as MUI's own do).
          [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
          [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
          html: { scrollBehavior: 'smooth' },
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
          },
        },
      },
    },
  }),
);
